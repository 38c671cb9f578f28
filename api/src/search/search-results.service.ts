import { Injectable } from '@nestjs/common';
import type { Job, MatchScore, SearchJobsPage } from '@app/types';
import { ApplicationsService } from '../applications/applications.service.js';
import { CompaniesService } from '../companies/companies.service.js';
import { JobContactsService } from '../enrichment/job-contacts.service.js';
import type { JobEntity } from '../jobs/job.entity.js';
import type { SearchJobsQueryDto } from './dto/search-jobs-query.dto.js';
import type { SearchRequestEntity } from './entities/search-request.entity.js';
import type { SearchResultEntity } from './entities/search-result.entity.js';
import { SearchJobsRepository } from './search-jobs.repository.js';
import { SearchResultsRepository } from './search-results.repository.js';
import { toJob } from './search-mapper.js';

/** What a search delivered, as the API answers it: every job of a finished search, or a filtered page at any time. */
@Injectable()
export class SearchResultsService {
  constructor(
    private readonly results: SearchResultsRepository,
    private readonly jobRows: SearchJobsRepository,
    private readonly companies: CompaniesService,
    private readonly contacts: JobContactsService,
    private readonly applications: ApplicationsService,
  ) {}

  /** Every job of the search, best match first (listing order breaks ties). */
  async all(search: SearchRequestEntity, seesPro: boolean): Promise<Job[]> {
    const rows = await this.results.allOf(search.id);
    return this.toJobs(rows.map(withMatch), search.workType, seesPro);
  }

  /**
   * One page of the jobs delivered so far (a running search adds jobs as they are ready), filtered by contact, fit
   * and the user's own applications, in the order asked; `total` counts every job that matches the filters, and
   * `contacted` says which of the page's jobs the user already reached (as Apply to All reads it).
   */
  async page(
    search: SearchRequestEntity,
    userId: string,
    seesPro: boolean,
    query: SearchJobsQueryDto,
  ): Promise<SearchJobsPage> {
    const { rows, total } = await this.results.page(
      search.id,
      {
        userId,
        seesPro,
        minMatch: query.minMatch,
        hideApplied: query.hideApplied,
        sponsorship: query.sponsorship,
        sort: query.sort,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      },
      {
        join: (qb) => this.contacts.filterByContact(qb, 'r.job_id', query.contact),
        shownEmail: this.contacts.shownEmail,
      },
    );
    const items = await this.toJobs(rows.map(withMatch), search.workType, seesPro);
    const contacted = Object.fromEntries(await this.applications.contactedJobs(userId, items));
    return { items, contacted, total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Jobs by id (a saved search's new jobs), each with its fit from the search it came from (`searchId`, when that
   * search still exists), in the order given.
   */
  async jobsFor(
    items: readonly { jobId: string; searchId: string | null }[],
    workType: SearchRequestEntity['workType'],
    seesPro: boolean,
  ): Promise<Job[]> {
    if (!items.length) return [];
    const withSearch = items.filter((i): i is { jobId: string; searchId: string } => i.searchId !== null);
    const results = withSearch.length ? await this.results.withJobs(withSearch) : [];
    const byJob = new Map(results.map((r) => [r.jobId, withMatch(r)]));
    const missing = items.filter((i) => !byJob.has(i.jobId)).map((i) => i.jobId);
    if (missing.length) {
      for (const job of await this.jobRows.byIds(missing)) byJob.set(job.id, { job, match: null });
    }
    return this.toJobs(
      items.flatMap((i) => byJob.get(i.jobId) ?? []),
      workType,
      seesPro,
    );
  }

  private async toJobs(
    rows: readonly JobWithMatch[],
    workType: SearchRequestEntity['workType'],
    seesPro: boolean,
  ): Promise<Job[]> {
    if (!rows.length) return [];
    const slugs = [...new Set(rows.map((r) => r.job.companySlug).filter((s): s is string => !!s))];
    const bySlug = await this.companies.storedBySlugs(slugs);
    const byJob = await this.contacts.contactsOf(rows.map((r) => r.job.id));
    return rows.map((r) =>
      toJob(
        {
          job: r.job,
          company: r.job.companySlug ? bySlug.get(r.job.companySlug) : undefined,
          contact: byJob.get(r.job.id),
          match: r.match,
        },
        (c) => this.companies.toProfile(c),
        workType,
        seesPro,
      ),
    );
  }
}

interface JobWithMatch {
  job: JobEntity;
  match: MatchScore | null;
}

/** A search's result row as a job with the fit it scored in that search. */
const withMatch = (r: SearchResultEntity): JobWithMatch => ({
  job: r.job,
  match:
    r.matchScore === null
      ? null
      : {
          score: r.matchScore,
          matchedSkills: r.matchedSkills,
          missingSkills: r.missingSkills,
          reasons: r.matchReasons,
        },
});
