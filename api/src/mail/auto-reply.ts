import type { DeliveryReport } from './delivery-report.js';

/**
 * Automatic replies (out of office, vacation, "we got your email") are not the person answering: they are recorded
 * on the application and change nothing else. Recognised by RFC 3834's `Auto-Submitted` (anything but `no`), the
 * older `X-Autoreply` / `X-Autorespond` and `Precedence: auto_reply` headers, and, for mail servers that set none of
 * them, the usual subjects in English, Spanish, French and German.
 */

/**
 * What answered one of our emails: the person, a delivery report (a bounce), or an automatic reply (`note`: what
 * Applications shows).
 */
export type Answer =
  { kind: 'reply' } | { kind: 'bounce'; report: DeliveryReport } | { kind: 'auto-reply'; note: string };

/** The headers an IMAP fetch or Gmail's `format=metadata` must bring for `isAutoReply`. */
export const AUTO_REPLY_HEADERS = ['Subject', 'Auto-Submitted', 'X-Autoreply', 'X-Autorespond', 'Precedence'];

const AUTO_SUBJECT =
  /^\s*(automatic reply|auto(?:matic)?[- ]?reply|autoreply|out of (?:the )?office|abwesenheit|automatische antwort|r[ée]ponse automatique|absence|respuesta autom[áa]tica|fuera de la oficina)\b/i;

/** Whether a message is an automatic reply; `header` gives a header's value by name ('' when absent). */
export function isAutoReply(header: (name: string) => string): boolean {
  const submitted = header('Auto-Submitted').trim().toLowerCase();
  if (submitted !== '' && !submitted.startsWith('no')) return true;
  if (header('X-Autoreply').trim() !== '' || header('X-Autorespond').trim() !== '') return true;
  if (/^auto[_-]reply$/i.test(header('Precedence').trim())) return true;
  return AUTO_SUBJECT.test(header('Subject'));
}

/** "until", "back on", "hasta", "jusqu'au", "bis" and what follows, to the end of the sentence (a dot between digits,
 * as in 7.12.2026, does not end it). */
const AWAY_UNTIL =
  /\b(?:until|till|back on|returning on|hasta(?: el)?|jusqu[’']?(?:au|à)|de retour le|bis(?: zum| einschließlich)?)\s+((?:[^\n.!?;]|\.(?=\d))+)/iu;
/** Where a date stops and the rest of the sentence begins ("…, with limited access"). */
const REST = /,?\s+(?:with|and|but|please|con|y|pero|avec|et|mais|mit|und|aber)\b.*$/iu;

/** What Applications shows: "auto-reply: away until 7 December" when the text says until when, else "auto-reply". */
export function autoReplyNote(text: string): string {
  const until = AWAY_UNTIL.exec(text)?.[1]
    ?.replace(REST, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
    .replace(/[,\s]+$/, '');
  return until ? `auto-reply: away until ${until}` : 'auto-reply';
}

const weight = (a: Answer) => (a.kind === 'reply' ? 3 : a.kind === 'bounce' ? (a.report.hard ? 2 : 1) : 0);

/** The person's reply wins over a bounce, a hard bounce over a soft one, and any of them over automatic replies. */
export function strongerAnswer(a: Answer | undefined, b: Answer): Answer {
  return a && weight(a) >= weight(b) && !(a.kind === 'auto-reply' && b.kind === 'auto-reply') ? a : b;
}
