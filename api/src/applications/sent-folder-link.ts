/**
 * Gmail's Sent folder searched for one recipient, in the mailbox that sent (`/u/<address>/` picks that account when
 * several are signed in): where the user checks whether an interrupted send left.
 */
export function gmailSentSearchUrl(from: string, to: string): string {
  const query = encodeURIComponent(`in:sent to:${to}`).replace(/%20/g, '+');
  return `https://mail.google.com/mail/u/${encodeURIComponent(from)}/#search/${query}`;
}
