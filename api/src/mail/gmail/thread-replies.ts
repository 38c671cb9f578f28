/** One message of a Gmail thread as `users.threads.get` with `format=metadata` gives it: headers only. */
export interface ThreadMessageHeaders {
  headers: { name?: string | null; value?: string | null }[];
}

/** Automatic delivery reports (a bounce lands in the thread it answers) are not someone answering. */
const DELIVERY_REPORTERS = /^(mailer-daemon|postmaster)@/i;

const header = (message: ThreadMessageHeaders, name: string) =>
  message.headers.find((h) => h.name?.toLowerCase() === name.toLowerCase())?.value ?? '';

/** The address of a From header (`Jane Doe <jane@acme.com>` or `jane@acme.com`), lower-cased. */
export function fromAddress(value: string): string | null {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(value)?.[1] ?? /[^\s<>",;]+@[^\s<>",;]+/.exec(value)?.[0];
  return address ? address.toLowerCase() : null;
}

/**
 * Whether a thread holds an answer: a message from someone other than the mailbox itself (`ownAddress`) that is not
 * one of ours (`ourMessageIds`: a copy of a sent email carries our Message-ID whatever its From says), and not a
 * delivery report.
 */
export function threadHasReply(
  messages: ThreadMessageHeaders[],
  ownAddress: string,
  ourMessageIds: ReadonlySet<string>,
): boolean {
  const own = ownAddress.toLowerCase();
  return messages.some((message) => {
    if (ourMessageIds.has(header(message, 'Message-ID').trim())) return false;
    const from = fromAddress(header(message, 'From'));
    return !!from && from !== own && !DELIVERY_REPORTERS.test(from);
  });
}
