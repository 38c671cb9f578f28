/**
 * Delivery reports (bounces): RFC 3464 `multipart/report; report-type=delivery-status` with `Final-Recipient` and
 * `Status`, `X-Failed-Recipients`, and the plain "Delivery Status Notification (Failure)" / "Undeliverable" / "Mail
 * delivery failed" reports from a mailer-daemon@ or postmaster@. 5.x.x is a hard bounce (the address does not
 * exist), 4.x.x a soft one (mailbox full, try later). With Gmail's headers only the body is never seen: the subject
 * ("(Failure)" / "(Delay)") and `X-Failed-Recipients` then say it.
 */

export interface DeliveryReport {
  /** The refused address, when the report says it. */
  recipient: string | null;
  hard: boolean;
  /** The RFC 3463 status (5.1.1), when the report gives one. */
  status: string | null;
  /** Message-IDs the report names (its In-Reply-To/References and the quoted original's Message-ID). */
  messageIds: string[];
}

export const REPORTERS = /^(mailer-daemon|postmaster)@/i;
const REPORT_SUBJECT =
  /delivery status notification|undeliverable|undelivered|mail delivery (failed|failure|subsystem)|returned mail|failure notice|delivery (has )?failed|could not be delivered/i;
const DELAYED = /\(delay\)|delayed|warning|will be retried|will retry/i;
/** The headers a Gmail metadata read must bring for `readDeliveryReport`. */
export const REPORT_HEADERS = ['X-Failed-Recipients', 'Content-Type'];

/** The address of a From header (`Jane Doe <jane@acme.com>` or `jane@acme.com`), lower-cased. */
export function addressOf(value: string): string | null {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(value)?.[1] ?? /[^\s<>",;:]+@[^\s<>",;]+/.exec(value)?.[0];
  return address ? address.toLowerCase() : null;
}

/** Whether a message is a delivery report (never the person's answer, never an automatic reply). */
export function isDeliveryReport(header: (name: string) => string): boolean {
  if (/multipart\/report/i.test(header('Content-Type')) && /delivery-status/i.test(header('Content-Type'))) {
    return true;
  }
  const from = addressOf(header('From'));
  return !!from && REPORTERS.test(from) && (REPORT_SUBJECT.test(header('Subject')) || !!header('X-Failed-Recipients'));
}

const messageIdsIn = (text: string) => text.match(/<[^<>\s]+@[^<>\s]+>/g) ?? [];

/**
 * Reads a delivery report: `header` gives its headers, `body` its body as text ('' when only headers are known).
 * Null when the message is not one.
 */
export function readDeliveryReport(header: (name: string) => string, body: string): DeliveryReport | null {
  if (!isDeliveryReport(header)) return null;
  const finalRecipient = /^(?:Final|Original)-Recipient:\s*rfc822;\s*<?([^\s<>]+@[^\s<>]+)>?/im.exec(body)?.[1];
  const failed = addressOf(header('X-Failed-Recipients'));
  const status =
    /^Status:\s*([245]\.\d{1,3}\.\d{1,3})/im.exec(body)?.[1] ?? /\b([45]\.\d{1,3}\.\d{1,3})\b/.exec(body)?.[1] ?? null;
  const action = /^Action:\s*(\w+)/im.exec(body)?.[1]?.toLowerCase();
  const hard = status
    ? status.startsWith('5') && action !== 'delayed'
    : action
      ? action === 'failed'
      : !DELAYED.test(header('Subject'));
  // The quoted original's Message-ID (a report's own is in its header, not its body).
  const quoted = [...body.matchAll(/^Message-ID:\s*(<[^<>\s]+@[^<>\s]+>)/gim)].map((m) => m[1]!);
  return {
    recipient: finalRecipient?.toLowerCase() ?? failed,
    hard,
    status,
    messageIds: [
      ...new Set([...messageIdsIn(header('In-Reply-To')), ...messageIdsIn(header('References')), ...quoted]),
    ],
  };
}

/** What Applications shows: "bounced: 5.1.1" / "delivery delayed: 4.2.2 (mailbox full?)". */
export function bounceNote(report: DeliveryReport): string {
  const code = report.status ? `: ${report.status}` : '';
  return report.hard ? `bounced${code}` : `delivery delayed${code}`;
}
