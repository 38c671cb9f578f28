import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { DomainRecordsCheck, MailAccount } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import { UuidParam } from '../common/http/uuid-param.js';
import type { UserEntity } from '../users/user.entity.js';
import { DomainRecordsService } from './domain-records/domain-records.service.js';
import { SmtpAccountDto } from './dto/smtp-account.dto.js';
import { MailAccountsService } from './mail-accounts.service.js';
import { SenderPausesService } from './sender-pauses.service.js';
import { MailAccountNotFoundError } from './mail.errors.js';
import { RateLimited } from '../rate-limits/rate-limited.decorator.js';

/** An id that is not a UUID names no account of the user's: the same 404 as someone else's. */
const accountId = () => UuidParam('id', () => new MailAccountNotFoundError());

/** The user's mailboxes for sending (Settings → Mail accounts). */
@Controller('mail')
@UseGuards(SignedInGuard)
export class MailAccountsController {
  constructor(
    private readonly accounts: MailAccountsService,
    private readonly domainRecords: DomainRecordsService,
    private readonly pauses: SenderPausesService,
  ) {}

  @Get('accounts')
  @ExtensionTokenAllowed()
  list(@CurrentUser() user: UserEntity): Promise<MailAccount[]> {
    return this.accounts.list(user.id);
  }

  /** Connects and logs in to check the server before storing; 422 with the reason otherwise. */
  @Post('smtp')
  @RateLimited('smtpCheck')
  addSmtp(@CurrentUser() user: UserEntity, @Body() body: SmtpAccountDto): Promise<MailAccount> {
    return this.accounts.addSmtp(user, body);
  }

  /** Whether Gmail and Yahoo will take mail from an SMTP mailbox's own domain (its SPF, DKIM, DMARC), briefly cached. */
  @Get('accounts/:id/domain-records')
  domainRecordsOf(@CurrentUser() user: UserEntity, @accountId() id: string): Promise<DomainRecordsCheck> {
    return this.domainRecords.check(user.id, id, { fresh: false });
  }

  /** "Check again": asks DNS now, past the cache. */
  @Post('accounts/:id/domain-records/check')
  @HttpCode(200)
  checkDomainRecords(@CurrentUser() user: UserEntity, @accountId() id: string): Promise<DomainRecordsCheck> {
    return this.domainRecords.check(user.id, id, { fresh: true });
  }

  @Delete('accounts/:id')
  @HttpCode(200)
  async remove(@CurrentUser() user: UserEntity, @accountId() id: string): Promise<{ success: true }> {
    await this.accounts.remove(user.id, id);
    return { success: true };
  }

  /** Sending from the account's address starts again after a pause (every account of the address); 404 if not theirs. */
  @Post('accounts/:id/resume')
  @HttpCode(200)
  resume(@CurrentUser() user: UserEntity, @accountId() id: string): Promise<MailAccount> {
    return this.pauses.resume(user.id, id);
  }

  @Post('accounts/:id/default')
  @HttpCode(200)
  makeDefault(@CurrentUser() user: UserEntity, @accountId() id: string): Promise<MailAccount> {
    return this.accounts.makeDefault(user.id, id);
  }
}
