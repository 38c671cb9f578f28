import type { ApplicationOutcome } from '@app/types';
import { describe, expect, it } from 'vitest';
import { settingsService } from '../../test/support/room-services.js';
import { insertUser, serviceDataSource, testConfig } from '../../test/support/service-database.js';
import { EmailApplicationEntity, type EmailApplicationStatus } from '../applications/email-application.entity.js';
import { SearchResultEntity } from '../search/entities/search-result.entity.js';
import { SearchResultsRepository } from '../search/search-results.repository.js';
import type { SearchService } from '../search/search.service.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { ANALYTICS_WEEKS, AnalyticsService } from './analytics.service.js';

const ds = await serviceDataSource();
const settings = settingsService(ds, testConfig());
// Analytics reads one count through search's service, which wires the whole search pipeline; that count is its
// repository's query, so the real repository answers it here.
const results = new SearchResultsRepository(ds.getRepository(SearchResultEntity), ds);
const searches = { countJobsScraped: (userId: string) => results.countJobsOfUser(userId) } as SearchService;
const analytics = new AnalyticsService(new AnalyticsRepository(ds), searches, settings);

const DAY = 86_400_000;
const now = new Date('2026-03-04T12:00:00Z'); // a Wednesday

async function application(
  userId: string,
  sentAt: Date,
  fields: { status?: EmailApplicationStatus; outcome?: ApplicationOutcome; answeredAfterDays?: number } = {},
  followUpOf?: string,
): Promise<string> {
  const repo = ds.getRepository(EmailApplicationEntity);
  const row = await repo.save(
    repo.create({
      userId,
      status: fields.status ?? 'sent',
      jobTitle: 'Backend Engineer',
      companyName: 'Acme',
      companyEmail: 'hiring@acme.example',
      emailSubject: 'Application',
      provider: 'gmail',
      fromAddress: 'me@example.com',
      attemptedAt: sentAt,
      sentAt,
      outcome: fields.outcome ?? null,
      outcomeAt: fields.outcome ? new Date(sentAt.getTime() + (fields.answeredAfterDays ?? 0) * DAY) : null,
      followUpOf: followUpOf ?? null,
      followUpNumber: followUpOf ? 1 : null,
    }),
  );
  return row.id;
}

describe('AnalyticsService on PostgreSQL', () => {
  it('answers zeros and no response time to a user with nothing sent: no invented numbers', async () => {
    const user = await insertUser(ds);
    const stats = await analytics.stats(user.id, now);
    expect(stats).toMatchObject({
      totalApplications: 0,
      responseRate: 0,
      averageResponseTime: null,
      interviewsScheduled: 0,
      bounceRate: 0,
      totalJobsScraped: 0,
    });
    expect(stats.weeklyApplications).toHaveLength(ANALYTICS_WEEKS);
    expect(stats.weeklyApplications.every((w) => w.count === 0)).toBe(true);
  });

  it('counts sent first applications only, answers by any outcome, bounces apart', async () => {
    const user = await insertUser(ds);
    const day = (n: number) => new Date(now.getTime() - n * DAY);
    const first = await application(user.id, day(10), { outcome: 'replied', answeredAfterDays: 1 });
    await application(user.id, day(9), { outcome: 'interview', answeredAfterDays: 3 });
    await application(user.id, day(8), { outcome: 'rejected', answeredAfterDays: 5 });
    await application(user.id, day(7));
    await application(user.id, day(6), {}, first); // a follow-up is not another application
    await application(user.id, day(5), { status: 'failed' });
    await application(user.id, day(5), { status: 'bounced' });
    await application(await insertUser(ds).then((u) => u.id), day(5)); // someone else's

    expect(await analytics.stats(user.id, now)).toMatchObject({
      totalApplications: 4,
      responseRate: 75,
      averageResponseTime: 3,
      interviewsScheduled: 1,
      bounceRate: 20, // 1 of the 5 that went out
    });
  });

  it("puts each application in its week by the user's timezone, Monday first, oldest week first", async () => {
    const user = await insertUser(ds);
    await settings.update(user, { timezone: 'Asia/Kolkata' });
    // Sunday 20:00 UTC is already Monday 01:30 in Kolkata: this week's, not last week's.
    await application(user.id, new Date('2026-03-01T20:00:00Z'));
    await application(user.id, new Date('2026-02-24T09:00:00Z'));
    const { weeklyApplications } = await analytics.stats(user.id, now);
    expect(weeklyApplications.at(-1)).toEqual({ week: '2026-03-02', count: 1 });
    expect(weeklyApplications.at(-2)).toEqual({ week: '2026-02-23', count: 1 });
    expect(weeklyApplications[0]!.week).toBe('2026-01-12');
  });

  it('counts a job that two of the user’s searches found once', async () => {
    const user = await insertUser(ds);
    const [job] = await ds.query<[{ id: string }]>(
      `INSERT INTO jobs (site_job_id, title, company_name, link)
       VALUES ('4200001', 'Backend Engineer', 'Acme', 'https://www.linkedin.com/jobs/view/4200001') RETURNING id`,
    );
    for (let run = 0; run < 2; run++) {
      const [search] = await ds.query<[{ id: string }]>(
        `INSERT INTO search_requests (user_id, status, linkedin_url, keyword, location, job_count)
         VALUES ($1, 'completed', 'https://www.linkedin.com/jobs/search?keywords=backend', 'backend', 'Berlin', 10)
         RETURNING id`,
        [user.id],
      );
      await ds.query('INSERT INTO search_results (search_id, job_id, rank) VALUES ($1, $2, 0)', [search.id, job.id]);
    }
    expect((await analytics.stats(user.id, now)).totalJobsScraped).toBe(1);
  });
});
