/** What a template slot asks for, when that can be told from its words. */
export type PlaceholderKind = 'sender' | 'company' | 'role' | 'recipient' | 'other';

export interface Placeholder {
  text: string;
  index: number;
  kind: PlaceholderKind;
}

/** The facts that can fill a slot. */
export interface PlaceholderValues {
  senderName: string | null;
  companyName: string;
  jobTitle: string;
  posterName: string | null;
}

const SHAPES: RegExp[] = [
  // [Your Name], [Company], [Tu nombre]
  /\[[^[\]\n]{1,60}\]/g,
  // {company}, {{name}}
  /\{\{?[^{}\n]{1,60}\}?\}/g,
  // <name>, <Your Name> (not <ada@example.com> or <https://…>)
  /<[^<>\n@:/]{1,60}>/g,
  // (Your Name), (insert company)
  /\((?:your|insert|company|candidate|applicant|hiring manager|recipient)\b[^()\n]{0,40}\)/gi,
  // A line that is only "Your Name", "Tu nombre", "Votre nom"…
  /^[ \t]*(?:your (?:full )?name|candidate(?:['’]s)? name|applicant(?:['’]s)? name|first name last name|tu nombre|su nombre|votre nom|ihr name|dein name|seu nome|il tuo nome|je naam)[ \t]*$/gim,
  // Fill-in blanks: ___, XX years
  /_{3,}/g,
  /(?<![\p{L}\d])X{2,}(?![\p{L}\d])/gu,
];

const KINDS: [PlaceholderKind, RegExp][] = [
  ['recipient', /hiring|manager|recipient|contact|recruiter|destinatari|ansprechp|responsable|gerente/i],
  [
    'company',
    /compan|organi[sz]ation|employer|business|empresa|entreprise|soci[eé]t[eé]|unternehmen|firma|azienda|bedrijf/i,
  ],
  ['role', /position|job|role|title|puesto|poste|stelle|vaga|cargo|ruolo|functie/i],
  ['sender', /name|nombre|\bnom\b|nome|naam|signature/i],
];

function kindOf(text: string): PlaceholderKind {
  for (const [kind, re] of KINDS) if (re.test(text)) return kind;
  return 'other';
}

/** Template slots a writer left in a text: "[Your Name]", "{company}", "<name>", "XX years", a "Your Name" line. */
export function findPlaceholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const re of SHAPES) {
    for (const m of text.matchAll(re)) {
      const raw = m[0].trim();
      const index = m.index + m[0].indexOf(raw);
      if (found.some((f) => index < f.index + f.text.length && index + raw.length > f.index)) continue;
      found.push({ text: raw, index, kind: kindOf(raw) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function valueFor(kind: PlaceholderKind, values: PlaceholderValues): string | null {
  switch (kind) {
    case 'sender':
      return values.senderName;
    case 'company':
      return values.companyName;
    case 'role':
      return values.jobTitle;
    case 'recipient':
      return values.posterName;
    case 'other':
      return null;
  }
}

/** Fills every slot whose meaning is known and whose value is; the rest stay for the caller to handle. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  let out = text;
  for (const p of findPlaceholders(text).reverse()) {
    const value = valueFor(p.kind, values);
    if (value) out = out.slice(0, p.index) + value + out.slice(p.index + p.text.length);
  }
  return out;
}

/**
 * The last resort: drops each sentence that still holds a slot (a line that is only a slot goes whole), so the
 * email never reaches a recipient with "[Your Name]" in it.
 */
export function removePlaceholders(text: string): string {
  const lines = text.split('\n').flatMap((line) => {
    if (!findPlaceholders(line).length) return [line];
    const kept = line
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !findPlaceholders(sentence).length)
      .join(' ')
      .trim();
    return kept && /[\p{L}\d]/u.test(kept) ? [kept] : [];
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
