/** What the user can still do without a connected mailbox: open Gmail's compose page or their mail app. */
export interface ComposeLinks {
  gmailComposeUrl: string;
  mailtoLink: string;
}

/** Percent-encoding for a mailto hfvalue (RFC 6068): line breaks travel as %0D%0A. */
const encodeMailtoValue = (value: string) => encodeURIComponent(value.replace(/\r\n|\r|\n/g, '\r\n'));

export function composeLinks(email: { to: string; subject: string; body: string }): ComposeLinks {
  const gmail = new URLSearchParams({ view: 'cm', fs: '1', to: email.to, su: email.subject, body: email.body });
  // The address keeps its @ (RFC 6068 allows it unencoded; some mail apps do not decode %40).
  const to = encodeURIComponent(email.to).replace(/%40/g, '@');
  return {
    gmailComposeUrl: `https://mail.google.com/mail/?${gmail.toString().replace(/\+/g, '%20')}`,
    mailtoLink: `mailto:${to}?subject=${encodeMailtoValue(email.subject)}&body=${encodeMailtoValue(email.body)}`,
  };
}
