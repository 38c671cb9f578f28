import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PUBLIC_CONTACT_SOURCES } from '@app/types';
import { DataSource, In, Repository, type SelectQueryBuilder } from 'typeorm';
import type { SearchJobsQueryDto } from './dto/search-jobs-query.dto.js';
import { SearchRequestEntity } from './entities/search-request.entity.js';
import { SearchResultEntity } from './entities/search-result.entity.js';

/**
 * Jobs the user already reached, as their cards say it (ApplicationsService.contactedJobs): an email of theirs, not
 * cancelled or failed (so queued ones too), for the job's page or to the address its card shows them (`shownEmail`,
 * enrichment's SQL for the joined contact).
 */
const applied = (shownEmail: string) => `EXISTS (SELECT 1 FROM email_applications a
   WHERE a.user_id = :userId AND a.status NOT IN ('cancelled', 'failed')
     AND (a.job_url = j.link OR lower(a.company_email) = lower(${shownEmail})))`;

/**
 * Fewest applicants first: "Be among the first 25" means fewer than 25 so far (just before an exact 25), "Over
 * 200" more than 200 (just after it); a page that gave no count sorts last.
 */
const APPLICANTS_RANK = `CASE j.applicants_qualifier WHEN 'among-first' THEN j.applicants_count - 0.5
   WHEN 'over' THEN j.applicants_count + 0.5 ELSE j.applicants_count END`;

/**
 * Enrichment's part of a page, handed in: `join` joins each row's contact as `c` and keeps those passing the contact
 * filter; `shownEmail` is SQL for the address of `c` the viewer is shown.
 */
export interface ByContact {
  join: (qb: SelectQueryBuilder<SearchResultEntity>) => SelectQueryBuilder<SearchResultEntity>;
  shownEmail: string;
}

/** A page's filters and window, as SearchResultsService reads them from the query. */
export interface ResultsPageQuery {
  userId: string;
  seesPro: boolean;
  minMatch: number | undefined;
  hideApplied: boolean;
  sponsorship: boolean;
  sort: SearchJobsQueryDto['sort'];
  offset: number;
  limit: number;
}

/**
 * The search_results rows (with their jobs) as the API reads them: a search's jobs in order, a filtered page, the
 * rows of given searches, and a run's result as it is kept.
 */
@Injectable()
export class SearchResultsRepository {
  constructor(
    @InjectRepository(SearchResultEntity) private readonly results: Repository<SearchResultEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Every result of the search with its job, best match first (listing order breaks ties). */
  allOf(searchId: string): Promise<SearchResultEntity[]> {
    return this.ordered(this.results.createQueryBuilder('r').innerJoinAndSelect('r.job', 'j'), 'match')
      .where('r.search_id = :id', { id: searchId })
      .getMany();
  }

  /** One page of the search's results with their jobs, and how many match the filters in all. */
  async page(
    searchId: string,
    q: ResultsPageQuery,
    byContact: ByContact,
  ): Promise<{ rows: SearchResultEntity[]; total: number }> {
    const filtered = byContact.join(
      this.results
        .createQueryBuilder('r')
        .innerJoinAndSelect('r.job', 'j')
        .where('r.search_id = :id', { id: searchId })
        .setParameters({ seesPro: q.seesPro, publicSources: PUBLIC_CONTACT_SOURCES, userId: q.userId }),
    );
    if (q.minMatch !== undefined) filtered.andWhere('r.match_score >= :minMatch', { minMatch: q.minMatch });
    if (q.hideApplied) filtered.andWhere(`NOT ${applied(byContact.shownEmail)}`);
    if (q.sponsorship) filtered.andWhere(`j.visa_sponsorship = 'offered'`);

    const total = await filtered.getCount();
    const rows = await this.ordered(filtered, q.sort).offset(q.offset).limit(q.limit).getMany();
    return { rows, total };
  }

  /** The results (with their jobs) of these (search, job) pairs that exist. */
  withJobs(pairs: readonly { searchId: string; jobId: string }[]): Promise<SearchResultEntity[]> {
    return this.results.find({
      where: pairs.map((i) => ({ searchId: i.searchId, jobId: i.jobId })),
      relations: { job: true },
    });
  }

  /** The (search, job) pairs of these searches' results. */
  jobIdsOf(searchIds: string[]): Promise<Pick<SearchResultEntity, 'searchId' | 'jobId'>[]> {
    return this.results.find({
      select: { searchId: true, jobId: true },
      where: { searchId: In(searchIds) },
    });
  }

  /** Distinct jobs delivered to the user's searches. */
  async countJobsOfUser(userId: string): Promise<number> {
    const row = await this.results
      .createQueryBuilder('r')
      .select('COUNT(DISTINCT r.job_id)', 'count')
      .innerJoin(SearchRequestEntity, 's', 's.id = r.search_id')
      .where('s.user_id = :userId', { userId })
      .getRawOne<{ count: string }>();
    return Number(row?.count ?? 0);
  }

  /** Stores a run's result (a job kept at `rank`, with its fit); a result already stored is left as it is. */
  async addResult(values: Parameters<Repository<SearchResultEntity>['insert']>[0]): Promise<void> {
    await this.dataSource.createQueryBuilder().insert().into(SearchResultEntity).values(values).orIgnore().execute();
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
}
