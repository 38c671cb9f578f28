import type { LanguageWords } from './types.js';

/** Portuguese, Italian and Dutch: enough to tell who a sentence is about and to read years and degrees. */
const partial = (words: Partial<LanguageWords>): LanguageWords => ({
  sender: [],
  company: [],
  caseSensitive: [],
  clauseWords: [],
  hypothetical: [],
  numberWords: {},
  yearWords: [],
  months: [],
  percentWords: [],
  multiplierWords: {},
  currencyWords: [],
  presentWords: [],
  rangeWords: [],
  sinceWords: [],
  peopleNouns: [],
  teamWords: [],
  approximately: [],
  educationHeadings: [],
  degrees: { mba: [], doctorate: [], master: [], bachelor: [] },
  schoolWords: [],
  studyCues: [],
  certificationCues: [],
  membershipCues: [],
  roles: {},
  seniority: {},
  selfCues: [],
  applyCues: [],
  workCues: [],
  employerPrepositions: [],
  awardCues: [],
  nominationWords: [],
  publicationCues: [],
  languageNames: {},
  levelWords: {},
  speakCues: [],
  residenceCues: [],
  authorisationCues: [],
  notNames: [],
  functionWords: [],
  ...words,
});

// prettier-ignore
export const PT = partial({
  sender: ['eu', 'meu', 'minha', 'meus', 'minhas', 'me', 'tenho', 'nós', 'nosso', 'nossa'],
  company: ['você', 'vocês', 'seu', 'sua', 'seus', 'suas', 'a vaga', 'a empresa', 'a equipe'],
  clauseWords: ['que', 'onde', 'mas', 'porque'],
  yearWords: ['anos'],
  presentWords: ['atual', 'presente', 'hoje'],
  rangeWords: ['a', 'até'],
  degrees: { mba: [], doctorate: ['doutorado'], master: ['mestrado'], bachelor: ['bacharelado', 'licenciatura'] },
  workCues: ['trabalh\\p{L}+', 'atuei'],
  employerPrepositions: ['na', 'no', 'em'],
});

// prettier-ignore
export const IT = partial({
  sender: ['io', 'mio', 'mia', 'miei', 'mie', 'mi', 'ho', 'noi', 'nostro', 'nostra'],
  company: ['voi', 'vostro', 'vostra', 'Lei', 'la posizione', "l['’]azienda", 'il ruolo'],
  caseSensitive: ['Lei'],
  clauseWords: ['che', 'dove', 'ma', 'perché'],
  yearWords: ['anni', 'anno'],
  presentWords: ['oggi', 'presente', 'attuale'],
  rangeWords: ['a', 'al'],
  degrees: { mba: [], doctorate: ['dottorato'], master: ['laurea magistrale'], bachelor: ['laurea triennale'] },
  workCues: ['lavor\\p{L}+', 'esperienza'],
  employerPrepositions: ['presso', 'per'],
});

// prettier-ignore
export const NL = partial({
  sender: ['ik', 'mijn', 'mij', 'me', 'wij', 'we', 'ons', 'onze'],
  company: ['u', 'uw', 'jullie', 'je', 'jouw', 'de functie', 'het bedrijf'],
  clauseWords: ['die', 'dat', 'waar', 'maar', 'omdat'],
  yearWords: ['jaar', 'jaren'],
  presentWords: ['heden', 'nu'],
  rangeWords: ['tot'],
  degrees: { mba: [], doctorate: ['promotie', 'gepromoveerd'], master: [], bachelor: [] },
  workCues: ['gewerkt', 'werk\\p{L}*'],
  employerPrepositions: ['bij'],
});
