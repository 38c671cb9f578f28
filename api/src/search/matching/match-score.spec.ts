import { describe, expect, it } from 'vitest';
import { scoreMatch } from './match-score.js';
import { extractSkills } from '../../skills/skills.js';

const RESUME = `Frontend developer, 5 years. React, TypeScript, Redux, HTML/CSS, Jest and Cypress. Some Node.js.`;

describe('extractSkills', () => {
  it('finds skills by any alias as whole words', () => {
    expect(extractSkills('We use ReactJS, TS and Postgres on AWS')).toEqual(['TypeScript', 'React', 'SQL', 'AWS']);
  });

  it('handles symbols in names', () => {
    expect(extractSkills('C++ and C# with .NET')).toEqual(['C#', 'C++']);
  });

  it('does not read skills inside other words', () => {
    expect(extractSkills('javascriptless, reactive, going, nodes')).toEqual([]);
  });
});

describe('scoreMatch', () => {
  it('scores a job whose skills the resume shows higher than one it does not', () => {
    const fit = scoreMatch(RESUME, { title: 'Frontend Developer', description: 'React, TypeScript and Jest.' })!;
    const misfit = scoreMatch(RESUME, { title: 'Data Engineer', description: 'Spark, Kafka, Scala and AWS.' })!;
    expect(fit.score).toBeGreaterThan(misfit.score);
    expect(fit.score).toBe(100);
    expect(misfit.score).toBeLessThan(20);
  });

  it('names the matched and missing skills', () => {
    const m = scoreMatch(RESUME, { title: 'React Engineer', description: 'React, GraphQL and AWS' })!;
    expect(m.matchedSkills).toEqual(['React']);
    expect(m.missingSkills).toEqual(['GraphQL', 'AWS']);
  });

  it('gives no score without a resume', () => {
    expect(scoreMatch(null, { title: 'x', description: 'React' })).toBeNull();
    expect(scoreMatch('   ', { title: 'x', description: 'React' })).toBeNull();
  });

  it('stays within 0 to 100', () => {
    const m = scoreMatch('nothing relevant', { title: 'Chef', description: null })!;
    expect(m.score).toBeGreaterThanOrEqual(0);
    expect(m.score).toBeLessThanOrEqual(100);
  });
});
