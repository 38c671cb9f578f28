import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PUBLIC_CONTACT_SOURCES, type Job, type MatchScore, type SearchJobsPage } from '@app/types';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { CompaniesService } from '../companies/companies.service.js';
import { JobContactsService } from '../enrichment/job-contacts.service.js';
import { JobEntity } from '../jobs/job.entity.js';
import type { SearchJobsQueryDto } from './dto/search-jobs-query.dto.js';
import type { SearchRequestEntity } from './entities/search-request.entity.js';
import { SearchResultEntity } from './entities/search-result.entity.js';
import { toJob } from './search-mapper.js';

/** Applications that count as "already applied" (sent, being sent, or possibly sent). */
const APPLIED = `EXISTS (SELECT 1 FROM email_applications a
   WHERE a.user_id = :userId AND a.job_url = j.link AND a.status IN ('sending', 'sent', 'unknown', 'bounced'))`;

/**
 * Fewest applicants first: "Be among the first 25" means fewer than 25 so far (just before an exact 25), "Over
 * 200" more than 200 (just after it); a page that gave no count sorts last.
 */
const APPLICANTS_RANK = `CASE j.applicants_qualifier WHEN 'among-first' THEN j.applicants_count - 0.5
   WHEN 'over' THEN j.applicants_count + 0.5 ELSE j.applicants_count END`;

/** What a search delivered, as the API answers it: every job of a finished search, or a filtered page at any time. */
@Injectable()
export class SearchResultsService {
  constructor(
    @InjectRepository(SearchResultEntity) private readonly results: Repository<SearchResultEntity>,
    @InjectRepository(JobEntity) private readonly jobRows: Repository<JobEntity>,
    private readonly companies: CompaniesService,
    private readonly contacts: JobContactsService,
  ) {}

  /** Every job of the search, best match first (listing order breaks ties). */
  async all(search: SearchRequestEntity, seesPro: boolean): Promise<Job[]> {
    const rows = await this.ordered(this.results.createQueryBuilder('r').innerJoinAndSelect('r.job', 'j'), 'match')
      .where('r.search_id = :id', { id: search.id })
      .getMany();
    return this.toJobs(rows.map(withMatch), search.workType, seesPro);
  }

  /**
   * One page of the jobs delivered so far (a running search adds jobs as they are ready), filtered by contact, fit
   * and the user's own applications, in the order asked; `total` counts every job that matches the filters.
   */
  async page(
    search: SearchRequestEntity,
    userId: string,
    seesPro: boolean,
    query: SearchJobsQueryDto,
  ): Promise<SearchJobsPage> {
    const filtered = this.contacts.filterByContact(
      this.results
        .createQueryBuilder('r')
        .innerJoinAndSelect('r.job', 'j')
        .where('r.search_id = :id', { id: search.id })
        .setParameters({ seesPro, publicSources: PUBLIC_CONTACT_SOURCES, userId }),
      'r.job_id',
      query.contact,
    );
    if (query.minMatch !== undefined) filtered.andWhere('r.match_score >= :minMatch', { minMatch: query.minMatch });
    if (query.hideApplied) filtered.andWhere(`NOT ${APPLIED}`);
    if (query.sponsorship) filtered.andWhere(`j.visa_sponsorship = 'offered'`);

    const total = await filtered.getCount();
    const rows = await this.ordered(filtered, query.sort)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getMany();
    const items = await this.toJobs(rows.map(withMatch), search.workType, seesPro);
    return { items, total, page: query.page, pageSize: query.pageSize };
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
    const results = withSearch.length
      ? await this.results.find({
          where: withSearch.map((i) => ({ searchId: i.searchId, jobId: i.jobId })),
          relations: { job: true },
        })
      : [];
    const byJob = new Map(results.map((r) => [r.jobId, withMatch(r)]));
    const missing = items.filter((i) => !byJob.has(i.jobId)).map((i) => i.jobId);
    if (missing.length) {
      for (const job of await this.jobRows.findBy({ id: In(missing) })) byJob.set(job.id, { job, match: null });
    }
    return this.toJobs(
      items.flatMap((i) => byJob.get(i.jobId) ?? []),
      workType,
      seesPro,
    );
  }

  private ordered(qb: SelectQueryBuilder<SearchResultEntity>, sort: SearchJobsQueryDto['sort']) {
    if (sort === 'applicants') {
      return qb
        .addSelect(APPLICANTS_RANK, 'applicants_rank')
        .orderBy('applicants_rank', 'ASC', 'NULLS LAST')
        .addOrderBy('r.rank', 'ASC');
    }
    return sort === 'date'
      ? qb.orderBy('j.postedDate', 'DESC', 'NULLS LAST').addOrderBy('r.rank', 'ASC')
      : qb.orderBy('r.matchScore', 'DESC', 'NULLS LAST').addOrderBy('r.rank', 'ASC');
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
