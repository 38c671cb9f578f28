import { rankAchievements } from './achievements.js';
import { EMAIL_LOCALES, type TemplateLanguage } from './email-locale.js';
import { mostRecentRole, sharedSkills, skillAsWritten } from './resume-facts.js';
import { ensureSignature } from './signature.js';

export interface TemplateInput {
  language: TemplateLanguage;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  resume: string;
  posterName: string | null;
  senderName: string | null;
  /** 1 for the first draft; each Regenerate asks for the next (see `templateDrafts`). */
  attempt?: number;
}

export interface TemplateEmail {
  subject: string;
  body: string;
}

/** Achievements a regenerated draft may open with: the best few, not every line of the resume. */
const MAX_ACHIEVEMENTS = 3;
/** Wordings of the opening per language (EmailLocale's `openings` and `achievement`). */
const WORDINGS = 2;

function list(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * How many different emails the built-in composer can write for this resume and ad: each of its best achievements
 * (at least one draft without any) in each wording. Attempt n writes draft n; past the last one nothing new is left.
 */
export function templateDrafts(input: Pick<TemplateInput, 'resume' | 'jobTitle' | 'jobDescription'>): number {
  return Math.max(1, bestAchievements(input).length) * WORDINGS;
}

/** The achievements the drafts open with, best first (at most MAX_ACHIEVEMENTS). */
export function bestAchievements(input: Pick<TemplateInput, 'resume' | 'jobTitle' | 'jobDescription'>) {
  return rankAchievements(input.resume, `${input.jobTitle}\n${input.jobDescription}`).slice(0, MAX_ACHIEVEMENTS);
}

/**
 * The email written without a language model. It opens with the resume's achievement that best answers the ad,
 * quoted word for word, then the fit: the role applied for, the most recent job and a skill or two the ad asks for
 * that the quote did not already show; then a close and the sender's name. Every fact comes from the resume or
 * the ad, so it passes the grounding check. Attempt n (1-based) takes the next achievement, then the other wording,
 * so a Regenerate gives a different email, the same one for the same attempt.
 */
export function composeTemplateEmail(input: TemplateInput): TemplateEmail {
  const t = EMAIL_LOCALES[input.language];
  const achievements = bestAchievements(input);
  const index = (Math.max(1, Math.floor(input.attempt ?? 1)) - 1) % templateDrafts(input);
  const chosen = achievements[index % Math.max(1, achievements.length)] ?? null;
  const wording = Math.floor(index / Math.max(1, achievements.length)) % WORDINGS;

  const role = mostRecentRole(input.resume);
  const shown = new Set(chosen?.skills ?? []);
  const skills = sharedSkills(input.resume, `${input.jobTitle}\n${input.jobDescription}`, 3 + shown.size)
    .filter((s) => !shown.has(s))
    .slice(0, chosen ? 2 : 3)
    .map((s) => skillAsWritten(input.resume, s));
  const fit = [
    t.openings[wording]!(input.jobTitle, input.companyName),
    role ? t.role(role) : null,
    skills.length ? t.skills(list(skills, t.and)) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const middle = [chosen ? t.achievement[wording]!(chosen.text) : null, fit].filter((p): p is string => !!p);
  // German goes on in lower case after "Sehr geehrte Damen und Herren,"; the paragraphs after it start as usual.
  const [first = '', ...rest] = middle;
  const paragraphs = [
    t.greeting(input.posterName, input.companyName),
    t.lowerAfterGreeting ? lowerFirst(first) : first,
    ...rest.map(upperFirst),
    t.closingLine(input.companyName),
    t.signOff,
  ].filter(Boolean);
  const body = ensureSignature(paragraphs.join('\n\n'), input.senderName, input.language);
  return { subject: t.subject(input.jobTitle, input.companyName), body };
}
