import type { VisaSponsorship } from '@app/types';

import { fold } from './criteria.js';

/**
 * What a description says of visa sponsorship, per language of the site, folded as the criteria are (lower case, no
 * accents). A refusal wins over an offer: "visa sponsorship" also appears in "no visa sponsorship".
 */
const CUES: Record<VisaSponsorship, Record<string, readonly string[]>> = {
  'not-offered': {
    en: [
      'no sponsorship',
      'no visa sponsorship',
      'sponsorship is not available',
      'sponsorship not available',
      'not able to sponsor',
      'unable to sponsor',
      'unable to offer sponsorship',
      'unable to offer visa sponsorship',
      'unable to provide sponsorship',
      'unable to provide visa sponsorship',
      'cannot sponsor',
      'can t sponsor',
      'won t sponsor',
      'don t sponsor',
      'cannot provide sponsorship',
      'cannot provide visa sponsorship',
      'cannot offer sponsorship',
      'cannot offer visa sponsorship',
      'can not sponsor',
      'will not sponsor',
      'do not sponsor',
      'does not sponsor',
      'not offer sponsorship',
      'not offer visa sponsorship',
      'not provide sponsorship',
      'not provide visa sponsorship',
      'without sponsorship',
      'without the need for sponsorship',
      'without requiring sponsorship',
      'not eligible for sponsorship',
    ],
    de: [
      'kein visumsponsoring',
      'keine visumsunterstutzung',
      'kein sponsoring',
      'kein visum sponsoring',
      'keine unterstutzung beim visum',
    ],
    fr: ['pas de parrainage', 'aucun parrainage', 'pas de sponsorisation', 'ne parrainons pas', 'sans parrainage'],
    es: [
      'no ofrecemos patrocinio',
      'sin patrocinio',
      'no se ofrece patrocinio',
      'no patrocinamos',
      'no hay patrocinio',
    ],
    it: ['nessuna sponsorizzazione', 'non offriamo sponsorizzazione', 'non sponsorizziamo', 'senza sponsorizzazione'],
    pt: ['sem patrocinio', 'nao oferecemos patrocinio', 'nao patrocinamos'],
    nl: ['geen visumsponsoring', 'geen sponsoring', 'geen visum sponsoring'],
    sv: ['ingen visumsponsring', 'inget visumsponsorskap', 'ingen sponsring'],
  },
  offered: {
    en: [
      'visa sponsorship',
      'sponsorship available',
      'sponsorship is available',
      'will sponsor',
      'able to sponsor',
      'can sponsor',
      'we sponsor',
      'sponsor your visa',
      'sponsor visas',
      'work permit sponsorship',
      'relocation and visa support',
      'visa support',
    ],
    de: [
      'visumsponsoring',
      'visum sponsoring',
      'visumsunterstutzung',
      'unterstutzung beim visum',
      'sponsoring des visums',
    ],
    fr: ['parrainage de visa', 'parrainage du visa', 'sponsorisation de visa', 'sponsoring de visa', 'aide au visa'],
    es: ['patrocinio de visa', 'patrocinio de visado', 'patrocinamos visas', 'patrocinio del visado'],
    it: ['sponsorizzazione del visto', 'sponsorizzazione visto', 'supporto per il visto'],
    pt: ['patrocinio de visto', 'patrocinio do visto', 'apoio com visto'],
    nl: ['visumsponsoring', 'visum sponsoring', 'sponsoring van je visum', 'visumondersteuning'],
    sv: ['visumsponsring', 'visumsponsorskap', 'hjalp med visum'],
  },
};

const patternOf = (cues: Record<string, readonly string[]>) =>
  new RegExp(`(?:^|[^\\p{L}])(?:${Object.values(cues).flat().join('|')})(?![\\p{L}])`, 'u');
const REFUSAL = patternOf(CUES['not-offered']);
const OFFER = patternOf(CUES.offered);

/** 'not-offered' when the text refuses sponsorship anywhere, else 'offered' when it offers it, else null. */
export function readVisaSponsorship(description: string | null): VisaSponsorship | null {
  if (!description) return null;
  const text = fold(description);
  if (REFUSAL.test(text)) return 'not-offered';
  return OFFER.test(text) ? 'offered' : null;
}
