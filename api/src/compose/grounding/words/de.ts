import type { LanguageWords } from './types.js';

// prettier-ignore
export const DE: LanguageWords = {
  sender: ['ich', 'mich', 'mir', 'mein', 'meine', 'meinem', 'meinen', 'meiner', 'meines', 'wir', 'unser', 'unsere', 'unserem', 'unseren'],
  company: ['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihrem', 'Ihren', 'Ihrer', 'Ihres', 'du', 'dein', 'deine', 'euch', 'euer', 'die Stelle'],
  caseSensitive: ['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihrem', 'Ihren', 'Ihrer', 'Ihres'],
  clauseWords: ['und', 'aber', 'weil', 'dass', 'die', 'der', 'das', 'wo', 'während', 'obwohl', 'sowie'],
  hypothetical: ['würde', 'würden', 'könnte', 'könnten', 'möchte', 'gerne', 'gern', 'bereit', 'umziehen', 'freue'],

  numberWords: {
    zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12,
    dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, zwanzig: 20, dreißig: 30, vierzig: 40, fünfzig: 50,
    hundert: 100,
  },
  yearWords: ['jahren?', 'jahr'],
  months: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember', 'mär', 'okt', 'dez'],
  percentWords: ['prozent'],
  multiplierWords: { tsd: 1e3, tausend: 1e3, mio: 1e6, million: 1e6, millionen: 1e6, mrd: 1e9, milliarde: 1e9, milliarden: 1e9 },
  currencyWords: ['euro', 'EUR'],
  presentWords: ['heute', 'jetzt', 'aktuell', 'dato'],
  rangeWords: ['bis'],
  sinceWords: ['seit'],
  peopleNouns: [
    'personen', '\\p{L}*mitarbeite\\p{L}*', 'entwickle\\p{L}*', 'designe\\p{L}*', 'ingenieur\\p{L}*', 'monteur\\p{L}*',
    'kolleg\\p{L}*', 'analyst\\p{L}*', 'berate\\p{L}*', 'techniker\\p{L}*', 'werkstudent\\p{L}*', 'praktikant\\p{L}*',
    'leute', 'köpfe', 'fachkräfte', 'auszubildende\\p{L}*', 'azubis', 'ehrenamtliche\\p{L}*', 'pflegekräfte',
  ],
  teamWords: ['teams?', 'abteilung', 'gruppe'],
  approximately: ['über', 'mehr als', 'fast', 'knapp', 'rund', 'etwa', 'ca\\.', 'circa', 'mindestens', 'bis zu'],

  educationHeadings: ['ausbildung', 'studium', 'bildungsweg', 'schulbildung', 'akademische ausbildung'],

  degrees: {
    mba: [],
    doctorate: ['promotion', 'promovier\\p{L}*', 'doktor(?:grad|titel|arbeit)?', 'dissertation'],
    master: ['master\\p{L}*', 'diplom-\\p{L}+', 'dipl\\.-\\p{L}+\\.?', 'diplom', 'magister'],
    bachelor: ['bachelor\\p{L}*', 'vordiplom'],
  },
  schoolWords: ['universität', 'hochschule', 'fachhochschule', 'akademie', 'institut', 'TU', 'FH', 'LMU', 'RWTH', 'KIT', 'HAW', 'ETH'],
  studyCues: ['an der', 'von der', 'studium an der', 'studiert an der', 'absolvent(?:in)? der'],
  certificationCues: ['zertifiziert\\p{L}*', 'zertifikat\\p{L}*', 'zertifizierung\\p{L}*', 'certified', 'akkreditiert\\p{L}*', 'geprüft\\p{L}*'],
  membershipCues: ['mitglied (?:im|in der|des|der|beim)', 'mitgliedschaft (?:im|in der)'],

  roles: {
    developer: ['\\p{L}*entwickler(?:in|innen)?', '\\p{L}*ingenieur(?:in|innen|e)?', 'programmierer(?:in)?'],
    scientist: ['data scientist', 'wissenschaftler(?:in)?'],
    analyst: ['\\p{L}*analyst(?:in)?'],
    designer: ['\\p{L}*designer(?:in)?', 'mediengestalter(?:in)?', 'gestalter(?:in)?'],
    researcher: ['\\p{L}*researcher(?:in)?', 'forscher(?:in)?'],
    manager: ['\\p{L}*manager(?:in)?'],
    head: ['\\p{L}*leiter(?:in)?', 'leitung', 'chef(?:in)?'],
    lead: ['lead', 'teamlead'],
    consultant: ['berater(?:in)?'],
    specialist: ['fachkraft', 'spezialist(?:in)?', 'sachbearbeiter(?:in)?', 'referent(?:in)?'],
    assistant: ['assistent(?:in)?'],
    intern: ['praktikant(?:in)?', 'trainee'],
    'working student': ['werkstudent(?:in)?'],
    accountant: ['buchhalter(?:in)?', 'bilanzbuchhalter(?:in)?'],
    controller: ['controller(?:in)?'],
    engineer: ['konstrukteur(?:in)?', 'techniker(?:in)?'],
    nurse: ['\\p{L}*pfleger(?:in|innen)?', '\\p{L}*pflegekr(?:aft|äfte)', 'krankenschwester(?:n)?', 'hebamme(?:n)?'],
    clinician: ['ärzt(?:in|innen|e)?', '\\p{L}*arzt', 'apotheker(?:in)?', '\\p{L}*therapeut(?:in|en)?'],
    teacher: ['\\p{L}*lehrer(?:in|innen)?', 'dozent(?:in|en)?', 'ausbilder(?:in)?'],
    supervisor: ['schichtführer(?:in)?', 'vorarbeiter(?:in)?', '\\p{L}*meister(?:in)?'],
    representative: ['\\p{L}*vertriebler(?:in)?', 'außendienstmitarbeiter(?:in)?', 'verkäufer(?:in)?'],
    clerk: ['\\p{L}*kauf(?:mann|frau|leute)', 'sekretär(?:in)?'],
    recruiter: ['recruiter(?:in)?'],
    buyer: ['einkäufer(?:in)?'],
    writer: ['redakteur(?:in)?', 'journalist(?:in)?', 'texter(?:in)?'],
    lawyer: ['\\p{L}*anwalt', '\\p{L}*anwältin', 'jurist(?:in)?'],
    auditor: ['\\p{L}*prüfer(?:in)?'],
  },
  seniority: { senior: 2, junior: 0, lead: 3, leitender: 3, leitende: 3, abteilungsleiter: 4, abteilungsleiterin: 4, leiter: 4, leiterin: 4, chef: 4, chefin: 4, principal: 4, head: 4 },
  selfCues: ['als', 'bin ich', 'ich bin', 'war ich', 'ich war', 'arbeite ich als', 'tätig als'],
  promotionCues: ['befördert (?:zum|zur)', 'ernannt (?:zum|zur)', 'aufgestiegen (?:zum|zur)'],
  promotionVerbsAfter: ['befördert', 'ernannt', 'berufen', 'aufgestiegen'],
  applyCues: ['bewerb\\p{L}*', 'stelle', 'ausschreibung', 'position', 'anzeige', 'verstärken', 'einsteigen'],

  usageCues: ['mithilfe von', 'mit hilfe von', 'unter verwendung von', 'anhand von', 'via'],
  workCues: ['gearbeitet', 'arbeite\\p{L}*', 'tätig', 'beschäftigt', 'angestellt', 'als', 'war', 'praktikum', 'werkstudent\\p{L}*'],
  employerPrepositions: ['bei', 'bei der', 'bei dem', 'beim'],
  clientNouns: ['\\p{L}*kunden', '\\p{L}*partner(?:n)?', 'mandanten', 'auftraggeber(?:n)?', 'arbeitgeber(?:n)?'],
  exampleCues: [
    'wie', 'darunter', 'unter anderem', 'unter anderen', 'u\\. ?a\\.', 'etwa', 'zum beispiel', 'z\\. ?b\\.', 'namentlich',
    'insbesondere', 'beispielsweise', 'vor allem',
  ],
  clientListCues: [
    'zu (?:meinen|unseren) (?:\\p{L}+ )?(?:kunden|mandanten|auftraggebern)(?: (?:zählten|zählen|gehörten|gehören))?(?: (?:unter anderem|u\\. ?a\\.|etwa))?',
    '(?:meine|unsere) (?:\\p{L}+ )?(?:kunden|mandanten) (?:waren|sind|umfassten|umfassen)(?: (?:unter anderem|u\\. ?a\\.))?',
  ],
  partnerCues: ['in zusammenarbeit mit', 'im auftrag von', 'im auftrag der', 'im auftrag des', 'für den kunden'],
  personTitles: ['dr', 'herr', 'frau', 'prof'],
  // German capitalises every noun: kinds of clients named in a list after "wie" or "darunter" are no names.
  clientKinds: [
    'händler', 'hersteller', 'zulieferer', 'konzerne', 'mittelständler', 'start-ups', 'startups', 'behörden',
    'banken', 'versicherungen', 'versicherer', 'agenturen', 'kliniken', 'krankenhäuser', 'kommunen', 'stadtwerke',
    'verlage', 'handelsketten', 'einzelhändler', 'großhändler', 'automobilhersteller', 'automobilzulieferer',
    'maschinenbauer', 'energieversorger', 'mittelstand', 'industrie', 'kunden', 'marken', 'unternehmen',
  ],

  awardCues: ['\\p{L}*preis(?:e|es)?', 'preisträger(?:in)?', 'auszeichnung(?:en)?', 'ausgezeichnet', 'gewonnen', 'gewinner(?:in)?', 'award', 'stipendium', 'sieger(?:in)?'],
  nominationWords: ['nominierung', 'nominiert', 'shortlist', 'finalist(?:in)?'],
  recognitionNames: ['Club', 'Klub', 'Circle', 'Bestenliste'],
  publicationCues: ['veröffentlich\\p{L}*', 'publikation(?:en)?', 'publiziert', 'artikel', 'fachartikel', 'zeitschrift', 'magazin', 'journal', 'vortrag', 'vorträge', 'konferenz', 'buch', 'beitrag'],

  talkCues: [],
  venueWords: ['meetups?', 'webinars?', 'barcamp', 'tagung', 'fachtagung', 'kongress', 'podcast', 'panel', 'gipfel', 'usergroup'],
  speakingWords: ['vorgestellt', 'präsentiert', 'vortrag', 'vorträge', 'referiert', 'gesprochen', 'speaker\\p{L}*', 'keynote'],
  languageNames: {
    english: ['englisch'], spanish: ['spanisch'], french: ['französisch'], german: ['deutsch'], italian: ['italienisch'],
    portuguese: ['portugiesisch'], dutch: ['niederländisch'], chinese: ['chinesisch', 'mandarin'],
    japanese: ['japanisch'], korean: ['koreanisch'], arabic: ['arabisch'], russian: ['russisch'], turkish: ['türkisch'],
    polish: ['polnisch'], czech: ['tschechisch'], swedish: ['schwedisch'], danish: ['dänisch'], greek: ['griechisch'],
    hebrew: ['hebräisch'], hindi: ['hindi'], tamil: ['tamil'], yoruba: ['yoruba'], ukrainian: ['ukrainisch'], romanian: ['rumänisch'], norwegian: ['norwegisch'], finnish: ['finnisch'], catalan: ['katalanisch'], wolof: ['wolof'],
  },
  levelWords: {
    'grundkenntnisse': 2, 'gute kenntnisse': 4, 'gut': 4, 'gute': 4, 'sehr gut': 5, 'sehr gute': 5,
    'fließend': 5, 'verhandlungssicher\\p{L}*': 5, 'fließend in wort und schrift': 5, 'zweisprachig': 6,
    'muttersprache': 7, 'muttersprachlich\\p{L}*': 7, 'niveau': 0,
  },
  multilingualWords: { zweisprachig: 2, dreisprachig: 3, mehrsprachig: 3 },
  beingCues: ['ich bin', 'bin', 'wuchs'],
  speakCues: ['spreche', 'sprechen', 'fließend', 'verhandlungssicher\\p{L}*', 'muttersprache', 'niveau', 'kenntnisse', 'sprachen'],

  residenceCues: ['wohne', 'wohnhaft', 'lebe', 'gelebt', 'ansässig', 'wohnort', 'wohnsitz', 'zuhause'],
  stayWords: [
    'jahre?', 'monate?', 'wochen', 'semester', 'auslandssemester', 'auslandsjahr', 'sommer', 'austauschjahr',
    'studienjahr', 'aufenthalt',
  ],
  placePatterns: [
    '{place} ist (?:seit \\p{L}+ )?(?:meine|mein) (?:Heimat|Zuhause|Wahlheimat|Lebensmittelpunkt)',
    'in {place} (?:aufgewachsen|geboren|gewohnt|zu Hause|zuhause|daheim|ansässig)',
    // "verbracht" and "gelebt" with a stay before them: "ein Auslandssemester in Lyon verbracht", not "Zeit in Meetings".
    '(?:jahre?n?|monate?n?|wochen|semester|auslandssemester|auslandsjahr|sommer|austauschjahr|studienjahr) in {place} (?:gelebt|gewohnt|verbracht)',
    'aufgewachsen in {place}', 'geboren in {place}', '(?:komme|stamme) aus {place}', '(?:zog|umgezogen) nach {place}',
  ],
  authorisationCues: ['arbeitserlaubnis', 'aufenthaltstitel', 'aufenthaltserlaubnis', 'staatsbürger\\p{L}*', 'visum', 'blaue karte', 'niederlassungserlaubnis', 'arbeitsgenehmigung'],

  notNames: ['der', 'die', 'das', 'dem', 'den', 'ein', 'eine', 'einem', 'einen', 'ihnen', 'ihrem', 'ihrer', 'ihr', 'ihre', 'uns', 'euch', 'sehr', 'liebe', 'lieber', 'hallo', 'guten'],
  functionWords: [
    'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'und', 'oder', 'mit', 'von', 'zu', 'zum', 'zur', 'im', 'in', 'am', 'an', 'auf', 'für', 'bei', 'aus', 'über', 'unter', 'ich', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'habe', 'hat', 'ist', 'sind', 'war', 'wurde', 'als', 'seit', 'nach', 'vor',
  ],
};
