/** Business constants and timings from spec §9, shared by web and extension. */
export const JOB_COUNT = { min: 100, max: 1000, quick: 100, deep: 1000, default: 100 } as const;

export const POLL_INTERVAL_MS = 2000;
/** How often a finished search's jobs are read again while a shown contact is still `verifying`. */
export const VERIFYING_POLL_MS = 5000;
/** Pages of a search's jobs (`GET /api/scrape-job/:id/jobs`): the default size, the largest, the last page asked. */
export const SEARCH_JOBS_PAGE = { defaultSize: 20, maxSize: 100, maxPage: 10_000 } as const;
export const STATS_REFRESH_MS = 30_000;
export const PAYMENT_STATUS_POLL_MS = 2000;
export const CONFETTI_MS = 3000;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SEND_SUCCESS_TOAST_MS = 8000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const AUTH_FALLBACK_REDIRECT_MS = 1500;
export const CANCELLED_SEARCH_REDIRECT_MS = 1500;
export const SEARCH_COMPLETE_REDIRECT_MS = 500;
export const CHECKOUT_REDIRECT_MS = 500;
export const AUTO_APPLY_RESUME_MS = 500;
export const COPY_FEEDBACK_MS = 2000;
/** The compose dialog checks an edited draft again this long after the last keystroke. */
export const COMPOSE_CHECK_DEBOUNCE_MS = 600;
/** The longest body `POST /api/compose/check` reads: an email, not a document (the check runs on every pause). */
export const COMPOSE_CHECK_BODY_MAX = 20_000;
export const NAVBAR_SCROLLED_PX = 20;

export const CURRENT_USER_STALE_MS = 5 * 60_000;
export const CURRENT_USER_GC_MS = 10 * 60_000;

export const DESCRIPTION_PREVIEW_CHARS = 300;
export const SEARCH_ID_PREVIEW_CHARS = 8;

export const FREE_SEARCHES_PER_MONTH = 5;
export const TRIAL_DAYS_DEFAULT = 7;
/** First-time Pro subscribers may ask for a refund this long after their first charge (refund policy). */
export const REFUND_WINDOW_DAYS = 7;
/** The payment-interest page shows the share of yes answers only once this many people answered. */
export const PAYMENT_INTEREST_MIN_ANSWERS = 20;
/** Browser storage key of the plan picked on /pricing (spec §3, selected plan). */
export const SELECTED_PLAN_STORAGE_KEY = 'selectedPlan';
/** After this long without a confirmed payment, /payment-success says it is taking longer than usual. */
export const PAYMENT_CONFIRM_SLOW_MS = 60_000;
export const THEME_STORAGE_KEY = 'theme';

export const POPULAR_ROLES = [
  'frontend developer',
  'backend developer',
  'full stack developer',
  'data scientist',
  'product manager',
  'ui/ux designer',
  'devops engineer',
  'mobile developer',
  'data analyst',
  'qa engineer',
] as const;
export const POPULAR_ROLES_SHOWN = 6;
export const POPULAR_CITIES = ['Mumbai', 'Bangalore', 'Delhi', 'Pune', 'Hyderabad', 'Remote'] as const;
/**
 * What a location field suggests as the user types: India's cities where the jobs are (by both names where a city
 * has two, so "Bangal" and "Benga" both find it), then the places abroad its job seekers most often look.
 */
export const LOCATION_SUGGESTIONS = [
  'Bengaluru',
  'Bangalore',
  'Mumbai',
  'Delhi',
  'New Delhi',
  'Gurugram',
  'Gurgaon',
  'Noida',
  'Hyderabad',
  'Chennai',
  'Pune',
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Kochi',
  'Thiruvananthapuram',
  'Coimbatore',
  'Chandigarh',
  'Indore',
  'Nagpur',
  'Bhubaneswar',
  'Lucknow',
  'Mysuru',
  'Visakhapatnam',
  'Vadodara',
  'Goa',
  'India',
  'Remote',
  'Dubai',
  'Singapore',
  'London',
  'Berlin',
  'Amsterdam',
  'Dublin',
  'Toronto',
  'Sydney',
  'New York',
  'San Francisco Bay Area',
  'United States',
  'United Kingdom',
  'Germany',
  'Canada',
] as const;

export const SETTINGS_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

/**
 * Resume files by name (spec §5, plus Word's .docx): the web's file picker and the API's upload check share this
 * list; the API then checks the content (magic bytes).
 */
export const RESUME_EXTENSIONS = ['.txt', '.pdf', '.docx', '.jpg', '.jpeg', '.png', '.webp'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];
