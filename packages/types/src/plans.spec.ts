import { describe, expect, it } from 'vitest';
import { linesOf, PLAN_FEATURES, PLAN_LINES, planHas, proOnlyLines } from './plans.js';

describe('the plan table', () => {
  it('has one line per server feature', () => {
    expect(PLAN_LINES.map((l) => l.feature).sort()).toEqual([...PLAN_FEATURES].sort());
  });

  it('gives the trial what Pro gets', () => {
    for (const feature of PLAN_FEATURES) expect(planHas('trial', feature)).toBe(planHas('pro', feature));
  });

  it('sells nothing the server does not do: no bulk of 50, and analytics for everyone', () => {
    const text = PLAN_LINES.map((l) => l.text).join('\n');
    expect(text).not.toMatch(/up to 50|priority|API access|white-label/i);
    expect(planHas('free', 'analytics')).toBe(true);
  });

  it('splits the cards: Free lists its lines, Pro adds the Pro-only ones', () => {
    expect(linesOf('free').every((l) => l.plans.includes('free'))).toBe(true);
    expect(proOnlyLines().map((l) => l.feature)).toEqual([
      'unlimitedSearches',
      'discoveredContacts',
      'savedSearches',
      'bulkSend',
      'followUps',
    ]);
  });
});
