import { Injectable, Logger } from '@nestjs/common';
import type { EmailApplicationEntity } from '../applications/email-application.entity.js';

type Listener = (row: EmailApplicationEntity) => Promise<void>;

/**
 * Tells who listens that a first email (not a follow-up) was sent, whichever path sent it (`POST /api/send-email` or
 * the outbox): the outreach module plans its follow-ups. A listener's failure is logged, never the sender's problem.
 */
@Injectable()
export class SentEmailEvents {
  private readonly logger = new Logger(SentEmailEvents.name);
  private readonly listeners: Listener[] = [];

  onFirstEmailSent(listener: Listener): void {
    this.listeners.push(listener);
  }

  firstEmailSent(row: EmailApplicationEntity): void {
    for (const listener of this.listeners) {
      listener(row).catch((err: unknown) =>
        this.logger.warn({ err, applicationId: row.id }, 'A listener of sent emails failed'),
      );
    }
  }
}
