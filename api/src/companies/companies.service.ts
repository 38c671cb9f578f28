import { Inject, Injectable } from '@nestjs/common';
import type { CompanyProfile } from '@app/types';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsSiteClient } from '../jobs-site/jobs-site.client.js';
import { companyPath, companySlug } from '../jobs-site/search-url.js';
import { JobsSiteBlockedError, NotAJobsSiteUrlError } from '../jobs-site/jobs-site.errors.js';
import { MarkupNotUnderstood } from '../jobs-site/parsers/index.js';
import { CompaniesRepository } from './companies.repository.js';
import type { CompanyEntity } from './company.entity.js';

/** Company pages, fetched once and shared while fresh (COMPANY_CACHE_DAYS); a 404 is remembered too. */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly jobsSite: JobsSiteClient,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The company for a slug, from the cache when fresh; null when the site has no such company. */
  async getBySlug(slug: string, signal?: AbortSignal): Promise<{ company: CompanyEntity | null; fetched: boolean }> {
    const cached = await this.companies.findBySlug(slug);
    const now = this.clock.now();
    if (cached && now.getTime() - cached.fetchedAt.getTime() < this.config.search.companyCacheMs) {
      return { company: cached.found ? cached : null, fetched: false };
    }
    const page = await this.jobsSite.company(slug, signal);
    const row = cached ?? this.companies.create({ slug, specialties: [] });
    Object.assign(row, {
      fetchedAt: now,
      found: page !== null,
      name: page?.name ?? cached?.name ?? slug,
      logo: page?.logo ?? null,
      tagline: page?.tagline ?? null,
      description: page?.description ?? null,
      industry: page?.industry ?? null,
      size: page?.size ?? null,
      headquarters: page?.headquarters ?? null,
      founded: page?.founded ?? null,
      specialties: page?.specialties ?? [],
      website: page?.website ?? null,
      organizationType: page?.organizationType ?? null,
      employeeCount: page?.employeeCount ?? null,
    });
    const saved = await this.companies.upsertBySlug(row);
    return { company: saved.found ? saved : null, fetched: true };
  }

  /**
   * The company's website, for enrichment's mail domains (its COMPANY_WEBSITES, wired in app.module.ts): null when it
   * has none or its page cannot be read, which costs that company's contacts, not the search; `fetched`: its page
   * was read from the site just now.
   */
  async websiteOf(slug: string, signal: AbortSignal): Promise<{ website: string | null; fetched: boolean }> {
    try {
      const { company, fetched } = await this.getBySlug(slug, signal);
      return { website: company?.website ?? null, fetched };
    } catch (err) {
      const unreadable = err instanceof JobsSiteBlockedError || err instanceof MarkupNotUnderstood;
      if (unreadable) return { website: null, fetched: false };
      throw err;
    }
  }

  /** `POST /api/scrape-company`: only company pages of the configured site are accepted. */
  async getByUrl(companyLinkedinUrl: string): Promise<CompanyProfile | null> {
    const slug = companySlug(companyLinkedinUrl, this.config.jobsSite.baseUrl);
    if (!slug) throw new NotAJobsSiteUrlError('companyLinkedinUrl');
    const { company } = await this.getBySlug(slug);
    return company ? this.toProfile(company) : null;
  }

  /** The stored company rows found for these slugs (any age), by slug; nothing is fetched. */
  async storedBySlugs(slugs: readonly string[]): Promise<Map<string, CompanyEntity>> {
    if (!slugs.length) return new Map();
    const rows = await this.companies.findFoundBySlugs(slugs);
    return new Map(rows.map((c) => [c.slug, c]));
  }

  /** The profile stored for a company (any age: an older profile still tells what the company does), or null. */
  async storedProfile(slug: string): Promise<CompanyProfile | null> {
    const row = await this.companies.findBySlug(slug);
    return row?.found ? this.toProfile(row) : null;
  }

  toProfile(c: CompanyEntity): CompanyProfile {
    return {
      name: c.name,
      logo: c.logo,
      tagline: c.tagline,
      description: c.description,
      industry: c.industry,
      size: c.size,
      headquarters: c.headquarters,
      founded: c.founded,
      specialties: c.specialties,
      website: c.website,
      linkedinUrl: new URL(companyPath(c.slug), this.config.jobsSite.baseUrl).href,
    };
  }
}
