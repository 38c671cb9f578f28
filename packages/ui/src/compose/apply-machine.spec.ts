import { describe, expect, it } from 'vitest';
import {
  applyReducer,
  applyStepLabel,
  INITIAL_APPLY_STATE,
  isApplyEnabled,
  stepForJob,
  type ApplyEvent,
  type ApplyState,
} from './apply-machine.js';

const run = (events: ApplyEvent[], from: ApplyState = INITIAL_APPLY_STATE) => events.reduce(applyReducer, from);

describe('the apply step', () => {
  it('goes idle → checking-gmail → scraping-company → generating-email → ready when the company page is known', () => {
    const steps = [
      { type: 'start', jobId: 'j1' },
      { type: 'mail-checked', scrapeCompany: true },
      { type: 'company-done' },
      { type: 'generated' },
    ] as const;
    let state = INITIAL_APPLY_STATE;
    const seen: string[] = [];
    for (const event of steps) {
      state = applyReducer(state, event);
      seen.push(state.step);
    }
    expect(seen).toEqual(['checking-gmail', 'scraping-company', 'generating-email', 'ready']);
    expect(state.jobId).toBe('j1');
  });

  it('skips scraping-company when there is no company page to read', () => {
    const state = run([
      { type: 'start', jobId: 'j1' },
      { type: 'mail-checked', scrapeCompany: false },
    ]);
    expect(state.step).toBe('generating-email');
  });

  it('returns to idle on a failure from any step', () => {
    for (const events of [
      [{ type: 'start', jobId: 'j1' }],
      [
        { type: 'start', jobId: 'j1' },
        { type: 'mail-checked', scrapeCompany: true },
      ],
      [
        { type: 'start', jobId: 'j1' },
        { type: 'mail-checked', scrapeCompany: false },
      ],
    ] satisfies ApplyEvent[][]) {
      expect(run([...events, { type: 'fail' }])).toEqual(INITIAL_APPLY_STATE);
    }
  });

  it('returns to idle when the compose dialog closes', () => {
    const ready = run([
      { type: 'start', jobId: 'j1' },
      { type: 'mail-checked', scrapeCompany: false },
      { type: 'generated' },
    ]);
    expect(ready.step).toBe('ready');
    expect(applyReducer(ready, { type: 'close' })).toEqual(INITIAL_APPLY_STATE);
  });

  it('ignores a second start while one job is applying, and events out of order', () => {
    const busy = run([{ type: 'start', jobId: 'j1' }]);
    expect(applyReducer(busy, { type: 'start', jobId: 'j2' })).toBe(busy);
    expect(applyReducer(busy, { type: 'generated' })).toBe(busy);
    expect(applyReducer(INITIAL_APPLY_STATE, { type: 'company-done' })).toBe(INITIAL_APPLY_STATE);
  });

  it('enables Apply only while idle, and shows the step on the job being applied to only', () => {
    const busy = run([{ type: 'start', jobId: 'j1' }]);
    expect(isApplyEnabled(INITIAL_APPLY_STATE)).toBe(true);
    expect(isApplyEnabled(busy)).toBe(false);
    expect(stepForJob(busy, 'j1')).toBe('checking-gmail');
    expect(stepForJob(busy, 'j2')).toBe('idle');
  });

  it('labels each step, keeping the idle label of the button', () => {
    expect(applyStepLabel('idle')).toBe('Apply');
    expect(applyStepLabel('idle', 'Apply Now')).toBe('Apply Now');
    expect(applyStepLabel('generating-email', 'Apply Now')).toBe('Writing email…');
  });
});
