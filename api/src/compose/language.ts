/** The languages the detector tells apart. */
export type LanguageCode = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it' | 'nl';

export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
};

/**
 * Frequent function words of each language. Words several languages share ("de", "la", "a") still count for each
 * of them; the words only one language uses decide.
 */
const wordList = (list: string) => list.split(' ');

const STOP_WORDS: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: wordList(
    'the and of to in is you for with are we our will be on this that as your an have or from by who ' +
      'can at it what team about experience work looking strong skills',
  ),
  es: wordList(
    'el la los las de del y en que con para por una un es se su sus nuestro nuestra nuestros ' +
      'buscamos experiencia trabajo equipo años como al más ofrecemos requisitos conocimientos empresa ' +
      'puesto tu tus o muy',
  ),
  fr: wordList(
    'le la les des du de et en un une pour avec que qui est nous vous votre vos dans sur au aux ' +
      'notre nos ans expérience équipe poste entreprise recherchons ou par sont être connaissances ' +
      'compétences avez êtes',
  ),
  de: wordList(
    'der die das und ist mit für wir sie ein eine den dem zu auf von nicht auch bei unser unsere ' +
      'ihre ihr im in sind oder als du dich dein deine erfahrung kenntnisse suchen jahre team aufgaben ' +
      'über werden einen',
  ),
  pt: wordList(
    'o a os as de do da dos das e em que com para um uma é não nossa nosso você na no nas nos ' +
      'experiência equipe vaga anos conhecimento empresa trabalho são ao procuramos seu sua ou pelo ' +
      'pela',
  ),
  it: wordList(
    'il lo la gli le di del della dei e che con per un una è sono nostro nostra nel nella alla siamo ' +
      'esperienza anni azienda lavoro cerchiamo conoscenza ruolo delle degli ai al o tra anche sarà',
  ),
  nl: wordList(
    'de het een en van in is met voor op te dat die wij we zijn ons onze je jij bij naar jouw ' +
      'ervaring jaar zoeken werk ook heb hebt als niet kennis of wat wordt bent functie',
  ),
};

const LISTS = Object.entries(STOP_WORDS).map(([code, list]) => [code as LanguageCode, new Set(list)] as const);

/** Below this many stop words in all, a text is too short to tell. */
const MIN_HITS = 3;

/**
 * The language a text is written in, from how many of each language's stop words it uses; null when the text is
 * too short or too mixed to tell. Pure and fast: it reads at most the first 20,000 characters.
 */
export function detectLanguage(text: string | null | undefined): LanguageCode | null {
  if (!text) return null;
  const words =
    text
      .slice(0, 20_000)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  const scores = new Map<LanguageCode, number>(LISTS.map(([code]) => [code, 0]));
  let any = 0;
  for (const word of words) {
    let hit = false;
    for (const [code, list] of LISTS) {
      if (list.has(word)) {
        scores.set(code, scores.get(code)! + 1);
        hit = true;
      }
    }
    if (hit) any += 1;
  }
  if (any < MIN_HITS) return null;
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] === 0) return null;
  // A tie means the shared words decided nothing.
  if (second && second[1] === best[1]) return null;
  return best[0];
}
