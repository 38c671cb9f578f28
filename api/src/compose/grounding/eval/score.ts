import { CLAIM_KINDS, type ClaimKind } from '../types.js';
import type { EvalCase, LabelledClaim } from './cases.js';

/** A flag raised on an email: its words and where they start in `${subject}\n${body}`. */
export interface Flag {
  text: string;
  at: number;
}

export interface CaseResult {
  id: string;
  missed: LabelledClaim[];
  caught: LabelledClaim[];
  falseAlarms: LabelledClaim[];
  /** Flags on words that are no listed claim. */
  unlisted: Flag[];
}

export interface KindRow {
  kind: ClaimKind | 'all';
  invented: number;
  caught: number;
  /** Caught of invented, 0..1; null when the kind has none. */
  recall: number | null;
  grounded: number;
  falseAlarms: number;
}

const overlaps = (f: Flag, c: LabelledClaim) => f.at < c.end && f.at + f.text.length > c.start;

/** Which invented claims a set of flags caught, and which grounded claims it flagged. */
export function scoreCase(c: EvalCase, flags: Flag[]): CaseResult {
  const caught = c.invented.filter((claim) => flags.some((f) => overlaps(f, claim)));
  return {
    id: c.id,
    caught,
    missed: c.invented.filter((claim) => !caught.includes(claim)),
    falseAlarms: c.grounded.filter((claim) => flags.some((f) => overlaps(f, claim))),
    unlisted: flags.filter((f) => ![...c.invented, ...c.grounded].some((claim) => overlaps(f, claim))),
  };
}

/** Recall and false alarms per kind, then overall. */
export function summarise(cases: EvalCase[], results: CaseResult[]): KindRow[] {
  const row = (kind: ClaimKind | 'all', keep: (c: LabelledClaim) => boolean): KindRow => {
    const invented = cases.flatMap((c) => c.invented).filter(keep).length;
    const caught = results.flatMap((r) => r.caught).filter(keep).length;
    return {
      kind,
      invented,
      caught,
      recall: invented ? caught / invented : null,
      grounded: cases.flatMap((c) => c.grounded).filter(keep).length,
      falseAlarms: results.flatMap((r) => r.falseAlarms).filter(keep).length,
    };
  };
  return [...CLAIM_KINDS.map((kind) => row(kind, (c) => c.kind === kind)), row('all', () => true)];
}
