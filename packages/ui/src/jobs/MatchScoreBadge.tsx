import type { MatchScore } from '@app/types';
import { cn } from '../lib/cn.js';
import { Target } from 'lucide-react';

const tone = (score: number) =>
  score >= 70
    ? 'bg-success/15 text-success'
    : score >= 40
      ? 'bg-amber-500/15 text-amber-700 dark:text-amber-400'
      : 'bg-muted text-muted-foreground';

/** How well the job fits the resume, 0–100. */
export function MatchScoreBadge({ match }: { match: MatchScore }) {
  const score = Math.round(match.score);
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', tone(score))}
      data-testid="match-score"
    >
      <Target className="h-3.5 w-3.5" aria-hidden />
      {score}% match
    </span>
  );
}

/**
 * The score's three strongest reasons on one line ("4 of 5 must-have skills · Asks 8+ years, you have 4 · Senior
 * role, you have 4 years"): what raised it in the success colour, what held it down muted. Phrasing content only, so
 * it fits inside a result that is itself a button. Results scored before reasons existed show none.
 */
export function MatchReasons({ match, className }: { match: MatchScore; className?: string }) {
  const top = (match.reasons ?? []).slice(0, 3);
  if (!top.length) return null;
  return (
    <span className={cn('text-xs', className)} data-testid="match-reasons">
      {top.map((r, i) => (
        <span key={r.kind + r.text}>
          {i > 0 && <span aria-hidden> · </span>}
          <span className={r.polarity === 'plus' ? 'text-success' : 'text-muted-foreground'} data-polarity={r.polarity}>
            <span className="sr-only">{r.polarity === 'plus' ? 'For: ' : 'Against: '}</span>
            {r.text}
          </span>
        </span>
      ))}
    </span>
  );
}

/** The skills behind the score: the resume's matches, then what the job asks for that the resume lacks. */
export function MatchSkills({ match }: { match: MatchScore }) {
  if (!match.matchedSkills.length && !match.missingSkills.length) return null;
  return (
    <div className="grid gap-1.5 text-xs">
      {match.matchedSkills.length > 0 && (
        <SkillRow label="Matched" skills={match.matchedSkills} className="bg-success/10 text-success" />
      )}
      {match.missingSkills.length > 0 && (
        <SkillRow label="Missing" skills={match.missingSkills} className="bg-muted text-muted-foreground" />
      )}
    </div>
  );
}

function SkillRow({ label, skills, className }: { label: string; skills: string[]; className: string }) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <span className="mr-1 font-medium text-muted-foreground">{label}:</span>
      <ul className="contents">
        {skills.map((skill) => (
          <li key={skill} className={cn('rounded px-1.5 py-0.5', className)}>
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}
