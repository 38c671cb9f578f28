import type { LanguageCode } from '../../language.js';
import type { SubjectReader } from '../about.js';
import type { Source } from '../source.js';
import type { Found, GroundingSources } from '../types.js';

/** One sentence of the email, as the detectors see it. */
export interface Sentence {
  /** The ad's names (company, job title, recipient), the sender's name and contact details masked. */
  text: string;
  /** The sentence as written; same length, so offsets agree. */
  raw: string;
  /** It is the subject line, which names the job applied for more often than it claims anything. */
  subjectLine: boolean;
}

export interface DetectorContext {
  lang: LanguageCode;
  sources: GroundingSources;
  subjects: SubjectReader;
  resume: Source;
  ad: Source;
  /** Spans earlier detectors already claimed in this sentence. */
  taken: readonly Found[];
}

/** Finds one kind of claim in a sentence and says whether a source backs it. */
export interface Detector {
  find(sentence: Sentence, ctx: DetectorContext): Found[];
  backs(claim: Found, source: Source): boolean;
}

/** Whether a span overlaps one already claimed. */
export const overlapsTaken = (taken: readonly Found[], index: number, end: number) =>
  taken.some((t) => index < t.end && end > t.index);
