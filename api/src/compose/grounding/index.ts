/**
 * The grounding check: which claims of an email its sender's resume does not back. `checkByRules` runs the
 * deterministic detectors (one per kind of claim, in detectors/, with their words per language in words/);
 * GroundingService unites them with the model's claim list when a language model is configured.
 */
import { checkByRules } from './check-rules.js';
import type { GroundingSources, UnsupportedClaim } from './types.js';
import { distinctClaims } from './warnings.js';

export { checkByRules } from './check-rules.js';
export { claimWarning, distinctClaims } from './warnings.js';
export {
  CLAIM_KINDS,
  type ClaimKind,
  type ClaimSubject,
  type GroundingSources,
  type UnsupportedClaim,
} from './types.js';

/** The claims the detectors flag, each once. */
export function findUnsupportedClaims(
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): UnsupportedClaim[] {
  return distinctClaims(checkByRules(email, sources, now));
}
