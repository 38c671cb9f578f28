/** What the content script tells the background about the page in a tab. */
export interface PageReport {
  /** The page's address. */
  url: string;
  /** The networking site's job id, or null when no job is open on this page. */
  jobId: string | null;
  /** The job's canonical URL on the site (what the API looks up), or null. */
  jobUrl: string | null;
  /** Shown while the API looks the job up; the DOM's markup changes often, so only hints. */
  hints: JobHints;
}

export interface JobHints {
  title: string | null;
  companyName: string | null;
}

const JOB_ID = /^\d{5,20}$/;
const VIEW_PATH = /^\/jobs\/view\/(?:[^/]*?-)?(\d{5,20})\/?$/;

/**
 * The job id of a networking-site URL: `/jobs/view/{slug-}{id}`, or `currentJobId` on `/jobs/search/` and
 * `/jobs/collections/…` pages. Null for anything else.
 */
export function jobIdFromUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const view = VIEW_PATH.exec(url.pathname);
  if (view?.[1]) return view[1];
  if (/^\/jobs\/(search|collections)(\/|$)/.test(url.pathname)) {
    const current = url.searchParams.get('currentJobId');
    if (current && JOB_ID.test(current)) return current;
  }
  return null;
}

/** The URL the API knows a job by: the site's origin and `/jobs/view/{id}/`. */
export function canonicalJobUrl(href: string, jobId: string): string {
  return `${new URL(href).origin}/jobs/view/${jobId}/`;
}

// Signed-in markup first (it changes often), then the guest page's.
const TITLE_SELECTORS = [
  '.job-details-jobs-unified-top-card__job-title',
  '.jobs-unified-top-card__job-title',
  '.top-card-layout__title',
  '.topcard__title',
];
const COMPANY_SELECTORS = [
  '.job-details-jobs-unified-top-card__company-name',
  '.jobs-unified-top-card__company-name',
  '.jobs-company__box .artdeco-entity-lockup__title',
  'a.topcard__org-name-link',
  '.topcard__flavor:not(.topcard__flavor--bullet)',
];

function firstText(root: ParentNode, selectors: readonly string[]): string | null {
  for (const selector of selectors) {
    const text = root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
    if (text) return text.slice(0, 300);
  }
  return null;
}

/** Title and company as the page shows them, or nulls. */
export function readJobHints(root: ParentNode): JobHints {
  return { title: firstText(root, TITLE_SELECTORS), companyName: firstText(root, COMPANY_SELECTORS) };
}

/** The whole report for a page. */
export function reportPage(href: string, root: ParentNode): PageReport {
  const jobId = jobIdFromUrl(href);
  return {
    url: href,
    jobId,
    jobUrl: jobId ? canonicalJobUrl(href, jobId) : null,
    hints: jobId ? readJobHints(root) : { title: null, companyName: null },
  };
}
