import { describe, expect, it } from 'vitest';
import { overBudgetMessage, waitWords, windowWords } from './budgets.js';

describe('the sentence a person reads when a budget is spent', () => {
  const tenMinutes = { free: 20, pro: 60, windowMs: 600_000 };

  it('says what they did, in which window, and when to come back', () => {
    expect(overBudgetMessage('generateEmail', tenMinutes, false, 4 * 60_000 - 500)).toBe(
      'You have written 60 emails in the last 10 minutes. Try again in 4 minutes.',
    );
    expect(overBudgetMessage('generateEmail', tenMinutes, true, 30_000)).toBe(
      'You have written 20 emails in the last 10 minutes. Try again in 30 seconds. Pro allows 60 in the same time.',
    );
    expect(overBudgetMessage('smtpCheck', { free: 1, pro: 1, windowMs: 3_600_000 }, true, 61 * 60_000)).toBe(
      'You have tried 1 mail server login in the last hour. Try again in 61 minutes.',
    );
    expect(overBudgetMessage('resumeUpload', { free: 10, pro: 30, windowMs: 3_600_000 }, false, 1)).toBe(
      'You have uploaded 30 resumes in the last hour. Try again in 1 second.',
    );
  });

  it('words windows and waits', () => {
    expect(windowWords(60_000)).toBe('minute');
    expect(windowWords(15 * 60_000)).toBe('15 minutes');
    expect(windowWords(2 * 3_600_000)).toBe('2 hours');
    expect(windowWords(45_000)).toBe('45 seconds');
    expect(waitWords(0)).toBe('1 second');
    expect(waitWords(59_001)).toBe('1 minute');
    expect(waitWords(100 * 60_000)).toBe('2 hours');
  });
});
