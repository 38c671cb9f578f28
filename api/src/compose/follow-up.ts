import { EMAIL_LOCALES, type TemplateLanguage } from './email-locale.js';
import type { ChatMessage, EmailBrief } from './email-prompt.js';
import { EMAIL_JSON_SCHEMA } from './email-prompt.js';
import { ensureSignature } from './signature.js';

/** What a follow-up is written from: the email it follows in the same thread. */
export interface FollowUpBrief {
  /** 1 for the first follow-up, 2 for the second. */
  number: number;
  previousSubject: string;
  /** The first email's text, when it was kept (the privacy setting may have dropped it). */
  previousBody: string | null;
  recipientName: string | null;
}

/** A greeting is one short line ending in a comma or colon ("Dear Priya,", "Hi team,", "Estimado equipo de Acme:"). */
const GREETING = /^[^!?\n]{1,80}[,:]$/;

/** The earlier email's greeting line, so a follow-up greets the person as the first email did; null without one. */
export function greetingLine(body: string | null | undefined): string | null {
  const first = body?.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
  return GREETING.test(first) && first.split(/\s+/).length <= 8 ? first : null;
}

/** The text opening with `greeting`: in place of the draft's own greeting line, or above the text when it has none. */
export function withGreeting(body: string, greeting: string | null): string {
  if (!greeting) return body;
  const text = body.trim();
  if (!greetingLine(text)) return `${greeting}\n\n${text}`;
  return `${greeting}${text.slice(text.split(/\r?\n/, 1)[0]!.length)}`;
}

const quoted = (text: string) => `"""\n${text.trim().replace(/"""/g, '"')}\n"""`;

/**
 * The chat messages for a follow-up: a short, polite note in the thread of an email sent a few days ago, with no new
 * claims about the sender (the same rules and the same answer shape as a first email).
 */
export function buildFollowUpMessages(brief: EmailBrief, followUp: FollowUpBrief): ChatMessage[] {
  const system = [
    'You write a short follow-up email for a job seeker, in the same thread as an application email they sent a few days ago and that got no answer yet.',
    'Rules:',
    '- At most 80 words: a reminder of the application, continued interest, a polite question whether there is a chance to talk.',
    '- Make no new claims about the sender: no skills, employers, numbers or achievements beyond what the earlier email said.',
    followUp.number > 1
      ? '- This is the second and last follow-up: keep it even shorter and say you will not write again.'
      : '',
    "- End with a sign-off and the sender's name exactly as given. Never leave placeholders.",
    `- Answer with JSON only: {"subject": "...", "body": "..."}. The body is plain text with line breaks, no Markdown. Schema: ${JSON.stringify(EMAIL_JSON_SCHEMA)}`,
  ]
    .filter(Boolean)
    .join('\n');
  const user = [
    `Follow-up number: ${followUp.number}`,
    `Job title: ${brief.jobTitle}`,
    `Company: ${brief.companyName}`,
    `Recipient: ${followUp.recipientName ?? 'unknown; use a neutral greeting'}`,
    ...(greetingLine(followUp.previousBody)
      ? [`Greeting: open with exactly "${greetingLine(followUp.previousBody)}"`]
      : []),
    `Sender's name: ${brief.senderName ?? 'unknown; end with the sign-off alone'}`,
    `Suggested subject: Re: ${followUp.previousSubject}`,
    '',
    'Earlier email:',
    quoted(followUp.previousBody ?? `(not kept) Subject: ${followUp.previousSubject}`),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The built-in follow-up, without a language model. */
export function composeTemplateFollowUp(
  brief: Pick<EmailBrief, 'jobTitle' | 'companyName' | 'senderName'>,
  followUp: FollowUpBrief,
  lang: TemplateLanguage,
): { subject: string; body: string } {
  // In the first email's language (`lang` is read from it), under its greeting.
  const t = EMAIL_LOCALES[lang];
  const middle = t.followUp(brief.jobTitle, brief.companyName, followUp.number > 1);
  const greeting = greetingLine(followUp.previousBody) ?? t.greeting(followUp.recipientName, brief.companyName);
  const body = [
    greeting,
    t.lowerAfterGreeting ? middle : middle.charAt(0).toUpperCase() + middle.slice(1),
    t.followUpThanks,
    t.signOff,
  ];
  return {
    subject: `Re: ${followUp.previousSubject}`,
    body: ensureSignature(body.join('\n\n'), brief.senderName, lang),
  };
}
