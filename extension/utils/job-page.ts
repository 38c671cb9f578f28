import { jobIdFromAttribute, jobIdFromComponentKey, jobIdFromViewPath } from '@app/types';

/** What the content script tells the background about the page in a tab. */
export interface PageReport {
  /** The page's address. */
  url: string;
  /** The networking site's job id, or null when no job is open on this page. */
  jobId: string | null;
  /** Where the id was read: the address, or the selected job card of the signed-in list. */
  jobIdFrom: 'url' | 'card' | null;
  /** The job's canonical URL on the site (what the API looks up), or null. */
  jobUrl: string | null;
  /**
   * False when the page clearly shows a list of jobs but none of it can be read (the site's markup changed past
   * what the extension knows); the panel says so plainly instead of "no job open".
   */
  readable: boolean;
  /** Shown while the API looks the job up; the DOM's markup changes often, so only hints. */
  hints: JobHints;
}

export interface JobHints {
  title: string | null;
  companyName: string | null;
}

const JOB_ID = /^\d{5,20}$/;

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
  const view = jobIdFromViewPath(url.pathname);
  if (view && JOB_ID.test(view)) return view;
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

// The signed-in list's cards: the 2026 `componentkey` cards first, then the older `data-job-id` ones.
const CARDS = '[componentkey^="job-card-component-ref-"], [data-job-id], [data-occludable-job-id]';
// How the list marks the card whose job is open beside it.
const SELECTED = '[aria-current="page"], [aria-current="true"], [aria-selected="true"], [aria-pressed="true"]';
const SELECTED_CLASSES = '.jobs-search-results-list__list-item--active, .job-card-container--clicked';
// Repeated items: a page holding this many is a list, whether or not its cards are known.
const LIST_ITEMS = 'main li, main [role="listitem"], main [role="button"]';
const MIN_LIST_ITEMS = 3;

function cardJobId(card: Element): string | null {
  return (
    jobIdFromComponentKey(card.getAttribute('componentkey')) ??
    jobIdFromAttribute(card.getAttribute('data-job-id') ?? card.getAttribute('data-occludable-job-id'))
  );
}

/** The job id of the card marked as open in the signed-in list (the card itself or an element inside it). */
export function selectedCardJobId(root: ParentNode): string | null {
  for (const card of root.querySelectorAll(CARDS)) {
    if (card.matches(`${SELECTED}, ${SELECTED_CLASSES}`) || card.querySelector(SELECTED)) {
      const id = cardJobId(card);
      if (id) return id;
    }
  }
  return null;
}

/** Whether the page shows job cards the extension knows (componentkey, data-job-id, or /jobs/view/ links). */
function hasKnownCards(root: ParentNode): boolean {
  return root.querySelector(`${CARDS}, a[href*="/jobs/view/"]`) !== null;
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

/**
 * The whole report for a page: the job id from the URL, else from the selected card of the signed-in list. A page
 * whose list is clearly there but unknown to every way of reading it is reported unreadable.
 */
export function reportPage(href: string, root: ParentNode): PageReport {
  const fromUrl = jobIdFromUrl(href);
  const fromCard = fromUrl ? null : selectedCardJobId(root);
  const jobId = fromUrl ?? fromCard;
  const readable = jobId !== null || hasKnownCards(root) || root.querySelectorAll(LIST_ITEMS).length < MIN_LIST_ITEMS;
  return {
    url: href,
    jobId,
    jobIdFrom: fromUrl ? 'url' : fromCard ? 'card' : null,
    jobUrl: jobId ? canonicalJobUrl(href, jobId) : null,
    readable,
    hints: jobId ? readJobHints(root) : { title: null, companyName: null },
  };
}
