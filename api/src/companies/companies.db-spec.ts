import { describe, expect, it, vi } from 'vitest';
import { FrozenClock, serviceDataSource, testConfig } from '../../test/support/service-database.js';
import type { JobsSiteClient } from '../jobs-site/jobs-site.client.js';
import { NotAJobsSiteUrlError } from '../jobs-site/jobs-site.errors.js';
import type { CompanyPage } from '../jobs-site/parsers/types.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';
import { CompanyEntity } from './company.entity.js';

const ds = await serviceDataSource();
const config = testConfig({ COMPANY_CACHE_DAYS: '30', JOBS_SITE_URL: 'https://www.linkedin.com' });
const DAY = 86_400_000;

function page(name: string): CompanyPage {
  return {
    name,
    slug: null,
    logo: null,
    tagline: `${name} builds things`,
    description: null,
    industry: 'Software',
    size: '51-200 employees',
    headquarters: 'Berlin',
    founded: '2010',
    specialties: ['PostgreSQL'],
    website: 'https://acme.example',
    linkedinUrl: null,
    organizationType: null,
    employeeCount: 120,
    readBy: {},
  };
}

/** The service over the real companies table, the site answering `pages` by slug (absent: the site's 404). */
function companiesWith(pages: Record<string, CompanyPage>) {
  const clock = new FrozenClock();
  const site = { company: vi.fn(async (slug: string) => pages[slug] ?? null) };
  const service = new CompaniesService(
    new CompaniesRepository(ds.getRepository(CompanyEntity)),
    site as unknown as JobsSiteClient,
    clock,
    config,
  );
  return { service, site, clock };
}

describe('CompaniesService on PostgreSQL', () => {
  it('reads a company page once and shares the stored row while it is fresh', async () => {
    const { service, site, clock } = companiesWith({ acme: page('Acme') });
    expect(await service.getBySlug('acme')).toMatchObject({ company: { name: 'Acme' }, fetched: true });
    clock.advance(29 * DAY);
    expect(await service.getBySlug('acme')).toMatchObject({ company: { name: 'Acme' }, fetched: false });
    // Another process (another service instance) finds the same row.
    const other = companiesWith({});
    expect(await other.service.getBySlug('acme')).toMatchObject({ company: { name: 'Acme' }, fetched: false });
    expect(site.company).toHaveBeenCalledTimes(1);
    expect(other.site.company).not.toHaveBeenCalled();
  });

  it('reads the page again once the cache has aged, and updates the one row', async () => {
    const pages = { globex: page('Globex') };
    const { service, site, clock } = companiesWith(pages);
    await service.getBySlug('globex');
    clock.advance(31 * DAY);
    pages.globex = page('Globex Corporation');
    expect(await service.getBySlug('globex')).toMatchObject({ company: { name: 'Globex Corporation' }, fetched: true });
    expect(site.company).toHaveBeenCalledTimes(2);
    expect(await ds.getRepository(CompanyEntity).countBy({ slug: 'globex' })).toBe(1);
  });

  it('remembers that the site has no such company, and lists only found ones', async () => {
    const { service, site } = companiesWith({ initech: page('Initech') });
    expect(await service.getBySlug('nobody')).toEqual({ company: null, fetched: true });
    expect(await service.getBySlug('nobody')).toEqual({ company: null, fetched: false });
    expect(site.company).toHaveBeenCalledTimes(1);
    await service.getBySlug('initech');
    expect([...(await service.storedBySlugs(['nobody', 'initech', 'unknown'])).keys()]).toEqual(['initech']);
    expect(await service.storedProfile('nobody')).toBeNull();
  });

  it("accepts only the configured site's company pages, and answers the profile with its link", async () => {
    const { service } = companiesWith({ hooli: page('Hooli') });
    await expect(service.getByUrl('https://evil.example/company/hooli')).rejects.toBeInstanceOf(NotAJobsSiteUrlError);
    expect(await service.getByUrl('https://www.linkedin.com/company/hooli/about/')).toMatchObject({
      name: 'Hooli',
      specialties: ['PostgreSQL'],
      linkedinUrl: 'https://www.linkedin.com/company/hooli',
    });
  });
});
