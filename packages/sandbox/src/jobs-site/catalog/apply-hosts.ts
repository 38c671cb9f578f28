import type { Company } from './companies.js';
import { Rng } from '../prng.js';
import { slugify } from '../text.js';

/** Where a company takes applications off the site: its own careers pages, or an applicant-tracking system. */
export type ApplyHost = 'own' | 'greenhouse' | 'lever' | 'workday' | 'smartrecruiters' | 'icims' | 'ashby';

const HOSTS: ReadonlyArray<readonly [ApplyHost, number]> = [
  ['own', 55],
  ['greenhouse', 12],
  ['workday', 10],
  ['lever', 8],
  ['smartrecruiters', 6],
  ['icims', 5],
  ['ashby', 4],
];

/**
 * A company's applicant-tracking choice, seeded by its slug. Only a company with a website of its own can take
 * applications on it; the others all use an applicant-tracking system.
 */
export function applyHostOf(company: Company): ApplyHost {
  const rng = Rng.of('apply-host', company.slug);
  const host = rng.weighted(HOSTS);
  return host === 'own' && company.website?.kind !== 'site' ? rng.weighted(HOSTS.slice(1)) : host;
}

/** The off-site apply address of a posting, as the company's host writes it. */
export function applyUrlOf(company: Company, jobId: string, title: string, rng: Rng): string {
  const compact = company.slug.replace(/-/g, '');
  const id = jobId.slice(-7);
  const uuid = `${rng.token(8, '0123456789abcdef')}-${rng.token(4, '0123456789abcdef')}-4${rng.token(3, '0123456789abcdef')}-a${rng.token(3, '0123456789abcdef')}-${rng.token(12, '0123456789abcdef')}`;
  switch (applyHostOf(company)) {
    case 'own': {
      const page = rng.pick([
        `https://careers.${company.domain}/apply/${jobId}`,
        `https://www.${company.domain}/careers/${slugify(title)}-${id}`,
        `https://jobs.${company.domain}/openings/${id}`,
      ]);
      return rng.chance(0.3) ? `${page}?source=linkedin` : page;
    }
    case 'greenhouse':
      return `https://boards.greenhouse.io/${compact}/jobs/${jobId}?gh_src=linkedin`;
    case 'lever':
      return `https://jobs.lever.co/${company.slug}/${uuid}/apply?lever-source=LinkedIn`;
    case 'workday':
      return `https://${compact}.wd5.myworkdayjobs.com/en-US/External/job/${slugify(title)}_R${id}`;
    case 'smartrecruiters':
      return `https://jobs.smartrecruiters.com/${company.name.replace(/[^A-Za-z0-9]/g, '')}/${jobId}`;
    case 'icims':
      return `https://careers-${compact}.icims.com/jobs/${id}/job?mode=apply`;
    case 'ashby':
      return `https://jobs.ashbyhq.com/${company.slug}/${uuid}`;
  }
}
