import { normalise, sameStem } from '../text.js';

/**
 * Words that names of awards, societies and events share across our languages ("Premio Jóvenes Investigadores de la
 * Sociedad Ibérica" is the "young researcher prize of the Iberian Society"). Each row is one word; forms of a word
 * (plural, gender) match by stem.
 */
// prettier-ignore
const ROWS: readonly (readonly string[])[] = [
  ['prize', 'award', 'premio', 'prix', 'preis', 'galardón'],
  ['young', 'joven', 'jóvenes', 'jeune', 'jeunes', 'jung', 'junge', 'jungen', 'nachwuchs'],
  ['researcher', 'researchers', 'investigador', 'investigadora', 'investigadores', 'chercheur', 'chercheuse', 'chercheurs', 'forscher', 'forscherin'],
  ['research', 'investigación', 'recherche', 'forschung'],
  ['society', 'sociedad', 'société', 'gesellschaft'],
  ['association', 'asociación', 'verband', 'verein'],
  ['national', 'nacional'],
  ['international', 'internacional'],
  ['best', 'mejor', 'meilleur', 'meilleure', 'beste', 'bester', 'bestes'],
  ['innovation', 'innovación'],
  ['excellence', 'excelencia', 'exzellenz'],
  ['teaching', 'docencia', 'enseignement', 'lehre'],
  ['iberian', 'ibérica', 'ibérico', 'ibérique', 'iberisch'],
  ['european', 'europea', 'europeo', 'européen', 'européenne', 'europäisch', 'europäische', 'europäischen'],
  ['student', 'estudiante', 'étudiant', 'étudiante'],
  ['conference', 'congress', 'congreso', 'conferencia', 'conférence', 'congrès', 'konferenz', 'kongress', 'tagung'],
  ['journal', 'revista', 'revue', 'zeitschrift'],
  ['council', 'consejo', 'conseil'],
  ['agency', 'agencies', 'agencia', 'agencias', 'agence', 'agences', 'agentur'],
  ['meeting', 'meetings', 'encuentro', 'encuentros', 'rencontre', 'rencontres', 'treffen'],
  ['engineers', 'ingenieros', 'ingénieurs', 'ingenieure'],
  ['thesis', 'tesis', 'thèse', 'dissertation', 'doktorarbeit'],
  ['doctoral', 'doctorado', 'doctorat'],
  ['ecology', 'ecología', 'écologie', 'ökologie'],
  ['spanish', 'español', 'española', 'espagnol', 'espagnole', 'spanisch', 'spanische'],
  ['french', 'francés', 'francesa', 'français', 'française', 'französisch', 'französische'],
  ['german', 'alemán', 'alemana', 'allemand', 'allemande', 'deutsch', 'deutsche'],
  ['british', 'británico', 'británica', 'britannique', 'britisch', 'britische'],
];

const ROW_OF = new Map<string, number>(ROWS.flatMap((row, i) => row.map((w) => [normalise(w), i] as [string, number])));

function rowOf(word: string, compound = false): number | undefined {
  const exact = ROW_OF.get(word);
  if (exact !== undefined) return exact;
  for (const [w, i] of ROW_OF) if (sameStem(w, word)) return i;
  // A German compound ends with the word it is: "Förderpreis" is a prize, "Pflegekongress" a congress.
  if (compound && word.length >= 8) for (const [w, i] of ROW_OF) if (w.length >= 5 && word.endsWith(w)) return i;
  return undefined;
}

/** Whether a normalised word is one the glossary translates. */
export const translatable = (word: string) => rowOf(word) !== undefined;

/**
 * Whether a claimed word is a source's word, in one language or two ("premio" and "prize", "awards" and "award"), or
 * the kind of the source's compound ("prize" and "DGVFM-Förderpreis"); not the other way round: a claimed
 * "Computerspielpreis" is no "Awards" heading.
 */
export function sameWordAcross(claimed: string, source: string): boolean {
  if (sameStem(claimed, source)) return true;
  const row = rowOf(claimed);
  return row !== undefined && row === rowOf(source, true);
}
