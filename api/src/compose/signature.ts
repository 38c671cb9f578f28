import { EMAIL_LOCALES, SIGN_OFF_START, type TemplateLanguage } from './email-locale.js';

const NAME_LINE = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;

/** A resume's first line when it reads like a person's name: two to four capitalised words, nothing else. */
export function nameFromResume(resume: string): string | null {
  const first = resume
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  if (!first || first.length > 60) return null;
  return /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(first) ? first : null;
}

/**
 * Who signs the email: the account's first and last name; failing that, the name heading the resume. Null when
 * neither is known (the email then ends with its sign-off, never with a "[Your Name]").
 */
export function senderName(
  user: { firstName: string | null; lastName: string | null },
  resume: string | null,
): string | null {
  const full = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return full || (resume ? nameFromResume(resume) : null);
}

const words = (s: string) => new Set(s.toLowerCase().match(/\p{L}+/gu) ?? []);
/** "Maya" signs for "Maya Chen"; "Ada Lovelace, PhD" for "Ada Lovelace". */
function sameOrPart(written: string, name: string): boolean {
  const a = words(written);
  const b = words(name);
  if (!a.size || !b.size) return false;
  return [...a].every((w) => b.has(w)) || [...b].every((w) => a.has(w));
}

/** A short line that closes a letter: a known closing, or a few words ending with a comma ("Thanks so much,"). */
function signOff(line: string): { closing: string; rest: string } | null {
  const text = line.trim();
  if (!text || text.length > 120) return null;
  const known = SIGN_OFF_START.exec(text);
  if (known) return { closing: known[0], rest: text.slice(known[0].length).replace(/^[\s,.!:;-]+|[\s,.!]+$/gu, '') };
  if (/,$/u.test(text) && text.split(/\s+/u).length <= 8 && !/[.!?:;]/u.test(text.slice(0, -1))) {
    return { closing: text, rest: '' };
  }
  return null;
}

/** A postscript's first line: "P.S.", "PS:", "P.-S. :", "PD:", "N.B.". */
const POSTSCRIPT = /^\s*(?:P\.\s?S\.|PS\s?[:.-]|P\.\s?-\s?S\.|P\.\s?D\.|PD\s?[:.-]|N\.\s?B\.|NB\s?:)/iu;
/** A line of contact details: an address, a phone number, a web page. */
const CONTACT_LINE = /@|https?:|www\.|linkedin|github|\.(?:com|dev|io|org|net|de|fr|es)\b|\+?\d[\d\s().-]{6,}\d/iu;
/** A line that may stand under a closing: a name, a title, contact details; no sentence. */
const signatureLine = (line: string) =>
  NAME_LINE.test(line) ||
  CONTACT_LINE.test(line) ||
  (line.split(/\s+/u).length <= 6 && !/[.!?]$/u.test(line) && !signOff(line));

/**
 * Ends the body with one sign-off and the sender's name under it. When the draft already closes with a sign-off,
 * the name under it is kept if it is the sender's or the resume's (or part of either, "Maya"), replaced if it is
 * someone else's, and added if missing; a second sign-off is never appended, and of two the draft ends with, the
 * last stays. A postscript after the signature stays where it is. Without a sign-off, one is added in the email's
 * language, unless the last line already carries the name.
 */
export function ensureSignature(
  body: string,
  name: string | null,
  lang: TemplateLanguage,
  resumeName: string | null = null,
): string {
  const text = body.replace(/\s+$/u, '');
  if (!name) return text;
  const all = text.split('\n');
  // A postscript after the signature ("P.S. …", however many lines) is set aside and put back after it.
  const found = all.findIndex((l, i) => i > 0 && POSTSCRIPT.test(l));
  // A note with a closing after it ("N.B. … Best regards, Maya") is part of the letter.
  const ps = found > 0 && !all.slice(found + 1).some((l) => SIGN_OFF_START.test(l.trim())) ? found : -1;
  const lines = ps > 0 ? all.slice(0, ps) : all;
  const postscript = ps > 0 ? `\n\n${all.slice(ps).join('\n')}` : '';
  while (lines.length && !lines.at(-1)!.trim()) lines.pop();
  const filled = lines.flatMap((l, i) => (l.trim() ? [i] : []));
  const ours = (written: string) => sameOrPart(written, name) || (!!resumeName && sameOrPart(written, resumeName));
  const done = (out: string[]) => `${out.join('\n')}${postscript}`;

  // The closing: the last line that closes a letter with only a name, a title or contact details under it.
  const tail = filled.slice(-10);
  const closings = tail.filter(
    (i) =>
      signOff(lines[i]!) &&
      filled.filter((j) => j > i).every((j) => signatureLine(lines[j]!.trim()) || signOff(lines[j]!)),
  );
  const at = closings.at(-1);
  if (at !== undefined) {
    // Two closings in a row ("Sincerely, Maya … Best regards, Maya"): the first goes.
    const previous = closings.at(-2);
    const between = filled.filter((j) => j > (previous ?? at) && j < at);
    if (previous !== undefined && between.length && between.every((j) => ours(lines[j]!.trim()))) {
      lines.splice(previous, at - previous);
      return ensureSignature(done(lines), name, lang, resumeName);
    }
    const { closing, rest } = signOff(lines[at]!)!;
    if (rest && NAME_LINE.test(rest)) {
      // "Best regards, John Smith" on one line.
      if (!ours(rest)) lines[at] = `${closing.replace(/[\s,]+$/u, '')},\n${name}`;
      return done(lines);
    }
    const next = filled.find((i) => i > at);
    if (next === undefined) return done([...lines, name]);
    const written = lines[next]!.trim();
    if (ours(written)) return done(lines);
    if (NAME_LINE.test(written) && !CONTACT_LINE.test(written)) lines[next] = name;
    else lines.splice(at + 1, 0, name);
    return done(lines);
  }

  // No closing, but the name already ends the email (perhaps above contact details).
  if (filled.slice(-3).some((i) => NAME_LINE.test(lines[i]!.trim()) && ours(lines[i]!.trim()))) return done(lines);
  return `${lines.join('\n')}\n\n${EMAIL_LOCALES[lang].signOff}\n${name}${postscript}`;
}
