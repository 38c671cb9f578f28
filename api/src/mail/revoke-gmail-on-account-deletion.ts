import { Injectable } from '@nestjs/common';
import { type AccountDeletionStep, RunsBeforeAccountDeletion } from '../account/account-deletion-step.js';
import { MailAccountsService } from './mail-accounts.service.js';

/** Before an account goes, the Gmail grant is revoked at Google (SMTP passwords go with the row). */
@Injectable()
@RunsBeforeAccountDeletion()
export class RevokeGmailOnAccountDeletion implements AccountDeletionStep {
  readonly description = 'revoke the Gmail access you gave us';

  constructor(private readonly accounts: MailAccountsService) {}

  beforeDelete(userId: string): Promise<void> {
    return this.accounts.unlinkGmail(userId);
  }
}
