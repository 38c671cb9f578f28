/**
 * The stand-in's answer to a claim-listing call ("list the email's claims with the resume words backing each"). It
 * reads the email as a careful but imperfect model would: it lists named things, figures, languages, degrees and
 * titles the email gives the sender, and quotes the resume where it finds them (across languages for the common
 * cases). Where it does not, it usually answers null, sometimes makes a quote up, and now and then quotes a real but
 * unrelated resume line, as models do: the app must check quotes itself. Deterministic per email.
 */

export interface StandInClaim {
  claim: string;
  kind: string;
  about: 'sender' | 'company';
  resume_quote: string | null;
}

/** How the stand-in misbehaves when armed: `vouch` quotes a real, unrelated resume line for every unbacked claim. */
export type ListingMode = 'normal' | 'vouch';

const LANGUAGES: Record<string, string[]> = {
  english: ['english', 'inglés', 'anglais', 'englisch'],
  spanish: ['spanish', 'español', 'castellano', 'espagnol', 'spanisch'],
  french: ['french', 'francés', 'français', 'französisch'],
  german: ['german', 'alemán', 'allemand', 'deutsch'],
  italian: ['italian', 'italiano', 'italien', 'italienisch'],
  portuguese: ['portuguese', 'portugués', 'portugais', 'portugiesisch'],
  dutch: ['dutch', 'neerlandés', 'néerlandais', 'niederländisch'],
  japanese: ['japanese', 'japonés', 'japonais', 'japanisch'],
  chinese: ['mandarin', 'chinese', 'chino', 'chinois', 'chinesisch'],
  turkish: ['turkish', 'turco', 'turc', 'türkisch'],
  czech: ['czech', 'checo', 'tchèque', 'tschechisch'],
  russian: ['russian', 'ruso', 'russe', 'russisch'],
  arabic: ['arabic', 'árabe', 'arabe', 'arabisch'],
  tamil: ['tamil'],
  wolof: ['wolof'],
  catalan: ['catalan', 'catalán', 'valenciano'],
};
/** Rough levels: low (basic) to high (fluent, native). */
const LOW_LEVEL =
  /\b(?:basic|beginner|elementary|conversational|intermediate|a1|a2|b1|notions|scolaire|básico|intermedio|grundkenntnisse|gut)\b/iu;
const HIGH_LEVEL =
  /(?:fluent|fluently|fluency|native|bilingual|c1|c2|courant|couramment|bilingue|natif|fluidez|fluido|nativo|bilingüe|fließend|verhandlungssicher\p{L}*|muttersprach\p{L}*)/iu;
const DEGREES: [RegExp, RegExp][] = [
  [
    /\b(?:ph\.?\s?d|doctorate|doctorado|doctorat|promo(?:tion|viert\p{L}*)|doktor)/iu,
    /\b(?:ph\.?\s?d|doctorate|doctorado|doctorat|promotion|dr\.)/iu,
  ],
  [/\bmba\b/iu, /\bmba\b/iu],
  [
    /\b(?:master\p{L}*|máster|maestría|m\.?\s?sc|msc|ma in|dsc?g|diplom)/iu,
    /\b(?:master\p{L}*|máster|maestría|m\.?\s?sc|msc|dscg|diplom|dipl\.)/iu,
  ],
  [
    /\b(?:bachelor\p{L}*|b\.?\s?sc|bsc|b\.?eng|beng|bfa|b\.a\.|ba in|licence|licenciad\p{L}*|licenciatura|grado|graduad\p{L}*|dut)\b/iu,
    /\b(?:bachelor\p{L}*|b\.?\s?sc|bsc|b\.?eng|beng|bfa|b\.a\.|licence|licenciatura|grado|dut|dcg)\b/iu,
  ],
];
const SAME_WORDS: [RegExp, string][] = [
  [/universit(?:y|ät|é|at|ad)/giu, 'university'],
  [/\b(?:köln|colonia)\b/giu, 'cologne'],
  [/\b(?:münchen|múnich)\b/giu, 'munich'],
  [/werkstudent(?:in)?/giu, 'working student'],
];
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  quince: 15,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  quinze: 15,
  vingt: 20,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  fünfzehn: 15,
  zwanzig: 20,
};
const YEAR_WORDS = /^(?:years?|años?|ans?|années?|jahren?)$/iu;
const PEOPLE =
  /^(?:people|engineers?|developers?|analysts?|designers?|nurses?|marketers?|members?|personas|ingenier\p{L}*|analistas|personnes|développeu\p{L}*|chargé\p{L}*|contrôleurs|personen|entwickler\p{L}*|designer\p{L}*|monteur\p{L}*|planificadores|docentes)/iu;
const FIRST_PERSON =
  /(?<![\p{L}])(?:i|i'm|i've|my|me|je|j'|mon|ma|mes|yo|mi|mis|tengo|soy|llevo|ich|mein\p{L}*|mir|mich)(?![\p{L}])/iu;
const SECOND_PERSON = /(?<![\p{L}])(?:you|your|vous|votre|vos|usted|su|sus|vosotros|Sie|Ihr\p{L}*|Ihnen)(?![\p{L}])/u;
const GERMAN = /(?<![\p{L}])(?:ich|und|der|die|das|mit|bei|für|habe)(?![\p{L}])/giu;
const SIGN_OFF =
  /^(?:best|kind|warm|regards|sincerely|thanks|thank you|cheers|saludos|un saludo|atentamente|cordialement|bien à vous|mit freundlichen|viele grüße|beste grüße|herzliche grüße|freundliche grüße|je vous prie|reciba|un cordial)/iu;
const WISH =
  /(?<![\p{L}])(?:would|could|'d|happy to|glad to|willing to|join|joining|apply|podría|me encantaría|me mudaría|unirme|sumarme|pourrais|serais|prêt à|rejoindre|würde|könnte|gerne|bewerbe)(?![\p{L}])/iu;
/** Words a letter opens or closes sentences with, never claims. */
const COURTESY =
  /^(?:Gracias|Thanks|Thank|Merci|Danke|Vielen|Muchas|Hola|Bonjour|Hallo|Hello|Hi|Dear|Estimad\p{L}*|Liebe\p{L}*|People)$/u;
const TOOL_LIKE = /^\p{Lu}{2,}|\p{Ll}\p{Lu}|\d|[+#]/u;
const LEADING_WORD =
  /^(?:At|In|As|The|With|For|Before|After|During|Since|My|Our|Como|En|Con|Desde|Antes|Chez|Avec|Depuis|Comme|Bei|Als|Mit|Seit|Im|Nach)\s+/u;
const CAPITAL_RUN =
  /(?<![\p{L}\d])\p{Lu}(?:[\p{L}\d.&+#-]*[\p{L}\d+#])?(?:\s+(?:(?:of|de|del|la|los|du|des|von|der|zu|&)\s+)*\p{Lu}(?:[\p{L}\d.&+#-]*[\p{L}\d+#])?|\s+\d{1,4}(?![\p{L}\d]))*/gu;
const CONNECTORS = /\b(?:of|the|de|del|la|las|los|el|du|des|le|von|der|den|zu|y|and|et|und)\b/g;
const ORG_OR_SCHOOL =
  /\b(?:GmbH|AG|SE|KG|e\.V\.|Inc|Ltd|LLC|S\.A\.|SL|SAS|Universit\p{L}*|Hochschule|TU|FH|LMU|School|Institut\p{L}*)\b/u;
const NUMBER = new RegExp(
  `(?<![\\p{L}\\d])(\\$|€|£)?(\\d+(?:[.,\\s]\\d{3})*(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}\\d])(\\s?%|\\s?[kKmM]\\b|\\+)?((?:\\s+[\\p{L}:-]+){1,2})?`,
  'giu',
);

const normal = (s: string) =>
  SAME_WORDS.reduce((t, [re, to]) => t.replace(re, to), s)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .replace(CONNECTORS, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A number from 0 to 1 for a text: the stand-in's "temperature", the same every time for the same words. */
function roll(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return (h % 1000) / 1000;
}

function numberValue(raw: string): number {
  return NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw.replace(/[.,\s](?=\d{3}\b)/g, '').replace(',', '.'));
}

/** The resume line, as written, that holds all the words of a phrase (after normalising both); null when none. */
function lineHolding(resume: string, phrase: string): string | null {
  const wanted = normal(phrase);
  if (!wanted) return null;
  return (
    resume
      .split('\n')
      .find((line) => ` ${normal(line)} `.includes(` ${wanted} `))
      ?.trim() ?? null
  );
}

/** The email's sentences that may make claims: no greeting, no closing, no signature. */
function sentencesOf(body: string): string[] {
  const lines = body.split('\n').map((l) => l.trim());
  const closing = lines.findIndex((l, i) => i > lines.length - 6 && SIGN_OFF.test(l));
  const kept = (closing >= 0 ? lines.slice(0, closing) : lines).filter((l, i) => l && !(i === 0 && /[,:]$/.test(l)));
  return kept.flatMap((l) => l.replace(/^[-•*·]\s+/u, '').split(/(?<=[.!?:])\s+(?=[\p{Lu}\d])/u));
}

interface Fact {
  claim: string;
  kind: string;
  about?: 'sender' | 'company';
  /** The resume's words for it, when the stand-in finds them. */
  quote: string | null;
}

function languageFacts(sentence: string, resume: string): Fact[] {
  const out: Fact[] = [];
  for (const [key, names] of Object.entries(LANGUAGES)) {
    const m = new RegExp(`(?<![\\p{L}-])(?:${names.join('|')})(?![\\p{L}-])`, 'iu').exec(sentence);
    if (!m) continue;
    const around = sentence.slice(Math.max(0, m.index - 25), m.index + m[0].length + 25);
    const line = resume
      .split('\n')
      .find((l) => names.some((n) => new RegExp(`(?<![\\p{L}])${n}(?![\\p{L}])`, 'iu').test(l)));
    const segment =
      line
        ?.split(/[,;·]/)
        .find((s) => names.some((n) => s.toLowerCase().includes(n)))
        ?.trim() ?? null;
    // A careful reader notices "fluent" against "basic".
    const lower = segment && HIGH_LEVEL.test(around) && LOW_LEVEL.test(segment);
    out.push({ claim: m[0], kind: 'language', quote: lower ? null : segment });
    void key;
  }
  return out;
}

function numberFacts(sentence: string, resume: string, now: Date): Fact[] {
  const out: Fact[] = [];
  for (const m of sentence.matchAll(NUMBER)) {
    const value = numberValue(m[2]!);
    if (!Number.isFinite(value) || (/^(?:19|20)\d{2}$/.test(m[2]!) && !m[1] && !m[3])) continue;
    const next = (m[4] ?? '').trim().split(/\s+/)[0] ?? '';
    if (m[2]! in NUMBER_WORDS && /^(?:comme|as|como|als|of|de|du|des|of|the|la|le|el)$/iu.test(next)) continue;
    const kind = YEAR_WORDS.test(next) ? 'years' : PEOPLE.test(next) ? 'team' : 'metric';
    const claim = `${m[1] ?? ''}${m[2]}${m[3] ?? ''}${kind === 'metric' && m[3] ? '' : m[4] ? ` ${next}` : ''}`.trim();
    let quote: string | null = null;
    if (kind === 'years') {
      const ranges = [...resume.matchAll(/(?:19|20)\d{2}\s*[–-]\s*(?:(?:19|20)\d{2}|\p{L}+)/gu)];
      const starts = ranges.map((r) => Number(r[0].slice(0, 4)));
      const span = starts.length ? now.getFullYear() - Math.min(...starts) : 0;
      if (value <= span) quote = ranges.map((r) => r[0]).join(' … ');
    } else {
      const digits = String(value);
      quote =
        resume
          .split('\n')
          .find((l) => {
            const values = [...l.matchAll(/\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?/g)].map((d) => numberValue(d[0]));
            return values.includes(value) || new RegExp(`(?<![\\p{L}\\d])${m[2]}(?![\\p{L}\\d])`, 'iu').test(l);
          })
          ?.trim() ?? null;
      void digits;
    }
    out.push({ claim, kind, quote });
  }
  return out;
}

/** The longest run of a name's words that the resume holds ("Nordlicht Software" of "Nordlicht Software Backend-Dienste"). */
function heldPart(words: string[], resume: string): { part: string; line: string } | null {
  for (let size = words.length; size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const part = words.slice(start, start + size).join(' ');
      if (!/[\p{L}\d]{2}|^\p{Lu}$/u.test(part) || (size === 1 && CONNECTORS.test(part))) continue;
      CONNECTORS.lastIndex = 0;
      const line = lineHolding(resume, part);
      if (line) return { part, line };
    }
  }
  return null;
}

function namedFacts(sentence: string, resume: string, ad: string, german: boolean, owned: string[]): Fact[] {
  const out: Fact[] = [];
  for (const m of sentence.matchAll(CAPITAL_RUN)) {
    // "At Initech I …": neither the opening word nor the "I" after belongs to the name.
    const lead = LEADING_WORD.exec(m[0])?.[0] ?? '';
    let name = m[0]
      .slice(lead.length)
      .split(/\s+I(?:['’]\p{L}+)?(?=\s|$)/u)[0]!
      .replace(/[.,-]+$/u, '');
    let index = m.index + lead.length;
    // A language level ("B2", "C1-Niveau") belongs to the language it rates.
    if (
      !/\p{L}/u.test(name) ||
      /^(?:I|I'm|I've|I'd)$/u.test(name) ||
      COURTESY.test(name) ||
      /^[ABC][12](?:-\p{L}+)?$/u.test(name)
    )
      continue;
    // "Day-to-day", "Spanish-speaking", "Pricing-Team": a compound of common words is no name.
    if (/^\p{Lu}\p{Ll}+-\p{L}+(?:-\p{L}+)*$/u.test(name) && !resume.includes(name)) continue;
    // A wish is no claim ("I'd be glad to move to Munich"); nor are the job and the company applied to.
    if (WISH.test(sentence.slice(0, index))) continue;
    if (owned.some((o) => normal(o).includes(normal(name)))) continue;
    const words = name.split(/\s+/);
    const held = heldPart(words, resume);
    if (held) {
      out.push({ claim: held.part, kind: kindOf(sentence, sentence.indexOf(held.part), held.part), quote: held.line });
      continue;
    }
    // A sentence's first word is capitalised anyway ("Soy", "Certifié", "Mein").
    if (index === 0 && words.length > 1 && !TOOL_LIKE.test(words[0]!)) {
      name = words.slice(1).join(' ');
      index += words[0]!.length + 1;
    }
    const toolLike = TOOL_LIKE.test(name);
    if (index === 0 && !toolLike) continue;
    // German capitalises every noun: only names that look like names (or the ad's words) are claims.
    if (
      german &&
      !toolLike &&
      !ORG_OR_SCHOOL.test(name) &&
      !(name.includes(' ') && ad.includes(name)) &&
      !/(?:bei|beim|an der|von der|im|auf der|mit|mit dem|Mitglied im)\s+$/u.test(sentence.slice(0, index))
    )
      continue;
    // What the ad says of the company, in a sentence about the company ("Acme's work in Financial Services").
    const ofCompany = ad.includes(name) && owned.some((o) => sentence.includes(o));
    out.push({
      claim: name,
      kind: kindOf(sentence, index, name),
      quote: null,
      ...(ofCompany ? { about: 'company' as const } : {}),
    });
  }
  return out;
}

/** What kind of claim a name makes, from its words and the words before it. */
function kindOf(sentence: string, index: number, name: string): string {
  const before = sentence.slice(Math.max(0, index - 40), Math.max(0, index)).toLowerCase();
  const near = before + name.toLowerCase();
  if (/universit|school|college|institut|hochschule|escuela|école|\b(?:tu|fh|lmu|mit|insa|iae|ie)\b/iu.test(name))
    return 'school';
  if (/certif|zertifi|member|miembro|membre|mitglied|colegiad/u.test(near)) return 'certification';
  if (/award|prize|premio|prix|preis|won|winner|ganad|gewonnen|élu|remporté/u.test(near)) return 'award';
  if (/publish|journal|magazin|article|speaker|talk|publi|ponente|revista|vortrag|veröffentlich|conférence/u.test(near))
    return 'publication';
  if (/(?:live|living|based|resid|vivo|viv|habite|vis |wohne|citizen|permit|permiso)/u.test(before)) return 'location';
  if (/(?:\bat|\bfor|\ben|chez|\bbei|\bpara|\bpour)\s+(?:the |der |dem |la |el )?$/u.test(before)) return 'employer';
  return 'skill';
}

function degreeFacts(sentence: string, resume: string): Fact[] {
  const out: Fact[] = [];
  for (const [inEmail, inResume] of DEGREES) {
    const m = inEmail.exec(sentence);
    if (!m) continue;
    const line =
      resume
        .split('\n')
        .find((l) => inResume.test(l))
        ?.trim() ?? null;
    out.push({ claim: m[0], kind: 'degree', quote: line });
  }
  return out;
}

/** The claims of an email, as the stand-in lists them. */
export function listClaims(
  email: string,
  resume: string,
  ad: string,
  now: Date,
  mode: ListingMode = 'normal',
  /** The job title and company the prompt names: facts of the ad, never claims. */
  owned: string[] = [],
): StandInClaim[] {
  const german = (email.match(GERMAN) ?? []).length >= 6;
  const out: StandInClaim[] = [];
  const seen = new Set<string>();
  const firstLine =
    resume
      .split('\n')
      .map((l) => l.trim())
      .find((l) => /\d{4}/.test(l)) ?? resume.split('\n')[0]!;
  for (const sentence of sentencesOf(email)) {
    const about = SECOND_PERSON.test(sentence) && !FIRST_PERSON.test(sentence) ? 'company' : 'sender';
    const facts = [
      ...degreeFacts(sentence, resume),
      ...languageFacts(sentence, resume),
      ...numberFacts(sentence, resume, now),
      ...namedFacts(sentence, resume, ad, german, owned),
    ];
    for (const fact of facts) {
      const key = fact.claim.toLowerCase();
      if (seen.has(key) || out.some((c) => c.claim.includes(fact.claim))) continue;
      seen.add(key);
      let quote = fact.quote;
      if (quote === null) {
        const r = mode === 'vouch' ? 0.99 : roll(`${fact.claim}|${email}`);
        // Usually honest about finding nothing; sometimes a made-up quote; now and then a real, unrelated line.
        if (r >= 0.9) quote = firstLine.trim();
        else if (r >= 0.65) quote = `${fact.claim} (${now.getFullYear() - 3})`;
      }
      out.push({ claim: fact.claim, kind: fact.kind, about: fact.about ?? about, resume_quote: quote });
    }
  }
  return out;
}
