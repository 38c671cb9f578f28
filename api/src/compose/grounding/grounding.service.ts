import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { MetricsService } from '../../metrics/metrics.service.js';
import { backedClaims, type BackedClaim } from './evidence.js';
import { readClaims } from './floor.js';
import type { ListedClaim } from './model/claim-list.js';
import { readModelClaims } from './model/check-model.js';
import { LlmClaimLister } from './model/llm-claim-lister.js';
import type { GroundingSources, UnsupportedClaim } from './types.js';
import { unite } from './union.js';

/** The check of one email: the claims it could not back, those the resume backs (with the line), the model's list. */
export interface GroundingResult {
  unbacked: UnsupportedClaim[];
  backed: BackedClaim[];
  /** The model's claim list, which a re-check of the edited email verifies again; null when no model answered. */
  listed: ListedClaim[] | null;
}

/**
 * The grounding check of one email. The floor (figures and names, floor.ts) always runs: without a language model it
 * is the whole check. With a model, a second call lists the email's claims with the resume words behind each; a
 * claim whose quote the resume does not really hold is flagged, and one whose quote it holds outweighs the floor on
 * names (never on figures).
 */
@Injectable()
export class GroundingService {
  private readonly flagged: Counter<'kind' | 'source'>;

  constructor(
    private readonly lister: LlmClaimLister,
    metrics: MetricsService,
  ) {
    this.flagged = metrics.counter({
      name: 'grounding_claims_flagged_total',
      help: 'Claims of drafted emails that the resume does not back, by kind and by the check that found them',
      labelNames: ['kind', 'source'],
    });
  }

  async check(
    email: { subject: string; body: string },
    sources: GroundingSources,
    now = new Date(),
  ): Promise<GroundingResult> {
    const listed = this.lister.enabled ? await this.lister.list(email, sources) : null;
    const result = this.verify(email, sources, listed, now);
    for (const c of result.unbacked) this.flagged.inc({ kind: c.kind, source: c.source });
    return result;
  }

  /**
   * The check of an email the user edited, without a model call: the floor, and the claim list the model gave
   * for the draft, verified again in code against the edited words (a claim the user deleted is no longer found).
   * Not counted in the metric: it counts drafts, not keystrokes.
   */
  recheck(
    email: { subject: string; body: string },
    sources: GroundingSources,
    listed: readonly ListedClaim[] | null,
    now = new Date(),
  ): GroundingResult {
    return this.verify(email, sources, listed, now);
  }

  private verify(
    email: { subject: string; body: string },
    sources: GroundingSources,
    listed: readonly ListedClaim[] | null,
    now: Date,
  ): GroundingResult {
    const floor = readClaims(email, sources, now);
    const model = listed ? readModelClaims(listed, email, sources, now) : { flagged: [], backed: [] };
    const unbacked = unite(floor.flagged, model.flagged, model.backed);
    return {
      unbacked,
      backed: backedClaims(sources.resume, model.backed, floor.backed, unbacked),
      listed: listed ? [...listed] : null,
    };
  }
}
