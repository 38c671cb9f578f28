/**
 * CONFIGURABLE: contact details and dates shown on the public and legal pages.
 * The product spec does not give these values (spec §2: "values: not shown"); change them here, in one place,
 * before going live. Do not add a street address or phone number unless the business really has one.
 */
export const SUPPORT_EMAIL = 'support@jobreach.app';
export const PRIVACY_EMAIL = 'privacy@jobreach.app';

/** Date shown as "Last updated" on every legal page. */
export const LEGAL_LAST_UPDATED = 'November 21, 2026';

/** Support answers within this window (spec §9). */
export const SUPPORT_RESPONSE_TIME = '24-48 hours';

/** Pro list price before localisation (spec §9: 29 USD per month by default). */
export const PRO_PRICE_LABEL = '$29';

/** Sign-in entry points (spec §7): full-page navigations, not router links. */
export const LOGIN_URL = '/api/login';
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
