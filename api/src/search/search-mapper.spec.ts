import { describe, expect, it } from 'vitest';
import { requirementsOf } from './search-mapper.js';

describe('requirementsOf', () => {
  it('takes the lines under a requirements heading', () => {
    const d =
      "About the job\n\nWe build things.\n\nWhat we're looking for\n\n3+ years of React\nStrong SQL\n\nBenefits\n\nGym";
    expect(requirementsOf(d)).toBe('3+ years of React\nStrong SQL');
  });

  it('falls back to bulleted lines', () => {
    expect(requirementsOf('Intro\n- TypeScript\n• Node.js\n1. AWS')).toBe('TypeScript\nNode.js\nAWS');
  });

  it('is null without a description or any list', () => {
    expect(requirementsOf(null)).toBeNull();
    expect(requirementsOf('Just a paragraph about us.')).toBeNull();
  });

  it('keeps at most eight lines', () => {
    const d = `Requirements\n${Array.from({ length: 12 }, (_, i) => `Skill ${i}`).join('\n')}`;
    expect(requirementsOf(d)!.split('\n')).toHaveLength(8);
  });
});
