import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const SOURCES: GroundingSources = {
  resume: `Jonas Berg
Account Executive, Halcyon Software (2020 – present)
- Closed $1.4M in new ARR in 2023; grew the pipeline to 0.6 million.`,
  jobTitle: 'Enterprise Account Executive',
  companyName: 'Cobalt Cloud',
  jobDescription: 'Cobalt Cloud is hiring an Enterprise Account Executive.',
  senderName: 'Jonas Berg',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string) =>
  checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);

describe('figures written with a multiplier', () => {
  it('backs one figure however the email writes it', () => {
    expect(flagged('Last year I closed $1.4 million in new ARR.')).toEqual([]);
    expect(flagged('Im letzten Jahr habe ich 1,4 Mio. $ Neugeschäft abgeschlossen.')).toEqual([]);
    expect(flagged('I grew the pipeline to $600k.')).toEqual([]);
  });

  it('reads a number inside a name as no figure', () => {
    expect(flagged('I have sold to Fortune 500 companies.')).toEqual([]);
  });

  it('flags another figure', () => {
    expect(flagged('Last year I closed $1.6M in new ARR.')).toEqual(['metric: $1.6M']);
  });
});
