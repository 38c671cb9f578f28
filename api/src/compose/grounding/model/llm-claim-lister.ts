import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { describeProviderError } from '../../llm-email-writer.js';
import { openAiConnection, type LlmConnection } from '../../openai-client.js';
import type { GroundingSources } from '../types.js';
import { claimListRequest, parseClaimList, type ListedClaim } from './claim-list.js';

/**
 * Asks the language model, in a call of its own, to list an email's claims with the resume words backing each
 * (structured output). Its quotes prove nothing until checked in code (quoted-spans.ts). Any failure answers null:
 * the floor still stands, and the email is not held up.
 */
@Injectable()
export class LlmClaimLister {
  private readonly logger = new Logger(LlmClaimLister.name);
  private readonly llm: LlmConnection | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.llm = openAiConnection(config);
  }

  get enabled(): boolean {
    return this.llm !== null;
  }

  async list(email: { subject: string; body: string }, sources: GroundingSources): Promise<ListedClaim[] | null> {
    if (!this.llm) return null;
    try {
      const completion = await this.llm.client.chat.completions.create({
        model: this.llm.model,
        ...claimListRequest(email, sources),
      });
      const content = completion.choices[0]?.message?.content;
      const claims = parseClaimList(content);
      if (!claims)
        this.logger.warn({ contentLength: content?.length ?? 0 }, 'The claim list was not the JSON asked for');
      return claims;
    } catch (err) {
      const described = describeProviderError(err);
      if (!described) throw err;
      this.logger.warn({ code: described.code }, 'Listing the claims of an email failed; the floor stands alone');
      return null;
    }
  }
}
