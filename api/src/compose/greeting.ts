import { EMAIL_LOCALES, templateLanguage } from './email-locale.js';
import type { EmailBrief } from './email-prompt.js';
import { greetingLine, withGreeting } from './follow-up.js';

/**
 * A model's draft greeting the right person: the recipient by name when there is one (a greeting without any part
 * of that name is replaced), else the ad language's neutral greeting, never another person's name. Drafts in a
 * language the built-in writer has no greeting for are left as the model wrote them.
 */
export function addressed<T extends { body: string }>(
  draft: T,
  brief: Pick<EmailBrief, 'posterName' | 'companyName' | 'language'>,
): T {
  const lang = templateLanguage(brief.language);
  if (brief.language && brief.language !== lang) return draft;
  const greeting = greetingLine(draft.body);
  // "Dear Maria," greets Maria Lopez too.
  const names = brief.posterName?.split(/\s+/).filter((part) => part.length >= 2) ?? [];
  if (greeting && names.some((part) => greeting.includes(part))) return draft;
  return {
    ...draft,
    body: withGreeting(draft.body, EMAIL_LOCALES[lang].greeting(brief.posterName, brief.companyName)),
  };
}
