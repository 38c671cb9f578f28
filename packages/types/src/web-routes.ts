import { EXTENSION_CONNECT_PATH } from './extension.js';

/**
 * Every path the web app renders, as react-router patterns (`:name` is one segment). The web's router is built from
 * this list and the API answers any other browser path with the app's 404 page and status 404, so the two never
 * disagree about which pages exist.
 */
export const WEB_ROUTES = {
  home: '/',
  search: '/search',
  results: '/results/:requestId',
  applications: '/applications',
  applyAll: '/apply-all/:batchId',
  savedSearches: '/saved-searches',
  analytics: '/analytics',
  settings: '/settings',
  subscribe: '/subscribe',
  admin: '/admin',
  extensionConnect: EXTENSION_CONNECT_PATH,
  authCallback: '/auth/callback',
  homepage: '/homepage',
  dashboard: '/dashboard',
  terms: '/terms',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  privacy: '/privacy',
  refundPolicy: '/refund-policy',
  shippingAndDelivery: '/shipping-and-delivery',
  contact: '/contact',
  features: '/features',
  howItWorks: '/how-it-works',
  pricing: '/pricing',
  sitemap: '/sitemap',
  paymentSuccess: '/payment-success',
  paymentFeedback: '/payment-feedback',
} as const;

export type WebRouteName = keyof typeof WEB_ROUTES;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = Object.values(WEB_ROUTES).map(segmentsOf);

/**
 * Whether the web app has a page at `pathname` (a URL's path, still percent-encoded), matched as react-router
 * matches by default: case-insensitive, a trailing slash ignored, a `:param` taking any one non-empty segment.
 */
export function isWebRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]),
  );
}
