import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { MetricsService } from '../../metrics/metrics.service.js';
import { readClaims } from './check-rules.js';
import { checkByModel } from './model/check-model.js';
import { LlmClaimLister } from './model/llm-claim-lister.js';
import type { GroundingSources, UnsupportedClaim } from './types.js';
import { unite } from './union.js';

/**
 * The grounding check of one email. The detectors always run: without a language model they are the whole check,
 * and with one they are its floor. With a model, a second call lists the email's claims with the resume words behind
 * each; a claim whose quote the resume does not really hold is flagged as well.
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
    const rules = readClaims(email, sources, now);
    const listed = this.lister.enabled ? await this.lister.list(email, sources) : null;
    const claims = unite(rules.flagged, listed ? checkByModel(listed, email, sources, now) : [], rules.backed);
    for (const c of claims) this.flagged.inc({ kind: c.kind, source: c.source });
    return claims;
  }
}
