import type { SmtpReply } from './smtp-client.js';

/**
 * What a RCPT TO reply says about the mailbox:
 * - `accepted`: 250/251;
 * - `rejected`: the mailbox does not exist (550/551/553, or another 5xx whose enhanced code or text says so);
 * - `blocked`: refused because of who we are (policy, reputation, relaying), which says nothing about the mailbox;
 * - `full`: 552, the mailbox exists but cannot take mail now;
 * - `temporary`: 4xx (greylisting, rate limits): worth one retry later;
 * - `unexpected`: anything else (syntax errors, sequence errors…).
 */
export type RcptClass = 'accepted' | 'rejected' | 'blocked' | 'full' | 'temporary' | 'unexpected';

// Enhanced status 5.7.x is "security or policy" (RFC 3463); the words are the ones big providers use for blocks.
const POLICY_CODE = /^5\.7\.\d{1,3}\b/;
const POLICY_TEXT =
  /\b(block(ed|list(ed)?)?|black ?list(ed)?|spam|spamhaus|dnsbl|rbl|policy|reputation|relay(ing)?|access denied|not authori[sz]ed|banned|administratively)\b/i;
// Enhanced 5.1.x is "addressing status" (bad mailbox); 5.2.1 a disabled mailbox.
const MAILBOX_CODE = /^5\.(1\.\d{1,3}|2\.1)\b/;
const MAILBOX_TEXT =
  /(user unknown|unknown user|no such (user|mailbox|recipient)|does not exist|doesn't exist|mailbox (not found|unavailable)|invalid (mailbox|recipient)|recipient (unknown|rejected|not found)|address rejected|undeliverable)/i;

export function classifyRcptReply(reply: SmtpReply): RcptClass {
  const { code, text } = reply;
  if (code === 250 || code === 251) return 'accepted';
  if (code >= 400 && code < 500) return 'temporary';
  if (code < 500 || code > 599) return 'unexpected';
  if (code === 552) return 'full';
  if (isPolicyBlock(text)) return 'blocked';
  if (code === 550 || code === 551 || code === 553) return 'rejected';
  return MAILBOX_CODE.test(text) || MAILBOX_TEXT.test(text) ? 'rejected' : 'unexpected';
}

export function isAccepted(reply: SmtpReply): boolean {
  return classifyRcptReply(reply) === 'accepted';
}

/** Only a policy block when nothing in the reply says the mailbox itself is unknown. */
function isPolicyBlock(text: string): boolean {
  if (MAILBOX_CODE.test(text)) return false;
  return POLICY_CODE.test(text) || (POLICY_TEXT.test(text) && !MAILBOX_TEXT.test(text));
}

export function isPositive(reply: SmtpReply): boolean {
  return reply.code >= 200 && reply.code < 300;
}

export function isTransient(reply: SmtpReply): boolean {
  return reply.code >= 400 && reply.code < 500;
}

/** `550 5.1.1 No such user`, shortened for verdict reasons. */
export function formatReply(reply: SmtpReply): string {
  const text = reply.text.length > 160 ? `${reply.text.slice(0, 157)}...` : reply.text;
  return text ? `${reply.code} ${text}` : String(reply.code);
}
