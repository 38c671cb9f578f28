const RECRUITER_PHRASES = [
  'talent acquisition',
  'recruiter',
  'recruiting',
  'recruitment',
  'sourcer',
  'sourcing',
  'hr business partner',
  'human resources',
  'people partner',
  'hiring',
  'talent partner',
];

/** The spec's recruiter heuristic on a poster's title; shared by the server's contact ranking and the web. */
export function isRecruiterTitle(title: string | null | undefined): boolean {
  if (!title) return false;
  const t = title.toLowerCase();
  return RECRUITER_PHRASES.some((p) => t.includes(p));
}

const EXECUTIVE = /\b(ceo|cto|cfo|coo|cio|founder|co-founder|president|chief|vp|vice president|director|head of)\b/i;
const MANAGER = /\b(manager|lead|principal|architect|supervisor)\b/i;

export type TitleClass = 'recruiter' | 'hiring-manager' | 'executive' | 'other';

/** Who a person is to a job seeker: a recruiter, the likely hiring manager, an executive, or someone else. */
export function classifyTitle(title: string | null | undefined): TitleClass {
  if (isRecruiterTitle(title)) return 'recruiter';
  if (title && EXECUTIVE.test(title)) return 'executive';
  if (title && MANAGER.test(title)) return 'hiring-manager';
  return 'other';
}
