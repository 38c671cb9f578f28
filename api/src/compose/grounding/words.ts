/**
 * The few words the floor reads, in the languages the emails come in (en, es, fr, de): how figures and dates are
 * written, and who a sentence speaks of. No phrase of any kind of claim lives here: the model lists claims.
 */
const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');

// prettier-ignore
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, dozen: 12,
  dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, quince: 15,
  veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, cien: 100,
  deux: 2, trois: 3, quatre: 4, cinq: 5, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20,
  trente: 30, quarante: 40, cinquante: 50,
  zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12,
  fünfzehn: 15, zwanzig: 20, dreißig: 30, vierzig: 40, fünfzig: 50, hundert: 100,
};
export const NUMBER_WORD = alternation(Object.keys(NUMBER_WORDS));

// prettier-ignore
export const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3, thousand: 1e3, mil: 1e3, mille: 1e3, tsd: 1e3, tausend: 1e3,
  m: 1e6, mm: 1e6, million: 1e6, millions: 1e6, millón: 1e6, millones: 1e6, mio: 1e6, millionen: 1e6,
  bn: 1e9, b: 1e9, billion: 1e9, md: 1e9, milliard: 1e9, milliards: 1e9, mrd: 1e9, milliarde: 1e9, milliarden: 1e9,
};
export const MULTIPLIER = alternation(Object.keys(MULTIPLIERS));
export const PERCENT = alternation(['%', 'percent', 'per cent', 'por ciento', 'pour cent', 'prozent']);
export const CURRENCY = alternation([
  '[€$£]',
  'USD',
  'EUR',
  'GBP',
  'INR',
  'CHF',
  'euros?',
  'dollars',
  'dólares',
  'pounds',
  'rupees',
]);

// prettier-ignore
const MONTH_NAMES = [
  'jan(?:uary)?', 'feb(?:ruary)?', 'mar(?:ch)?', 'apr(?:il)?', 'may', 'june?', 'july?', 'aug(?:ust)?',
  'sep(?:t(?:ember)?)?', 'oct(?:ober)?', 'nov(?:ember)?', 'dec(?:ember)?',
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 's[e]?ptiembre', 'setiembre', 'octubre',
  'noviembre', 'diciembre', 'ene', 'abr', 'ago', 'dic',
  'janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre',
  'décembre', 'janv', 'févr', 'avr', 'juil', 'déc',
  'januar', 'februar', 'märz', 'juni', 'juli', 'oktober', 'dezember', 'okt', 'dez',
];
export const MONTH = alternation(MONTH_NAMES);
/** The end of a job that runs to today: "– present", "– heute", "– actualidad". */
export const PRESENT = alternation([
  'present', 'current', 'now', 'today', 'date', 'actualidad', 'actual', 'presente', 'hoy',
  "aujourd['’]hui", 'ce jour', 'en cours', 'heute', 'jetzt', 'aktuell', 'dato',
]); // prettier-ignore
export const RANGE_WORD = alternation(['to', 'until', 'till', 'a', 'hasta', 'al', 'à', 'au', 'bis']);
export const SINCE_WORD = alternation(['since', 'desde', 'depuis', 'seit']);
/** Units that make a number a count of years: "5 years", "cinco años", "dix ans", "zehn Jahre", "a decade". */
export const YEAR_UNIT = alternation(['years?', 'yrs?', 'años?', 'ans', 'années?', 'jahren?', 'jahr', 'jährige[rnms]?']); // prettier-ignore
export const DECADE = alternation(['decades?', 'décadas?', 'décennies?', 'jahrzehnte?n?']);
/** "more than ten years" is not backed by nine; "nearly ten" is. */
export const MORE_THAN = alternation(['more than', 'over', 'upwards of', 'well over', 'más de', 'plus de', 'über', 'mehr als']); // prettier-ignore
export const NEARLY = alternation(['almost', 'nearly', 'close to', 'casi', 'cerca de', 'près de', 'presque', 'fast', 'knapp', 'beinahe']); // prettier-ignore

/** Words that make a sentence the sender's ("I", "mi", "je", "ich") or the company's ("you", "su", "vous", "Sie"). */
export const SENDER_WORDS = new RegExp(
  `(?<![\\p{L}])(?:I|I['’](?:m|ve|d|ll)|my|me|mine|yo|mi|mis|me|je|j['’]|moi|mon|ma|mes|ich|mich|mir|mein(?:e|em|en|er|es)?)(?![\\p{L}])`,
  'u',
);
export const COMPANY_WORDS = new RegExp(
  `(?<![\\p{L}])(?:[Yy]ou|[Yy]our|[Yy]ours|[Uu]sted(?:es)?|su|sus|tu|tus|vuestr[oa]s?|[Vv]ous|[Vv]otre|[Vv]os|Sie|Ihnen|Ihr(?:e|em|en|er|es)?|[Ee]uer|[Ee]ure[mnrs]?)(?![\\p{L}])`,
  'u',
);

/** Language names across our languages (folded), one language a line, so "German" is backed by "Deutsch". */
export const LANGUAGE_NAMES: readonly (readonly string[])[] = `
english ingles anglais englisch
spanish espanol castellano espagnol spanisch
french frances francais franzosisch
german aleman allemand deutsch
italian italiano italien italienisch
portuguese portugues portugais portugiesisch
dutch neerlandes neerlandais niederlandisch
catalan catala katalanisch
chinese mandarin chino chinois chinesisch
arabic arabe arabisch
russian ruso russe russisch
polish polaco polonais polnisch
japanese japones japonais japanisch
hindi
romanian rumano roumain rumanisch`
  .trim()
  .split('\n')
  .map((line) => line.split(' '));

/** Places whose names differ between our languages (folded), so "Cologne" is backed by "Köln". */
// prettier-ignore
export const PLACE_NAMES: readonly (readonly string[])[] = [
  ['cologne', 'koln', 'colonia'], ['munich', 'munchen', 'munique'], ['vienna', 'wien', 'viena', 'vienne'],
  ['geneva', 'geneve', 'ginebra', 'genf'], ['brussels', 'bruxelles', 'bruselas', 'brussel'], ['london', 'londres'],
  ['seville', 'sevilla', 'seville'], ['lisbon', 'lisboa', 'lisbonne', 'lissabon'], ['milan', 'milano', 'mailand'],
  ['rome', 'roma', 'rom'], ['nuremberg', 'nurnberg'], ['hanover', 'hannover'], ['florence', 'firenze', 'florencia'],
  ['germany', 'deutschland', 'alemania', 'allemagne'], ['spain', 'espana', 'espagne', 'spanien'],
  ['france', 'francia', 'frankreich'], ['switzerland', 'suiza', 'suisse', 'schweiz'], ['italy', 'italia', 'italie', 'italien'],
  ['united kingdom', 'uk', 'reino unido', 'royaume uni', 'vereinigtes konigreich', 'england', 'angleterre', 'inglaterra'],
  ['netherlands', 'paises bajos', 'pays bas', 'niederlande', 'holland'], ['austria', 'autriche', 'osterreich'],
  ['europe', 'europa'], ['mexico', 'mexique', 'mexiko'], ['belgium', 'belgica', 'belgique', 'belgien'],
  // Not a place, but named the same way across languages: the doctorate.
  ['phd', 'doctorate', 'doctorado', 'doctorat', 'doktor', 'promotion', 'promoviert'],
];

/** Words of what organisations are (not which one): a name made only of them names nothing to check. */
export const GENERIC_NAME_WORDS = new Set([
  'university', 'universidad', 'universite', 'universitat', 'college', 'school', 'escuela', 'ecole', 'schule',
  'hochschule', 'institute', 'instituto', 'institut', 'academy', 'academia', 'academie', 'akademie', 'association',
  'asociacion', 'verband', 'vereinigung', 'society', 'sociedad', 'societe', 'gesellschaft', 'council', 'consejo',
  'conseil', 'rat', 'court', 'tribunal', 'gericht', 'chamber', 'camara', 'chambre', 'kammer', 'federation',
  'federacion', 'union', 'national', 'nacional', 'nationale', 'international', 'internacional', 'group', 'grupo',
  'groupe', 'gruppe', 'department', 'departamento', 'departement', 'abteilung', 'center', 'centre', 'centro',
  'zentrum', 'hospital', 'hopital', 'klinik', 'clinic', 'clinica', 'clinique', 'foundation', 'fundacion',
  'fondation', 'stiftung', 'ministry', 'ministerio', 'ministere', 'ministerium', 'office', 'oficina', 'bureau',
  'company', 'agency', 'agencia', 'agence', 'agentur', 'program', 'programme', 'programa', 'award', 'prize',
  'premio', 'prix', 'preis', 'journal', 'revista', 'revue', 'zeitschrift', 'conference', 'conferencia', 'konferenz',
  'congress', 'congreso', 'congres', 'kongress', 'state', 'estado', 'etat', 'staatlich', 'general', 'senior', 'junior',
]); // prettier-ignore
