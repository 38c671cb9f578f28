import { EMAIL_LOCALES, type TemplateLanguage } from './email-locale.js';
import { mostRecentRole, sharedSkills } from './resume-facts.js';
import { ensureSignature } from './signature.js';

export interface TemplateInput {
  language: TemplateLanguage;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  resume: string;
  posterName: string | null;
  senderName: string | null;
}

function list(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/**
 * The email written without a language model: a greeting (the poster by name when known), the role and company,
 * the most recent job from the resume, two or three skills that both the resume and the job name, and a sign-off
 * with the sender's name. Every fact comes from the resume or the ad, so it passes the grounding check.
 */
export function composeTemplateEmail(input: TemplateInput): { subject: string; body: string } {
  const t = EMAIL_LOCALES[input.language];
  const role = mostRecentRole(input.resume);
  const skills = sharedSkills(input.resume, `${input.jobTitle}\n${input.jobDescription}`, 3);
  const about = [role ? t.role(role) : null, skills.length ? t.skills(list(skills, t.and)) : null]
    .filter(Boolean)
    .join(' ');
  const paragraphs = [
    t.greeting(input.posterName, input.companyName),
    t.opening(input.jobTitle, input.companyName),
    about,
    t.closingLine(input.companyName),
    t.signOff,
  ].filter(Boolean);
  const body = ensureSignature(paragraphs.join('\n\n'), input.senderName, input.language);
  return { subject: t.subject(input.jobTitle, input.companyName), body };
}
