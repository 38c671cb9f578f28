/**
 * The grounding check: which claims of an email its sender's resume does not back. `checkByRules` runs the floor
 * (figures and names, floor.ts); GroundingService unites it with the model's claim list, checked in code
 * (model/check-model.ts), when a language model is configured.
 */
import { checkByRules } from './floor.js';
import type { GroundingSources, UnsupportedClaim } from './types.js';
import { distinctClaims } from './warnings.js';

export { checkByRules, readClaims } from './floor.js';
export { claimWarning, distinctClaims } from './warnings.js';
export {
  CLAIM_KINDS,
  type ClaimKind,
  type ClaimSubject,
  type GroundingSources,
  type UnsupportedClaim,
} from './types.js';

/** The claims the floor flags, each once. */
export function findUnsupportedClaims(
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): UnsupportedClaim[] {
  return distinctClaims(checkByRules(email, sources, now));
}
