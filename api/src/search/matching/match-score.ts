import type { MatchScore } from '@app/types';
import { extractSkills } from '../../skills/skills.js';

const STOP_WORDS = new Set([
  'and',
  'or',
  'the',
  'a',
  'an',
  'of',
  'for',
  'in',
  'with',
  'to',
  'at',
  'senior',
  'junior',
  'sr',
  'jr',
  'lead',
  'ii',
  'iii',
  'i',
]);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .filter((w) => w.length > 1 && !STOP_WORDS.has(w)),
  );
}

/**
 * How well a resume fits a job, 0–100: mostly the share of the job's skills the resume shows (80 points), plus
 * how many of the title's words the resume uses (20 points). Returns null without a resume: no score is better
 * than an invented one.
 */
export function scoreMatch(
  resumeText: string | null,
  job: { title: string; description: string | null },
): MatchScore | null {
  if (!resumeText?.trim()) return null;
  const resumeSkills = new Set(extractSkills(resumeText));
  const jobSkills = extractSkills(`${job.title}\n${job.description ?? ''}`);
  const matchedSkills = jobSkills.filter((s) => resumeSkills.has(s));
  const missingSkills = jobSkills.filter((s) => !resumeSkills.has(s));

  const titleWords = [...words(job.title)];
  const resumeWords = words(resumeText);
  const titleShare = titleWords.length ? titleWords.filter((w) => resumeWords.has(w)).length / titleWords.length : 0;
  // A job that names no recognisable skill is judged on its title alone.
  const skillShare = jobSkills.length ? matchedSkills.length / jobSkills.length : titleShare;

  return { score: Math.round(skillShare * 80 + titleShare * 20), matchedSkills, missingSkills };
}
