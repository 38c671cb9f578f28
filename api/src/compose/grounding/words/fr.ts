import type { LanguageWords } from './types.js';

// prettier-ignore
export const FR: LanguageWords = {
  sender: ['je', "j['’]", 'moi', 'mon', 'ma', 'mes', 'me', "m['’]", 'nous', 'notre', 'nos'],
  company: ['vous', 'votre', 'vos', 'le poste', "l['’]entreprise", "l['’]équipe", "l['’]offre"],
  caseSensitive: [],
  clauseWords: ['qui', 'que', 'où', 'mais', 'tandis que', 'parce que', 'car', 'lorsque', 'dont'],
  hypothetical: [
    'serais', 'pourrais', 'aimerais', 'souhaite', 'souhaiterais', 'prêt à', 'prête à', "m['’]installer",
    'déménager', 'rejoindre', 'apporterais',
  ],

  numberWords: {
    deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
    treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, trente: 30, quarante: 40, cinquante: 50, cent: 100,
  },
  yearWords: ['ans', 'années', 'année', 'an'],
  months: [
    'janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre',
    'décembre', 'janv', 'févr', 'avr', 'juil', 'sept', 'oct', 'nov', 'déc',
  ],
  percentWords: ['pour cent', 'pourcent'],
  multiplierWords: { k: 1e3, mille: 1e3, m: 1e6, million: 1e6, millions: 1e6, md: 1e9, milliard: 1e9, milliards: 1e9 },
  currencyWords: ['euros?', 'dollars'],
  presentWords: ["aujourd['’]hui", 'présent', 'ce jour', 'en cours', 'actuel'],
  rangeWords: ['à', 'au'],
  sinceWords: ['depuis'],
  peopleNouns: [
    'personnes', 'développeu(?:r|se)s', 'ingénieur(?:e)?s', 'analystes', 'designers', 'chargé(?:e)?s', 'contrôleurs',
    'collaborat(?:eur|rice)s', 'consultant(?:e)?s', 'stagiaires', 'salariés', 'membres', 'techniciens', 'commerciaux',
    'comptables', 'agents', 'bénévoles', 'infirmi(?:er|ère)s', 'étudiant(?:e)?s', 'alternant(?:e)?s',
  ],
  teamWords: ['équipes?', 'service', 'groupe', 'pôle'],
  approximately: ['plus de', 'près de', 'presque', 'environ', 'au moins', 'quelque'],
  moreThanWords: ['plus de', 'bien plus de', 'largement plus de'],
  nearlyWords: ['près de', 'presque', 'bientôt', 'pas loin de', 'quasiment'],
  decadeWords: ['décennies?'],
  experienceWords: ["expérience(?: professionnelle)?", 'parcours'],
  genericFieldWords: ['secteur', 'domaine', 'métier', 'carrière', 'total', 'monde', 'milieu', 'travail', 'profession', 'branche', 'marché'],

  educationHeadings: ['formation', 'études', 'diplômes', 'éducation', 'cursus'],

  degrees: {
    mba: [],
    doctorate: ['doctorat', 'docteur(?:e)? en', 'thèse'],
    master: ['master', 'mastère', 'DEA', 'DESS', "diplôme d['’]ingénieur", 'ingénieur diplômé', 'DSCG', 'bac\\s?\\+\\s?5'],
    // A "licence" is a degree when written as one ("Licence de Géographie", "une licence en droit"), not a driving licence.
    bachelor: ['Licence(?<!\\p{Lu}\\p{L}*\\s+Licence)', "licence(?=\\s+(?:en|de|d['’]|pro|professionnelle|générale)(?![\\p{L}]))", 'bachelor', 'DUT', 'BUT', 'BTS', 'DCG', 'bac\\s?\\+\\s?3'],
  },
  schoolWords: ['université', 'école', 'institut', 'IUT', 'INSA', 'ENS', 'ENSAI', 'EDHEC', 'ESSEC', 'HEC', 'IAE', 'ESCP', 'Sciences Po', 'polytechnique'],
  studyCues: ["diplômé(?:e)? d(?:e l['’]|e la |e |u |['’])", "formé(?:e)? à(?: l['’])?", "étudié à(?: l['’])?", "issu(?:e)? d(?:e l['’]|e |u )", "sorti(?:e)? d(?:e l['’]|e |u )", "de l['’]", 'de la', 'du'],
  certificationCues: ['certifié(?:e)?', 'certification', 'certificat', 'accrédité(?:e)?', 'habilitation', 'agréé(?:e)?'],
  membershipCues: ['membre', 'adhérent(?:e)?'],
  trainingCues: ['formation'],
  inProgressWords: ['en cours', 'en préparation', 'en attente', 'prévu(?:e)?', 'à venir'],
  workingTowardsWords: ['je prépare', 'prépare', 'en cours', 'en préparation', 'je termine', 'je passe'],

  roles: {
    developer: ['développeu(?:r|se)s?', 'ingénieur(?:e)?s?', 'programmeu(?:r|se)s?'],
    scientist: ['data scientist'],
    analyst: ['analystes?'],
    designer: ['designers?', 'concept(?:eur|rice)s?'],
    researcher: ['chercheu(?:r|se)s?'],
    manager: ['responsables?', 'managers?', 'gestionnaires?'],
    director: ['direct(?:eur|rice)s?', 'DAF'],
    head: ['chef(?:fe)?s?(?: de| d[\'’])', 'direct(?:eur|rice) financi\\p{L}*'],
    lead: ['lead'],
    consultant: ['consultant(?:e)?s?'],
    officer: ['chargé(?:e)?s?'],
    assistant: ['assistant(?:e)?s?'],
    intern: ['stagiaires?', 'alternant(?:e)?s?'],
    accountant: ['comptables?', 'expert(?:e)?-comptable'],
    controller: ['contrôleu(?:r|se)s?'],
    statistician: ['statisticien(?:ne)?s?'],
    nurse: ['infirmi(?:er|ère)s?', 'aide(?:s)?-soignant(?:e)?s?', 'sages?-femmes?'],
    clinician: ['médecins?', 'pharmacien(?:ne)?s?', 'kinésithérapeutes?', 'thérapeutes?'],
    teacher: ['enseignant(?:e)?s?', 'professeur(?:e)?s?', 'format(?:eur|rice)s?'],
    supervisor: ['superviseu(?:r|se)s?', 'encadrant(?:e)?s?', 'contremaîtres?'],
    representative: ['représentant(?:e)?s?', 'attaché(?:e)?s? commercia(?:l|le|ux|les)', 'vendeu(?:r|se)s?'],
    technician: ['technicien(?:ne)?s?', 'mécanicien(?:ne)?s?', 'électricien(?:ne)?s?'],
    clerk: ['secrétaires?', 'réceptionnistes?'],
    advisor: ['conseill(?:er|ère)s?'],
    recruiter: ['recruteu(?:r|se)s?'],
    buyer: ['acheteu(?:r|se)s?'],
    writer: ['rédact(?:eur|rice)s?', 'journalistes?'],
    lawyer: ['avocat(?:e)?s?', 'juristes?'],
    auditor: ['auditeu(?:r|se|rice)s?'],
  },
  seniority: { senior: 2, junior: 0, lead: 3, chef: 4, cheffe: 4, directeur: 4, directrice: 4, adjoint: 3, adjointe: 3, principal: 3, responsable: 3 },
  roleCues: [
    "(?:mon|ma) (?:poste|rôle|fonction|mission) (?:actuel(?:le)? )?(?:de|d['’]|comme|en tant que)", 'je travaille comme',
    "j['’]ai (?:commencé|débuté)(?: ma carrière)? (?:comme|en tant que)", 'ma carrière a (?:commencé|débuté) (?:comme|en tant que)',
  ],
  deputyWords: ['adjoint(?:e)?', 'suppléant(?:e)?', 'par intérim', 'de quart', 'assistant(?:e)?', 'apprenti(?:e)?'],
  selfCues: [
    'je suis', "j['’]occupe(?: le poste de)?", 'en tant que', 'comme', "j['’]ai été", 'actuellement', 'ancien(?:ne)?',
    'travaill\\p{L}* comme', 'dont \\p{L}+ comme',
  ],
  promotionCues: [
    "promu(?:e)?(?: au poste d[e'’]| à)?", "nommé(?:e)?(?: au poste d[e'’])?", "(?:pris|repris) le poste d[e'’]",
    'évolué(?:e)? vers le poste d[e\'’]',
  ],
  promotionVerbsAfter: [],
  applyCues: ['candidature', 'postuler', 'poste', 'rejoindre', 'intégrer', 'offre', 'annonce', 'recrutement'],

  toolNouns: ['outils?', 'logiciels?', 'plateformes?', 'technologies', 'frameworks?', 'applications'],
  usageCues: ["à l['’]aide d[e'’]", 'en utilisant', 'via', "au moyen d[e'’]"],
  workCues: ['travaill\\p{L}*', 'mission', 'poste', 'expérience', 'stage', 'été', 'passé'],
  employerPrepositions: ['chez', 'pour', 'au sein de', 'au sein du'],
  clientNouns: ['clients?', 'clientes?', 'comptes', 'partenaires', "donneurs d['’]ordre"],
  exampleCues: [
    'comme', 'tel(?:le)?s que', 'dont', 'notamment', 'parmi lesquel(?:le)?s', 'par exemple', 'entre autres', 'à savoir',
    'en particulier',
  ],
  orgNouns: ['marques', 'entreprises', 'sociétés', 'groupes', 'organisations', 'enseignes', 'banques', 'assureurs', 'start-ups', 'agences', 'hôpitaux', 'industriels', 'laboratoires'],
  clientVerbs: ['travaill\\p{L}*', 'collaboré', 'accompagné', 'conseillé', 'géré', 'vendu', 'lancé', 'piloté'],
  clientListCues: [
    'parmi (?:mes|nos|les) (?:\\p{L}+ )?(?:clients|comptes|marques)(?: (?:figuraient|figurent|il y avait|se trouvaient|se trouvent))?',
    '(?:mes|nos) (?:\\p{L}+ )?(?:clients|comptes) (?:comptaient|comptent|incluaient|incluent|étaient)',
  ],
  partnerCues: [
    "aux côtés d(?:e|['’])", "en partenariat avec", "en collaboration avec", "pour le compte d(?:e|['’])",
    'pour le client', '(?:signé|conclu|négocié) (?:des |un )?(?:contrats?|accords?|affaires?) avec', "vendu à",
  ],
  personTitles: ['dr', 'm', 'mme', 'mlle', 'monsieur', 'madame', 'pr', 'professeur'],
  clientKinds: [],

  awardCues: [
    'prix', 'lauréat(?:e)?', 'récompensé(?:e)?', 'récompense', 'remporté', 'élu(?:e)?', 'distinction', 'médaille',
    'mention', 'trophée', 'gagné', 'primé(?:e)?', 'concours', 'classé(?:e)? (?:premier|première|n°\\s?1)',
    "meilleur(?:e)? (?:vendeu(?:r|se)|commercial(?:e)?) de l['’]année", "employé(?:e)? du (?:mois|trimestre)",
  ],
  nominationWords: ['nominé(?:e)?', 'nomination', 'finaliste', 'sélectionné(?:e)?'],
  recognitionNames: ['Club', 'Cercle', "Tableau d['’]honneur"],
  publicationCues: [
    'publié(?:e)?s?', 'publication', 'article', 'revue', 'journal', 'magazine', 'tribune', 'conférence',
    'intervenant(?:e)?', 'intervenu(?:e)?', '(?:un|mon|notre|le) livre', 'ouvrage',
  ],

  talkCues: [
    "présenté(?:e)? (?:[\\p{L}'’-]+ ){0,4}?(?:à|au|lors)", "intervenu(?:e)? (?:[\\p{L}'’-]+ ){0,4}?(?:à|au|lors)",
    "(?:animé|donné) (?:un |une |l[ea] |l['’])?(?:atelier|conférence|masterclass|session) (?:[\\p{L}'’-]+ ){0,3}?(?:à|au|lors)",
  ],
  venueWords: ['meetups?', 'webinaires?', 'webinars?', 'séminaire', 'colloque', 'salon', 'podcast', 'table ronde', 'sommet'],
  speakingWords: ['présenté(?:e)?', 'présentation', 'intervenu\\p{L}*', 'intervenant\\p{L}*', 'intervention', 'conférencier\\p{L}*', 'exposé', 'animé', 'modéré'],
  languageNames: {
    english: ['anglais'], spanish: ['espagnol'], french: ['français'], german: ['allemand'], italian: ['italien'],
    portuguese: ['portugais'], dutch: ['néerlandais', 'flamand'], chinese: ['chinois', 'mandarin'],
    japanese: ['japonais'], korean: ['coréen'], arabic: ['arabe'], russian: ['russe'], turkish: ['turc'],
    polish: ['polonais'], czech: ['tchèque'], swedish: ['suédois'], wolof: ['wolof'], catalan: ['catalan'],
    greek: ['grec'], hebrew: ['hébreu'], hindi: ['hindi'], tamil: ['tamoul'], yoruba: ['yoruba'], ukrainian: ['ukrainien'], romanian: ['roumain'], danish: ['danois'], norwegian: ['norvégien'], finnish: ['finnois'], basque: ['basque'],
  },
  levelWords: {
    'notions': 2, 'débutant': 1, 'scolaire': 2, 'intermédiaire': 3, 'bon niveau': 4, 'avancé': 5,
    'professionnel': 5, 'courant': 5, 'couramment': 5, 'bilingue': 6, 'natif': 7, 'native': 7,
    'langue maternelle': 7,
  },
  multilingualWords: { bilingue: 2, trilingue: 3, multilingue: 3, plurilingue: 3, polyglotte: 3 },
  languagesWord: ['langues'],
  beingCues: ['je suis', 'suis', "j['’]ai grandi", 'étant'],
  speakCues: ['parle', 'parlé', 'maîtrise', 'courant', 'couramment', 'bilingue', 'niveau', 'natif', 'native', 'langues?'],

  residenceCues: ["j['’]habite", 'habite', 'vis', 'résid\\p{L}*', 'installé(?:e)?', 'basé(?:e)?', 'domicilié(?:e)?', 'passé', 'vécu'],
  stayWords: [
    'ans?', 'années?', 'mois', 'semaines', 'semestres?', 'étés?', "année (?:universitaire|scolaire|d['’]échange)",
    "semestre d['’]échange", 'séjour',
  ],
  placePatterns: [
    "fait de {place} (?:ma|mon) (?:maison|chez-moi|port d['’]attache|ville)",
    "{place} est (?:devenue? )?(?:ma|mon) (?:maison|chez-moi|port d['’]attache|ville d['’]adoption|ville)",
    'originaire de {place}', "j['’]ai grandi à {place}", 'grandi à {place}', 'né(?:e)? à {place}',
    "(?:déménagé|installé(?:e)?|emménagé(?:e)?) à {place}",
  ],
  authorisationCues: [
    'permis de travail', 'titre de séjour', 'autorisation de travail', 'nationalité', 'citoyen(?:ne)?', 'visa',
    'carte de résident',
  ],

  notNames: [
    'le', 'la', 'les', 'un', 'une', 'mon', 'ma', 'mes', 'votre', 'vos', 'bonjour', 'madame', 'monsieur',
    'cordialement', 'merci', 'actuellement', 'depuis', 'titulaire', 'forte', 'fort', 'diplômé', 'diplômée',
  ],
  functionWords: [
    'le', 'la', 'les', 'un', 'une', 'des', 'de', 'du', 'd', 'l', 'en', 'à', 'au', 'aux', 'avec', 'par', 'pour', 'et', 'ou', 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'qui', 'que', 'est', 'sont', 'été', 'ai', 'a', 'dans', 'sur', 'sous', 'depuis', 'comme', 'plus',
  ],
};
