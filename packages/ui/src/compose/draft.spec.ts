import { describe, expect, it } from 'vitest';
import { regenerateRequest } from './draft.js';

describe('regenerateRequest', () => {
  it('asks for the next draft with the same facts', () => {
    const first = { companyName: 'Acme', jobTitle: 'Dev', jobDescription: 'React', siteJobId: '42' };
    const second = regenerateRequest(first);
    expect(second).toEqual({ ...first, attempt: 2 });
    expect(regenerateRequest(second).attempt).toBe(3);
    expect(first).not.toHaveProperty('attempt');
  });
});
