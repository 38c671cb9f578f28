import { describe, expect, it } from 'vitest';
import { backedClaims, evidenceLine } from './evidence.js';
import type { UnsupportedClaim } from './types.js';

const RESUME = `Zoë Müller
Ingénieure Frontend chez Globex SA (2019 – présent)
Led the migration of the checkout to React,
cutting the bundle by 38 %.
Skills: React, TypeScript`;

const claim = (text: string, at: number, kind: UnsupportedClaim['kind'] = 'skill'): UnsupportedClaim => ({
  kind,
  text,
  at,
  about: 'sender',
  source: 'rules',
});

describe('the resume line behind a backed claim', () => {
  it('is the line that holds the words, case, accents and punctuation aside', () => {
    expect(evidenceLine(RESUME, 'ingenieure frontend chez GLOBEX')).toBe(
      'Ingénieure Frontend chez Globex SA (2019 – présent)',
    );
    expect(evidenceLine(RESUME, 'Skills: React')).toBe('Skills: React, TypeScript');
  });

  it('joins two lines the words were wrapped over, and reads the first part of an elided quote', () => {
    expect(evidenceLine(RESUME, 'checkout to React, cutting the bundle')).toBe(
      'Led the migration of the checkout to React, cutting the bundle by 38 %.',
    );
    expect(evidenceLine(RESUME, 'Led the migration … by 38 %')).toBe('Led the migration of the checkout to React,');
  });

  it('is none when the resume does not hold the words whole', () => {
    expect(evidenceLine(RESUME, 'Kubernetes')).toBeNull();
    expect(evidenceLine(RESUME, 'Reac')).toBeNull();
    expect(evidenceLine(RESUME, '…')).toBeNull();
  });
});

describe('the backed claims shown', () => {
  it('takes the model’s verified quotes first, then the detectors’ words, each span once and none inside a flag', () => {
    const model = [{ kind: 'employer' as const, text: 'Globex', at: 20, quote: 'Globex SA (2019' }];
    const rules = [claim('Globex', 20, 'employer'), claim('TypeScript', 40), claim('React', 60), claim('Go', 80)];
    const flagged = [claim('React Native', 60)];
    expect(backedClaims(RESUME, model, rules, flagged)).toEqual([
      { kind: 'employer', text: 'Globex', at: 20, evidence: 'Ingénieure Frontend chez Globex SA (2019 – présent)' },
      { kind: 'skill', text: 'TypeScript', at: 40, evidence: 'Skills: React, TypeScript' },
    ]);
  });
});
