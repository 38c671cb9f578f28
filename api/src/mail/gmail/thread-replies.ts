import { type Answer, autoReplyNote, isAutoReply, strongerAnswer } from '../auto-reply.js';
import { readDeliveryReport, REPORTERS } from '../delivery-report.js';

/** One message of a Gmail thread as `users.threads.get` with `format=metadata` gives it: headers only. */
export interface ThreadMessageHeaders {
  headers: { name?: string | null; value?: string | null }[];
}

const header = (message: ThreadMessageHeaders, name: string) =>
  message.headers.find((h) => h.name?.toLowerCase() === name.toLowerCase())?.value ?? '';

/** The address of a From header (`Jane Doe <jane@acme.com>` or `jane@acme.com`), lower-cased. */
export function fromAddress(value: string): string | null {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(value)?.[1] ?? /[^\s<>",;]+@[^\s<>",;]+/.exec(value)?.[0];
  return address ? address.toLowerCase() : null;
}

/**
 * What answered a thread, if anything: a message from someone other than the mailbox itself (`ownAddress`) that is
 * not one of ours (`ourMessageIds`: a copy of a sent email carries our Message-ID whatever its From says); a
 * delivery report is a bounce, never a reply. The person's reply wins (strongerAnswer); with headers only, an automatic reply's note
 * comes from its subject (see autoReplyNote).
 */
export function threadAnswer(
  messages: ThreadMessageHeaders[],
  ownAddress: string,
  ourMessageIds: ReadonlySet<string>,
): Answer | null {
  const own = ownAddress.toLowerCase();
  let answer: Answer | undefined;
  for (const message of messages) {
    if (ourMessageIds.has(header(message, 'Message-ID').trim())) continue;
    const from = fromAddress(header(message, 'From'));
    if (!from || from === own) continue;
    // A bounce lands in the thread it reports on; with headers only its subject and X-Failed-Recipients say it.
    const report = readDeliveryReport((name) => header(message, name), '');
    if (report) {
      answer = strongerAnswer(answer, { kind: 'bounce', report });
      continue;
    }
    if (REPORTERS.test(from)) continue;
    const found: Answer = isAutoReply((name) => header(message, name))
      ? { kind: 'auto-reply', note: autoReplyNote(header(message, 'Subject')) }
      : { kind: 'reply' };
    answer = strongerAnswer(answer, found);
  }
  return answer ?? null;
}
