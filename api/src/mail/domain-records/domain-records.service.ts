import { Inject, Injectable } from '@nestjs/common';
import type { DomainRecordsCheck } from '@app/types';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isFreeMailDomain } from '../../enrichment/mail-domain.js';
import { MxResolver } from '../../enrichment/verification/mx.js';
import { MailAccountsRepository } from '../mail-accounts.repository.js';
import { MailAccountNotFoundError } from '../mail.errors.js';
import { checkDomainRecords } from './domain-records.js';

const DNS_TIMEOUT_MS = 3000;

/**
 * An SMTP mailbox's domain records as Gmail and Yahoo judge them (Settings → Mail accounts). Answers are kept
 * DOMAIN_RECORDS_CACHE_MINUTES per domain and SMTP host, so opening Settings does not ask DNS each time; "Check
 * again" asks afresh. A check that got no answer is not kept: the next look asks again.
 */
@Injectable()
export class DomainRecordsService {
  private readonly dns: MxResolver;
  private readonly cache = new Map<string, { check: DomainRecordsCheck; expiresAt: number }>();

  constructor(
    private readonly accounts: MailAccountsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.dns = new MxResolver({ dnsServers: config.verification.dnsServers, timeoutMs: DNS_TIMEOUT_MS, tries: 1 });
  }

  async check(userId: string, accountId: string, options: { fresh: boolean }): Promise<DomainRecordsCheck> {
    const account = await this.accounts.findOwned(accountId, userId);
    if (!account) throw new MailAccountNotFoundError();
    const domain = account.emailAddress.split('@').pop()!.toLowerCase();
    const now = this.clock.now();
    if (account.provider !== 'smtp' || isFreeMailDomain(domain)) {
      return {
        domain,
        verdict: 'provider-domain',
        spf: 'not-checked',
        dkim: 'not-checked',
        dmarc: 'not-checked',
        provider: null,
        advice: [],
        checkedAt: now.toISOString(),
      };
    }
    const smtpHost = account.smtpHost ?? '';
    const key = `${domain} ${smtpHost} ${account.emailAddress.toLowerCase()}`;
    const cached = this.cache.get(key);
    if (!options.fresh && cached && cached.expiresAt > now.getTime()) return cached.check;
    const result = await checkDomainRecords({
      domain,
      mailbox: account.emailAddress,
      smtpHost,
      txt: (name) => this.dns.txt(name),
    });
    const check: DomainRecordsCheck = { ...result, checkedAt: now.toISOString() };
    if (check.verdict === 'could-not-check') this.cache.delete(key);
    else this.cache.set(key, { check, expiresAt: now.getTime() + this.config.domainRecordsCacheMs });
    return check;
  }
}
