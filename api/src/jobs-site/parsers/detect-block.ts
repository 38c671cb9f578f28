import type { BlockKind } from './types.js';

// Where the site sends signed-out visitors it will not serve.
const WALL_PATHS = /^\/(authwall|signup|uas\/login|login|checkpoint)(\/|$)/i;
// The wall's own forms: ordinary guest pages embed a sign-in modal, but never these classes.
const WALL_MARKUP = /class="[^"]*\b(authwall-join-form|authwall-sign-in-form|login__form)\b/i;
// Content the wall never has; a page showing it is served, whatever else it embeds.
const PAGE_CONTENT = /\b(job-search-card|show-more-less-html__markup|top-card-layout__title|about-us__)/;

/**
 * Whether an answer is the site refusing to serve: 'rate-limited' (429, or the site's own 999), 'authwall' (a redirect
 * to the sign-in/sign-up wall, or the wall served in place of the page), else null.
 */
export function detectBlock(
  status: number,
  location: string | null | undefined,
  html: string | null | undefined,
): BlockKind | null {
  if (status === 429 || status === 999) return 'rate-limited';
  if (location && isWallAddress(location)) return 'authwall';
  if (html && WALL_MARKUP.test(html) && !PAGE_CONTENT.test(html)) return 'authwall';
  return null;
}

function isWallAddress(location: string): boolean {
  try {
    // The host does not matter: the wall lives on every country host.
    return WALL_PATHS.test(new URL(location, 'https://site.invalid').pathname);
  } catch {
    return false;
  }
}
