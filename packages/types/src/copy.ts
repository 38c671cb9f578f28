import { RESUME_EXTENSIONS } from './limits.js';

/** "a, b, or c", as the spec lists file types. */
const orList = (items: readonly string[]) => `${items.slice(0, -1).join(', ')}, or ${items.at(-1)}`;

const SIGN_IN_CANCELLED = 'Sign-in was cancelled. You can try again whenever you like.';
const SIGN_IN_DOWN = 'Sign-in is not available right now. Please try again in a few minutes.';
const SIGN_IN_AGAIN = 'Google asked you to sign in again. Please try again.';
const SIGN_IN_ERRORS: Readonly<Record<string, string>> = {
  access_denied: SIGN_IN_CANCELLED,
  consent_required: SIGN_IN_AGAIN,
  interaction_required: SIGN_IN_AGAIN,
  login_required: SIGN_IN_AGAIN,
  server_error: SIGN_IN_DOWN,
  temporarily_unavailable: SIGN_IN_DOWN,
  sign_in_unavailable: SIGN_IN_DOWN,
};

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
  /**
   * The sign-in error toast's sentence for the `error` code the sign-in redirect leaves (OAuth's codes and ours).
   * Only these fixed sentences are shown: a link's own text never reaches the app's toast (a phishing aid).
   */
  signInError: (code: string): string =>
    Object.hasOwn(SIGN_IN_ERRORS, code) ? SIGN_IN_ERRORS[code]! : COPY.signInFailed,
  gmail: {
    connectedTitle: 'Gmail Connected',
    connected: 'Gmail connected successfully!',
    failed: 'Gmail authorization failed - Please try again or contact support if the issue persists.',
    /** The person pressed Deny on Google's consent screen: information, not an error. */
    declined: 'Gmail was not connected. You can copy the email or use your email app.',
  },
  phases: {
    connecting: 'Connecting to the professional networking site…',
    scraping: 'Scraping job listings…',
    analyzing: 'Analyzing job descriptions…',
    findingContacts: 'Finding decision makers…',
    preparing: 'Preparing your results…',
    complete: 'Search complete!',
  },
  search: {
    keywordRequired: 'Job role is required',
    locationRequired: 'Location is required',
    workTypeRequired: 'Please select a work type',
    resumeRequiredTitle: 'Resume Required',
    resumeRequired: 'Please upload your resume to start your first job search.',
    urlFailed: 'Failed to generate LinkedIn URL',
    startFailed: 'Failed to start job search',
    locationNormalizedTitle: 'Location Normalized',
    startedTitle: 'Search Started',
    completeTitle: 'Search Complete',
    complete: (found: number, kept: number, enriched: number) =>
      `Found ${found} jobs, filtered to ${kept} quality leads, enriched ${enriched} with contact emails`,
    abortedTitle: 'Search Aborted',
    failedTitle: 'Search Failed',
    failedFallback: 'An error occurred while searching for jobs',
    processing: 'Processing your search...',
    noSearches: 'No searches yet',
    startFirst: 'Start First Search',
    noContacts: 'No Contact Information Found',
    /** A search the site itself had no job for (its "We couldn't find a match" page). */
    noMatches: (keyword: string, location: string) => `No jobs matched "${keyword}" in ${location}`,
    noMatchesHint:
      'LinkedIn has no job for this search right now. Try a broader role, another spelling, or a wider location.',
    verificationOff:
      "This server can't verify email addresses right now (its mail checks are switched off), so contacts found now stay unconfirmed and many jobs show no email to write to.",
    defaultPosterName: 'Hiring Manager',
    upgradeLockedJobs: '1000 jobs with hidden contacts',
    companyProfileFailed: 'Failed to load company profile',
  },
  compose: {
    resumeRequired: 'Please upload your resume first before applying to jobs.',
    generationFailed: (error?: string | null) => `Email generation failed: ${error || 'Unknown error'}`,
    generationError: (message?: string | null) =>
      `Error generating email: ${message || 'Please check if you are logged in'}`,
    templateGenerator: 'Written from your resume (no AI configured)',
    sendViaGmail: 'Send via Gmail',
    send: 'Send',
    setupGmail: 'Setup Gmail',
    enableGmailTitle: 'Enable Gmail Sending',
    /** Spec §8's Gmail sign-in prompt, said in the 'Enable Gmail Sending' dialog. */
    gmailSignInPrompt: 'To send emails directly from Gmail, please sign in with your Google account first.',
    useEmailApp: 'Use Email App',
    authorizeGmail: 'Authorize Gmail',
    draftCreated: 'Email draft created',
    sentTitle: 'Email sent',
    notSentTitle: 'Email not sent',
    sendFailedTitle: 'Failed to send email',
    sendFallback: 'Please try again or use the copy option',
    signInRequiredTitle: 'Sign in required',
    signInRequired: 'Please sign in with Google to send emails',
    sendAnyway: 'Send anyway',
    /** Asked once before sending an email that still makes claims the resume does not back (issue 23). */
    unbackedQuestion: (n: number, action: 'send' | 'approve' = 'send') =>
      `${n} ${n === 1 ? 'claim is' : 'claims are'} not in your resume: ${action} anyway?`,
    /** Apply to All's review page asks the same before approving (the email then waits in the outbox). */
    approveAnyway: 'Approve anyway',
    editEmail: 'Edit the email',
    authorizeFailed: 'Failed to start Gmail authorization',
    gmailUnavailable: 'Gmail sending is not available here',
    gmailNotConfigured:
      "Gmail sending isn't set up on this server. Add your mailbox under Settings → Mail accounts (SMTP) instead.",
    unconfirmedTitle: 'Not confirmed',
  },
  /** An application email whose sending the app could not see through (status `unknown`). */
  sendingNow: {
    badge: 'Sending…',
    outcomeLater: 'This email is being sent right now. You can mark what came of it once it has gone.',
  },
  unconfirmedSend: {
    badge: 'Not confirmed',
    title: 'We could not confirm this email was sent',
    explanation:
      'The app stopped while sending it, so it may or may not have left your mailbox. It will not be sent again ' +
      'unless you say so.',
    checkGmail: "Look in Gmail's Sent folder",
    checkMailbox: (from: string, to: string) =>
      `Look in the Sent folder of ${from} in your mail app for an email to ${to}, then tell us what you found.`,
    markSent: 'It was sent',
    markNotSent: 'It was not sent',
    markedSent: 'Marked as sent',
    markedNotSent: 'Marked as not sent. You can send it again from the job.',
    outcomeAfterDelivery: 'Say whether it was sent before marking what came of it.',
  },
  billing: {
    /** /subscribe query-parameter toasts (spec §8). */
    paymentSucceeded: 'Payment successful! Welcome to Pro.',
    paymentNotCompleted: 'Payment was not completed. Please try again.',
    processingFailed: 'Error processing payment. Please contact support.',
    paymentFailedGeneric: 'Payment failed. Please try again.',
    loginToSubscribe: 'Please log in to subscribe to the Pro Plan',
    /** Pricing page checkout exception (spec §8). */
    errorTitle: 'Error',
    somethingWentWrong: 'Something went wrong. Please try again.',
    processingTitle: 'Processing Payment...',
    successTitle: 'Payment Successful!',
    failedTitle: 'Payment Failed',
    failedMessage: "We couldn't process your payment. Please try again.",
    interestQuestion: (price: string) => `Would you actually pay ${price}?`,
    interestSignIn: 'Sign in to answer: we count one answer per account, so the share of answers we show is real.',
    interestNote: 'This is only feedback. Clicking a button does not subscribe you to anything, and no charge is made.',
    mostPopular: 'Most Popular',
    startFreeTrial: 'Start Free Trial',
    quotaExceededTitle: 'Monthly search limit reached',
  },
  /** Spec §5's sentence, naming every accepted type (Word's .docx too) from the one list the picker and API share. */
  invalidFileType: `Invalid file type: Please upload a ${orList(RESUME_EXTENSIONS)} file`,
  /** Spec §8's success toast: the saved resume was found when the search form opened. */
  resumeLoaded: 'Resume Loaded',
  settingsSaved: 'Settings saved',
  backToHome: 'Back to Home',
} as const;

/** The subject a generated email starts with (spec §5): 'Application for {jobTitle} position at {companyName}'. */
export function defaultEmailSubject(jobTitle: string, companyName: string): string {
  return `Application for ${jobTitle} position at ${companyName}`;
}
