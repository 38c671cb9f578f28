import { EMAIL_LOCALES, SIGN_OFF_LINE, type TemplateLanguage } from './email-locale.js';

/** A resume's first line when it reads like a person's name: two to four capitalised words, nothing else. */
function nameFromResume(resume: string): string | null {
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

/** Ends the body with the sender's name under a sign-off, unless its last lines already carry the name. */
export function ensureSignature(body: string, name: string | null, lang: TemplateLanguage): string {
  const text = body.replace(/\s+$/, '');
  if (!name) return text;
  const lines = text.split('\n');
  const tail = lines
    .filter((l) => l.trim())
    .slice(-3)
    .join('\n')
    .toLowerCase();
  if (tail.includes(name.toLowerCase())) return text;
  const last = lines.at(-1)?.trim() ?? '';
  if (SIGN_OFF_LINE.test(last)) return `${text}\n${name}`;
  return `${text}\n\n${EMAIL_LOCALES[lang].signOff}\n${name}`;
}
