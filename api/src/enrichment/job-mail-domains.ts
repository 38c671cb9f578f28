import type { Logger } from 'pino';
import type { JobEntity } from '../jobs/job.entity.js';
import { companyDomainFromApplyUrl, domainResemblesCompany, mailDomainOf } from './mail-domain.js';
import { publishedAddressesOf } from './published-address.js';
import { followShortLink, isShortenerHost, type ShortLinkOptions } from './short-links.js';

/** Where a job's mail domain can be read: its own posting, and its company's website (ContactRun puts them in order). */
export class JobMailDomains {
  constructor(
    private readonly jobsSiteBaseUrl: string,
    private readonly shortLinks: ShortLinkOptions,
    private readonly logger: Logger,
  ) {}

  /**
   * The company's mail domain as a job's own page gives it, before any company page is read: the off-site apply
   * link's domain when it is the employer's own (not an applicant-tracking host), else the domain of an address the
   * posting publishes when it looks like the company's (not a mailbox provider's, not a recruiting agency's).
   */
  fromPosting(job: JobEntity): string | null {
    const fromApply = companyDomainFromApplyUrl(job.applyUrl, job.companyName, this.jobsSiteBaseUrl);
    if (fromApply) return fromApply;
    const published = this.publishedBy(job);
    return published && domainResemblesCompany(published, job.companyName) ? published : null;
  }

  /** The domain of the first address the posting publishes, whoever's it is. */
  publishedBy(job: JobEntity): string | null {
    return publishedAddressesOf(job.description)[0]?.split('@')[1] ?? null;
  }

  /**
   * The mail domain of a company website; a website on a link shortener (bit.ly, lnkd.in, …) is followed to where it
   * leads first, and gives no domain when it leads nowhere (a loop, too many hops, a private address, no answer).
   */
  async ofWebsite(website: string | null): Promise<string | null> {
    if (!website || !isShortenerHost(hostOf(website))) return mailDomainOf(website, this.jobsSiteBaseUrl);
    const outcome = await followShortLink(website, this.shortLinks);
    if (outcome.kind === 'destination') return mailDomainOf(outcome.url, this.jobsSiteBaseUrl);
    this.logger.info({ website, outcome: outcome.kind, reason: outcome.reason }, 'short link gives no mail domain');
    return null;
  }
}

function hostOf(website: string): string {
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname;
  } catch {
    return '';
  }
}
