/** Copy strings that more than one face shows (spec §2, §4, §8). One source of truth. */
export const COPY = {
  productName: 'JobReach',
  tagline: 'AI job-application assistant',
  loading: 'Loading...',
  authRequired: {
    title: 'Authentication Required',
    redirecting: 'Redirecting to login page...',
    description: 'Please log in to access this page.',
  },
  authCallback: {
    completing: 'Completing sign in...',
    errorTitle: 'Authentication Error',
    redirecting: 'Redirecting...',
  },
  notFound: { title: '404 Page Not Found', heading: 'Page Not Found' },
  signInFailed: 'Unable to sign in with Google. Please try again.',
  oauthError: (error: string) => `OAuth error: ${error}`,
  gmail: {
    connectedTitle: 'Gmail Connected',
    connected: 'Gmail connected successfully!',
    failed: 'Gmail authorization failed - Please try again or contact support if the issue persists.',
  },
  phases: {
    connecting: 'Connecting to the professional networking site…',
    scraping: 'Scraping job listings…',
    analyzing: 'Analyzing job descriptions…',
    findingContacts: 'Finding decision makers…',
    preparing: 'Preparing your results…',
    complete: 'Search complete!',
  },
  applyToAllComingSoon: 'This feature is coming soon!',
  settingsSaved: 'Settings saved',
  backToHome: 'Back to Home',
} as const;
