import type { GroundingReport } from '@app/types';
import { describe, expect, it } from 'vitest';
import { bodyHighlights, checkRequestFor, standingEvidence } from './grounding.js';

const subject = 'Hello';
const body = 'I worked at Google and at Globex.';
const at = (words: string) => subject.length + 1 + body.indexOf(words);
const unbacked = (text: string, where = at(text)) => ({
  kind: 'employer' as const,
  text,
  at: where,
  warning: `W ${text}`,
});

describe('the grounding report in the compose dialog', () => {
  it('highlights the body ranges of the unbacked claims, in order, skipping the subject', () => {
    const claims = [unbacked('Globex'), unbacked('Google'), unbacked('Hello', 0)];
    expect(bodyHighlights(body, subject, claims)).toEqual([
      { start: body.indexOf('Google'), end: body.indexOf('Google') + 6, label: 'W Google' },
      { start: body.indexOf('Globex'), end: body.indexOf('Globex') + 6, label: 'W Globex' },
    ]);
  });

  it('drops a claim whose words no longer stand at its offset (an edit before the re-check), and overlaps', () => {
    const edited = `Oh, ${body}`;
    expect(bodyHighlights(edited, subject, [unbacked('Google')])).toEqual([]);
    expect(bodyHighlights(body, subject, [unbacked('worked at Google'), unbacked('Google')])).toHaveLength(1);
  });

  it('keeps the evidence of backed claims that still stand, one entry per resume line', () => {
    const line = 'Engineer at Google, then Globex';
    const report: GroundingReport = {
      unbacked: [],
      backed: [
        { kind: 'employer', text: 'Google', at: at('Google'), evidence: line },
        { kind: 'employer', text: 'Globex', at: at('Globex'), evidence: line },
      ],
      modelClaims: null,
    };
    expect(standingEvidence(report, subject, body)).toEqual([{ evidence: line, claims: report.backed }]);
    expect(standingEvidence(report, subject, body.replace('Google', 'Hooli!'))).toEqual([
      { evidence: line, claims: [report.backed[1]] },
    ]);
    expect(standingEvidence(report, 'Hi', body)).toEqual([]);
    expect(standingEvidence(null, subject, body)).toEqual([]);
  });

  it('asks the re-check with the generation’s fields, the text, and the model’s list when there is one', () => {
    const request = { companyName: 'Acme', jobTitle: 'Dev', jobDescription: 'Ad' };
    expect(checkRequestFor(request, subject, body, null)).toEqual({ ...request, subject, body });
    const modelClaims = [{ claim: 'Globex', kind: 'employer' as const, about: 'sender' as const, resumeQuote: null }];
    expect(checkRequestFor(request, subject, body, { unbacked: [], backed: [], modelClaims })).toEqual({
      ...request,
      subject,
      body,
      modelClaims,
    });
  });
});
