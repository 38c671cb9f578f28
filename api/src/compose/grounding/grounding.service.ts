import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { MetricsService } from '../../metrics/metrics.service.js';
import { readClaims } from './floor.js';
import { readModelClaims } from './model/check-model.js';
import { LlmClaimLister } from './model/llm-claim-lister.js';
import type { GroundingSources, UnsupportedClaim } from './types.js';
import { unite } from './union.js';

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
  ): Promise<UnsupportedClaim[]> {
    const floor = readClaims(email, sources, now);
    const listed = this.lister.enabled ? await this.lister.list(email, sources) : null;
    const model = listed ? readModelClaims(listed, email, sources, now) : { flagged: [], backed: [] };
    const claims = unite(floor.flagged, model.flagged, model.backed);
    for (const c of claims) this.flagged.inc({ kind: c.kind, source: c.source });
    return claims;
  }
}
