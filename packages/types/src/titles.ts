// Words of recruiting jobs only: "hiring" is not one (a Hiring Manager hires for their team; "We're hiring!" is a post).
const RECRUITER_ROLE =
  /\b(recruit(er|ers|ing|ment)|talent acquisition|talent partner|sourcer|sourcing|hr|human resources|(hr|people) business partner|people partner|people (&|and) culture)\b/i;

/** The role in a headline: "Founder & CEO | Hiring for React roles | Acme" → "Founder & CEO". */
function roleOf(title: string): string {
  return title.split(/\s+(?:at|@|\||–|—|-)\s+|\s*[|,]\s*/i)[0] ?? title;
}

/**
 * The spec's recruiter heuristic on a poster's title: the role (not the company or a tagline after it) is a recruiting
 * one. Shared by the server's contact ranking and the web's Recruiter badge.
 */
export function isRecruiterTitle(title: string | null | undefined): boolean {
  if (!title) return false;
  return RECRUITER_ROLE.test(roleOf(title));
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
