/**
 * Sender protection's rule: an address whose hard bounces reach 3 of its last 20 emails, or 5 % of its last 100,
 * stops sending until the user resumes it (mailbox providers judge a sender by its bounces; too many and every
 * email of the user lands in spam or is refused).
 */
export const SENDER_PROTECTION_WINDOWS = [
  { emails: 20, bounces: 3 },
  { emails: 100, bounces: 5 },
] as const;

/** The most emails the rule looks at. */
export const SENDER_PROTECTION_LOOKBACK = 100;

/**
 * Why the address must pause, in a sentence ("3 of the last 20 emails bounced"), or null. `bounced` says for each
 * email that left the address since the last resume, newest first, whether it hard-bounced. With fewer emails than a
 * window, the sentence counts the emails there are ("3 of the last 7 emails bounced").
 */
export function pauseReason(bounced: readonly boolean[]): string | null {
  for (const window of SENDER_PROTECTION_WINDOWS) {
    const emails = bounced.slice(0, window.emails);
    const count = emails.filter(Boolean).length;
    if (count >= window.bounces) return `${count} of the last ${emails.length} emails bounced`;
  }
  return null;
}
