import { defaultEmailSubject, type CompanyProfile } from '@app/types';
import { EMAIL_LOCALES, templateLanguage } from './email-locale.js';
import { LANGUAGE_NAMES, type LanguageCode } from './language.js';

/** Everything the writer is told about one email. */
export interface EmailBrief {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  resume: string;
  posterName: string | null;
  posterTitle: string | null;
  company: CompanyProfile | null;
  senderName: string | null;
  /** The job ad's language; null when it could not be told. */
  language: LanguageCode | null;
  /** The resume line the email opens with (the achievement that best answers the ad), verbatim; null: none fits. */
  achievement?: string | null;
  /** 1 for the first draft; a Regenerate asks for draft 2, 3… and a different one. */
  attempt?: number;
}

/** What the writer got wrong in a draft, for the one rewrite. */
export interface DraftCorrection {
  draft: { subject: string; body: string };
  /** Claims the resume does not back, as the draft worded them. */
  unsupported: string[];
  /** Template slots the draft left, such as "[Your Name]". */
  placeholders: string[];
}

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** Long inputs are cut so one email never costs more than a few thousand tokens. */
export const PROMPT_LIMITS = { resume: 12_000, jobDescription: 8_000, companyDescription: 1_500 } as const;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}\n[…cut]` : text);
const quoted = (text: string) => `"""\n${text.trim().replace(/"""/g, '"')}\n"""`;

/** The JSON schema the answer must follow (structured output). */
export const EMAIL_JSON_SCHEMA = {
  type: 'object',
  properties: {
    subject: { type: 'string', description: 'The subject line, under 90 characters.' },
    body: { type: 'string', description: 'The email body as plain text with line breaks, signed by the sender.' },
  },
  required: ['subject', 'body'],
  additionalProperties: false,
} as const;

function languageRule(language: LanguageCode | null): string {
  return language
    ? `Write the email in ${LANGUAGE_NAMES[language]}, the language of the job ad.`
    : 'Write the email in the language the job ad is written in.';
}

/** The ad language's neutral greeting, exactly, where the built-in writer has one ("Dear Hiring Manager,"). */
function neutralGreeting(brief: EmailBrief): string {
  const lang = templateLanguage(brief.language);
  return brief.language && brief.language !== lang
    ? 'a neutral greeting in the language of the email'
    : `exactly "${EMAIL_LOCALES[lang].greeting(null, brief.companyName)}"`;
}

function companyLines(c: CompanyProfile): string[] {
  const line = (label: string, value: string | null | undefined) =>
    value?.trim() ? [`${label}: ${value.trim()}`] : [];
  return [
    ...line('Name', c.name),
    ...line('Tagline', c.tagline),
    ...line('Industry', c.industry),
    ...line('Size', c.size),
    ...line('Headquarters', c.headquarters),
    ...line('Founded', c.founded),
    ...line('Specialties', c.specialties.join(', ')),
    ...line('Website', c.website),
    ...line('About', c.description ? cut(c.description, PROMPT_LIMITS.companyDescription) : null),
  ];
}

/**
 * The chat messages for one email: rules in the system message, the facts in the user message (recipient, sender,
 * job ad, company profile, resume), and on a rewrite the previous draft with what to drop.
 */
export function buildEmailMessages(brief: EmailBrief, correction?: DraftCorrection): ChatMessage[] {
  const system = [
    'You write job application emails for a job seeker, sent from their own mailbox to the person named below.',
    'Rules:',
    '- Use only facts from the resume about the sender. Never invent employers, job titles, degrees, skills, numbers, years of experience or achievements; if the resume does not show something the job asks for, do not claim it.',
    '- Facts about the company and the role come only from the job ad and the company profile.',
    '- Greet the recipient by name only when a name is given as the recipient; otherwise greet with the neutral greeting given. Never greet anyone else named in the job ad, the company profile or the resume.',
    "- End with a sign-off and the sender's name exactly as given. Never leave placeholders such as [Your Name], {company} or <name>.",
    '- Right after the greeting, open with the achievement given as "Open with": quote it, keeping its words and figures exactly. When none is given, open with the resume result that best fits what the ad asks for or wants achieved, in the resume\'s words.',
    '- Then the fit: why this role, and how the resume matches what the ad asks for. Do not make a list of skills the body of the email.',
    '- Keep it under 200 words, with a polite close.',
    `- ${languageRule(brief.language)}`,
    '- Answer with JSON only: {"subject": "...", "body": "..."}. The body is plain text with line breaks, no Markdown.',
  ].join('\n');

  const recipient = brief.posterName
    ? `${brief.posterName}${brief.posterTitle ? `, ${brief.posterTitle}` : ''}`
    : `unknown${brief.posterTitle ? ` (${brief.posterTitle})` : ''}; no name given, so greet with ${neutralGreeting(brief)}`;
  const languageNote = brief.language && brief.language !== 'en' ? ` (in ${LANGUAGE_NAMES[brief.language]})` : '';
  const user = [
    `Job title: ${brief.jobTitle}`,
    `Company: ${brief.companyName}`,
    `Recipient: ${recipient}`,
    `Sender's name: ${brief.senderName ?? 'unknown; end with the sign-off alone'}`,
    `Suggested subject: ${defaultEmailSubject(brief.jobTitle, brief.companyName)}${languageNote}`,
    `Language: ${brief.language ? LANGUAGE_NAMES[brief.language] : 'the language of the job ad'}`,
    ...(brief.achievement
      ? [`Open with (from the resume, the achievement that best fits this ad): "${brief.achievement}"`]
      : []),
    ...(brief.attempt && brief.attempt > 1
      ? [
          `Draft number: ${brief.attempt}. The user asked for another draft: word the opening and the fit differently from a first draft.`,
        ]
      : []),
    '',
    'Job ad:',
    quoted(cut(brief.jobDescription || '(no description given)', PROMPT_LIMITS.jobDescription)),
    ...(brief.company ? ['', 'Company profile:', ...companyLines(brief.company)] : []),
    '',
    'Resume:',
    quoted(cut(brief.resume, PROMPT_LIMITS.resume)),
  ].join('\n');

  const messages: ChatMessage[] = [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
  if (correction) {
    const problems: string[] = [];
    if (correction.unsupported.length) {
      problems.push(
        `It claims things the resume does not support: ${correction.unsupported.map((c) => `"${c}"`).join(', ')}. Drop these claims and state only what the resume shows.`,
      );
    }
    if (correction.placeholders.length) {
      problems.push(
        `It leaves placeholders: ${correction.placeholders.map((c) => `"${c}"`).join(', ')}. Use real words only.`,
      );
    }
    messages.push(
      { role: 'assistant', content: JSON.stringify(correction.draft) },
      { role: 'user', content: `Rewrite this email. ${problems.join(' ')} Keep everything else that is true.` },
    );
  }
  return messages;
}
