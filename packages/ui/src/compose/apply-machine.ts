/**
 * The apply step of one job (spec §4): idle → checking-gmail → scraping-company (only when the company's page
 * is known and its profile is not) → generating-email → ready (the compose dialog is open). Any failure goes back
 * to idle; closing the dialog does too. One job applies at a time, so every Apply button waits while one runs.
 */
export const APPLY_STEPS = ['idle', 'checking-gmail', 'scraping-company', 'generating-email', 'ready'] as const;
export type ApplyStep = (typeof APPLY_STEPS)[number];

export interface ApplyState {
  step: ApplyStep;
  /** The job being applied to (its site job id), null when idle. */
  jobId: string | null;
}

export type ApplyEvent =
  | { type: 'start'; jobId: string }
  | { type: 'mail-checked'; scrapeCompany: boolean }
  | { type: 'company-done' }
  | { type: 'generated' }
  | { type: 'fail' }
  | { type: 'close' };

export const INITIAL_APPLY_STATE: ApplyState = { step: 'idle', jobId: null };

/** The transitions; an event that does not fit the current step changes nothing. */
export function applyReducer(state: ApplyState, event: ApplyEvent): ApplyState {
  switch (event.type) {
    case 'start':
      return state.step === 'idle' ? { step: 'checking-gmail', jobId: event.jobId } : state;
    case 'mail-checked':
      return state.step === 'checking-gmail'
        ? { ...state, step: event.scrapeCompany ? 'scraping-company' : 'generating-email' }
        : state;
    case 'company-done':
      return state.step === 'scraping-company' ? { ...state, step: 'generating-email' } : state;
    case 'generated':
      return state.step === 'generating-email' ? { ...state, step: 'ready' } : state;
    case 'fail':
    case 'close':
      return INITIAL_APPLY_STATE;
  }
}

/** The step a given job's Apply button shows. */
export function stepForJob(state: ApplyState, jobId: string): ApplyStep {
  return state.jobId === jobId ? state.step : 'idle';
}

/** Apply is clickable only while nothing is being applied to. */
export function isApplyEnabled(state: ApplyState): boolean {
  return state.step === 'idle';
}

const STEP_LABELS: Record<ApplyStep, string> = {
  idle: 'Apply',
  'checking-gmail': 'Checking mail…',
  'scraping-company': 'Reading company…',
  'generating-email': 'Writing email…',
  ready: 'Email ready',
};

/** What an Apply button says in a step (`idleLabel` lets 'Apply Now' keep its name). */
export function applyStepLabel(step: ApplyStep, idleLabel = STEP_LABELS.idle): string {
  return step === 'idle' ? idleLabel : STEP_LABELS[step];
}
