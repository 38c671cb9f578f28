import type { LanguageWords } from './types.js';

// prettier-ignore
export const EN: LanguageWords = {
  sender: ["I(?:['’](?:m|ve|d|ll))?", 'me', 'my', 'mine', 'myself', 'we', 'our', 'ours', 'us'],
  company: [
    'you', 'your', 'yours', "you['’](?:re|ve|ll|d)", 'yourself',
    '(?:the|this) (?:role|position|job|team|company|posting|opening|opportunity|vacancy|ad)',
  ],
  caseSensitive: ["I(?:['’](?:m|ve|d|ll))?"],
  clauseWords: ['which', 'that', 'who', 'where', 'while', 'but', 'whereas', 'because', 'since', 'so'],
  hypothetical: [
    'would', 'could', "['’]d", 'will', 'happy to', 'glad to', 'willing to', 'eager to', 'keen to', 'ready to',
    'open to', 'love to', 'hope', 'looking forward', 'relocate', 'move to',
  ],

  numberWords: {
    two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
    thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
    thirty: 30, forty: 40, fifty: 50, hundred: 100, dozen: 12,
  },
  yearWords: ['years?', 'yrs?'],
  months: [
    'jan(?:uary)?', 'feb(?:ruary)?', 'mar(?:ch)?', 'apr(?:il)?', 'may', 'june?', 'july?', 'aug(?:ust)?',
    'sep(?:t(?:ember)?)?', 'oct(?:ober)?', 'nov(?:ember)?', 'dec(?:ember)?',
  ],
  percentWords: ['percent', 'per cent', 'percentage points'],
  multiplierWords: { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, millions: 1e6, bn: 1e9, b: 1e9, billion: 1e9 },
  currencyWords: ['USD', 'EUR', 'GBP', 'INR', 'dollars', 'euros?', 'pounds', 'rupees'],
  presentWords: ['present', 'current', 'now', 'today', 'date'],
  rangeWords: ['to', 'until', 'till'],
  sinceWords: ['since'],
  peopleNouns: [
    'people', 'persons?', 'engineers?', 'developers?', 'analysts?', 'designers?', 'scientists?', 'researchers?',
    'marketers?', 'managers?', 'members?', 'reports', 'direct reports', 'employees', 'staff', 'colleagues',
    'consultants?', 'interns?', 'students?', 'underwriters?', 'accountants?', 'technicians?', 'specialists?',
    'writers?', 'agents?', 'nurses?', 'teachers?', 'volunteers?', 'contractors?', 'juniors?', 'testers?', 'mentees?',
    'hires', 'graduates',
  ],
  teamWords: ['teams?', 'squads?', 'department', 'group'],
  approximately: ['more than', 'over', 'almost', 'nearly', 'about', 'around', 'roughly', 'at least', 'some', 'close to'],

  educationHeadings: ['education', 'academic background', 'qualifications', 'training'],

  degrees: {
    mba: ['MBA', 'M\\.B\\.A\\.?'],
    doctorate: ['Ph\\.?\\s?D\\.?', 'D\\.?Phil\\.?', 'doctorate', 'doctoral degree', 'Ed\\.?D\\.?'],
    master: [
      'M\\.?\\s?Sc\\.?', 'M\\.?\\s?Eng\\.?', 'M\\.?\\s?Tech\\.?', 'M\\.?\\s?Phil\\.?', 'LL\\.?M\\.?', 'MFA', 'MPH', 'MPA',
      '(?:M\\.S\\.|M\\.A\\.|MS|MA)(?=\\s+(?:in|degree|from|of)\\b)',
      "masters?(?:['’]s?)?(?:\\s+degree|\\s+of\\s+[\\p{L}]+)?",
    ],
    bachelor: [
      'B\\.?\\s?Sc\\.?', 'B\\.?\\s?Eng\\.?', 'B\\.?\\s?Tech\\.?', 'B\\.?\\s?Com\\.?', 'BCA', 'B\\.E\\.', 'BFA', 'BBA', 'LL\\.?B\\.?',
      '(?:B\\.S\\.|B\\.A\\.|BS|BA)(?=\\s+(?:in|degree|from|of)\\b)',
      "bachelor(?:['’]?s)?(?:\\s+degree|\\s+of\\s+[\\p{L}]+)?", 'undergraduate degree',
    ],
  },
  schoolWords: [
    'university', 'universities', 'college', 'school', 'institute', 'academy', 'polytechnic', 'conservatory',
    'MIT', 'ETH', 'EPFL', 'UCL', 'LSE', 'NYU', 'UCLA', 'INSEAD',
  ],
  studyCues: [
    'graduated (?:with [\\p{L}\\s]+ )?from', 'studied (?:[\\p{L}\\s]+ )?at', 'degree (?:[\\p{L}\\s]+ )?from',
    '(?:PhD|MBA|BSc|MSc|BA|MA|BFA|master[\\p{L}’\']*|bachelor[\\p{L}’\']*)(?:\\s+in\\s+[\\p{L}\\s-]+?)?\\s+(?:from|at)',
    'alumn(?:us|a|i) of', 'attended',
  ],
  certificationCues: [
    'certified', 'certification', 'certificate', 'certifications', 'accredited', 'chartered', 'licensed', 'license',
    'credential',
  ],
  membershipCues: ['member of', 'membership', 'fellow of', 'affiliated with'],

  roles: {
    developer: ['developers?', 'engineers?', 'programmers?', 'coders?'],
    scientist: ['scientists?'],
    analyst: ['analysts?'],
    designer: ['designers?'],
    researcher: ['researchers?'],
    manager: ['managers?'],
    director: ['directors?'],
    head: ['head of'],
    lead: ['leads?', 'team leads?', 'tech leads?', 'leader'],
    architect: ['architects?'],
    consultant: ['consultants?'],
    coordinator: ['coordinators?'],
    specialist: ['specialists?'],
    assistant: ['assistants?'],
    intern: ['interns?', 'trainee'],
    'working student': ['working student'],
    accountant: ['accountants?', 'bookkeeper'],
    controller: ['controllers?'],
    officer: ['officers?'],
    owner: ['product owners?'],
    'scrum master': ['scrum masters?'],
    administrator: ['administrators?'],
    executive: ['executives?', 'VP', 'vice president', 'CTO', 'CEO', 'CFO', 'COO', 'CMO'],
    nurse: ['nurses?', 'midwi(?:fe|ves)'],
    clinician: ['physicians?', 'surgeons?', 'paramedics?', 'clinicians?', 'dietitians?', 'pharmacists?', 'therapists?', 'physiotherapists?'],
    teacher: ['teachers?', 'lecturers?', 'instructors?', 'tutors?', 'professors?'],
    supervisor: ['supervisors?', 'superintendents?', 'fore(?:man|woman|men)'],
    representative: ['representatives?', 'reps?', 'SDR', 'BDR', 'salespe(?:rson|ople)'],
    technician: ['technicians?', 'mechanics?', 'electricians?', 'machinists?'],
    clerk: ['clerks?', 'receptionists?', 'secretar(?:y|ies)'],
    advisor: ['advis[oe]rs?', 'counsell?ors?'],
    recruiter: ['recruiters?'],
    buyer: ['buyers?', 'merchandisers?'],
    writer: ['writers?', 'copywriters?', 'editors?', 'journalists?'],
    lawyer: ['attorneys?', 'lawyers?', 'paralegals?', 'solicitors?'],
    auditor: ['auditors?', 'underwriters?'],
  },
  seniority: {
    junior: 0, graduate: 0, associate: 1, senior: 2, sr: 2, lead: 3, staff: 3, principal: 4, chief: 5,
    head: 4, director: 4, vp: 5, 'vice president': 5,
  },
  selfCues: [
    'as an?', 'as', "I['’]m(?: currently| now)?(?: an?)?", 'I am(?: currently| now)?(?: an?)?', 'I was(?: an?)?',
    'worked as(?: an?)?', 'work as(?: an?)?', 'working as(?: an?)?', 'my role as(?: an?)?', 'promoted to',
    'currently(?: an?)?', 'former',
  ],
  applyCues: [
    'apply', 'applying', 'application', 'join', 'joining', 'considered', 'candidate', 'candidacy', 'opening',
    'vacancy', 'interest', 'interested',
  ],
  promotionCues: [
    'promoted(?: to| into)?', 'appointed(?: as)?', 'hired as', 'stepped up to', 'stepped up as', 'moved up to',
    'rose to', 'made up to',
  ],
  promotionVerbsAfter: [],

  usageCues: ['using', 'with the help of', 'by means of', 'via'],
  workCues: [
    'worked', 'work', 'working', 'served', 'interned', 'consulted', 'contracted', 'contracting', 'freelanced',
    'employed', 'spent', 'was', 'been', 'am', 'joined', 'designing', 'building', 'built',
    'role', 'position', 'job', 'time', 'tenure', 'career', 'internship', 'experience', 'years?', 'stint',
    'engineer', 'developer', 'designer', 'manager', 'analyst', 'consultant', 'scientist', 'intern', 'architect',
    'specialist', 'director', 'lead', 'former',
  ],
  employerPrepositions: ['at', 'for'],
  // Nouns of a working relation only: "companies like Stripe" may be admired, "clients like Stripe" were served.
  clientNouns: ['clients?', 'customers?', 'accounts?', 'partners?', 'employers'],
  exampleCues: [
    'such as', 'like', 'including', 'incl\\.', 'among them', 'among others', 'e\\.g\\.', 'for example', 'for instance',
    'notably', 'namely', 'in particular',
  ],
  clientListCues: [
    '(?:among|amongst) (?:my|our|the) (?:\\p{L}+ )?(?:clients|customers|accounts|brands|partners)(?: (?:were|are|have been|was|included))?',
    '(?:my|our) (?:\\p{L}+ )?(?:clients|customers|accounts|portfolio) (?:included|include|were|are|have included)',
  ],
  partnerCues: ['alongside', 'partnered with', 'in partnership with', 'collaborated with', 'in collaboration with', 'on behalf of', 'seconded to'],
  personTitles: ['dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'professor', 'sir', 'dame'],
  clientKinds: [],

  awardCues: [
    'awards?', 'awarded', 'prizes?', 'won', 'winner', 'winning', 'named', 'honou?red', 'honou?rs?', 'recognised as',
    'recognized as', 'finalist', 'medal', 'scholarship', 'fellowship', 'of the year', 'hackathon',
  ],
  nominationWords: ['nominated', 'nomination', 'shortlisted', 'shortlist', 'finalist', 'runner-up', 'honou?rable mention'],
  recognitionNames: ['Club', 'Circle', 'Hall of Fame', "Dean['’]s List", 'Honou?r Roll', 'Leaderboard'],
  publicationCues: [
    'published', 'publication', 'publications', 'article', 'paper', 'papers', 'journal', 'magazine', 'featured in',
    'wrote for', 'co-authored', 'authored', '(?:a|my|our|the) book(?! club| a | an | the | time| call| meeting| slot)',
    'book chapter', 'speaker', 'spoke at', 'talks? at', 'gave a talk', 'keynote',
    'presented at', 'conference', 'blog post',
  ],

  // "presented our work at X"; not the audience's organisation ("presenting to executives at X").
  talkCues: ["present(?:ed|ing) (?:(?!to )[\\p{L}'’-]+ ){0,4}?at", "spoke (?:[\\p{L}'’-]+ ){0,4}?at", "demoed (?:[\\p{L}'’-]+ ){0,4}?at"],
  venueWords: ['meetups?', 'webinars?', 'summit', 'symposium', 'podcast', 'panel', 'barcamp', 'unconference', 'user group'],
  speakingWords: ['present(?:ed|ing)', 'spoke', 'speaker', 'talks?', 'keynote', 'panelist', 'demoed', 'guest lectures?'],
  languageNames: {
    english: ['English'], spanish: ['Spanish', 'Castilian'], french: ['French'], german: ['German'],
    italian: ['Italian'], portuguese: ['Portuguese'], dutch: ['Dutch'], chinese: ['Chinese', 'Mandarin', 'Cantonese'],
    japanese: ['Japanese'], korean: ['Korean'], arabic: ['Arabic'], russian: ['Russian'], turkish: ['Turkish'],
    polish: ['Polish'], czech: ['Czech'], swedish: ['Swedish'], hindi: ['Hindi'], tamil: ['Tamil'],
    yoruba: ['Yoruba'], catalan: ['Catalan', 'Valencian'], wolof: ['Wolof'], greek: ['Greek'], hebrew: ['Hebrew'],
    ukrainian: ['Ukrainian'], romanian: ['Romanian'], danish: ['Danish'], norwegian: ['Norwegian'], finnish: ['Finnish'],
    basque: ['Basque'], galician: ['Galician'],
  },
  levelWords: {
    'A1': 1, 'A2': 2, 'B1': 3, 'B2': 4, 'C1': 5, 'C2': 6,
    basic: 2, beginner: 1, elementary: 2, conversational: 3, intermediate: 3, 'upper[- ]intermediate': 4,
    good: 4, advanced: 5, 'professional(?: working)?(?: proficiency)?': 5, proficient: 5, fluent: 5, fluently: 5,
    fluency: 5, bilingual: 6, 'full professional': 6, native: 7, 'mother tongue': 7, 'first language': 7,
  },
  multilingualWords: { bilingual: 2, trilingual: 3, multilingual: 3, quadrilingual: 4 },
  beingCues: ["I['’]m", 'I am', 'am', 'being', 'grew up', 'raised'],
  speakCues: ['speak', 'speaks', 'speaking', 'spoken', 'fluent', 'fluency', 'native', 'bilingual', 'conversational', 'proficient', 'level'],

  residenceCues: [
    'live', 'lives', 'living', 'lived', 'based', 'reside', 'resides', 'residing', 'resident', 'located', 'relocated',
    'settled', 'home is', 'spent',
  ],
  stayWords: [
    'years?', 'months?', 'weeks?', 'semesters?', 'terms?', 'summers?', 'winters?', 'academic year', 'school year',
    'gap year', 'exchange year', 'year abroad', 'semester abroad', 'exchange semester',
  ],
  placePatterns: [
    'call(?:ed|s|ing)? {place} (?:my |our )?home', 'made {place} (?:my|our) home', 'make {place} (?:my|our) home',
    '{place} (?:has been|is|became|was) (?:my|our) (?:home|hometown|home base|base)', 'home (?:is|has been) {place}',
    'grew up in {place}', 'raised in {place}', 'born (?:and raised )?in {place}', '(?:originally|hail) from {place}',
    'native of {place}', '(?:relocated|moved|moving) (?:back )?to {place}',
  ],
  authorisationCues: [
    'work permit', 'right to work', 'authori[sz]ed to work', 'authori[sz]ation to work', 'eligible to work',
    'citizen', 'citizenship', 'visa', 'residence permit', 'permanent resident', 'green card', 'blue card',
    'work authori[sz]ation',
  ],

  notNames: [
    'the', 'a', 'an', 'my', 'our', 'your', 'this', 'that', 'these', 'those', 'their', 'his', 'her', 'its', 'i', 'we',
    'you', 'it', 'they', 'he', 'she', 'dear', 'hi', 'hello', 'best', 'kind', 'thanks', 'thank', 'regards', 'sincerely',
    'product', 'engineering', 'design', 'marketing', 'sales', 'teams', 'team', 'clients', 'client', 'customers',
    'customer', 'stakeholders', 'users', 'senior', 'junior', 'lead', 'principal', 'staff', 'cross', 'multiple',
    'various', 'several', 'different', 'many', 'other', 'startups', 'startup', 'agencies', 'agency', 'fortune',
    'top', 'global', 'enterprise', 'enterprises', 'companies', 'company', 'remote', 'home', 'scale', 'large',
    'small', 'people', 'partners', 'partner', 'everyone', 'both', 'all', 'each', 'them', 'mentor', 'mentors',
    'colleagues', 'developers', 'engineers', 'designers', 'managers', 'data', 'research', 'support', 'operations',
    'finance', 'hr', 'it', 'qa', 'devops', 'frontend', 'backend', 'full', 'mobile', 'web', 'january', 'february',
    'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'monday',
    'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'cv', 'ps', 'pdf', 'ok', 'asap', 'fyi', 'nb',
    'aka', 'etc',
  ],
  functionWords: [
    'a', 'an', 'the', 'of', 'in', 'on', 'at', 'for', 'to', 'from', 'with', 'by', 'and', 'or', 'as', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'was', 'were', 'is', 'are', 'be', 'been', 'have', 'has', 'had', 'i', 'me', 'we', 'it', 'which', 'who', 'about', 'into', 'over', 'under', 'during', 'after', 'before', 'since', 'than',
  ],
};
