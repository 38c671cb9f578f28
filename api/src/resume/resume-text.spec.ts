import { describe, expect, it } from 'vitest';
import { tidy } from './resume-text.js';

describe('tidy', () => {
  it('unifies line breaks, drops trailing spaces and keeps at most one blank line', () => {
    expect(tidy('  Ada  \r\nEngineer \t\r\n\r\n\r\n\r\nSkills\n')).toBe('Ada\nEngineer\n\nSkills');
  });
});
