/** The networking site's job pages the content script reads. */
export const JOB_PAGE_MATCHES = [
  'https://www.linkedin.com/jobs/view/*',
  'https://www.linkedin.com/jobs/search/*',
  'https://www.linkedin.com/jobs/collections/*',
];

/** The offline stand-in of the site (packages/sandbox), matched only by development builds. */
export const STAND_IN_JOB_PAGE_MATCHES = ['http://127.0.0.1/jobs/*', 'http://localhost/jobs/*'];

/**
 * Match pattern of the app's connect page. Ports are left out (a pattern matches every port); the content script
 * and the background check the exact origin against the configured app address.
 */
export function connectPageMatch(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.protocol}//${url.hostname}/extension/connect*`;
}
