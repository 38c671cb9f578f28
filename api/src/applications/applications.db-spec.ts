import { describe, expect, it } from 'vitest';
import { insertUser, serviceDataSource } from '../../test/support/service-database.js';
import { ApplicationsService } from './applications.service.js';
import { EmailApplicationEntity, type EmailApplicationStatus } from './email-application.entity.js';
import { EmailApplicationsRepository } from './email-applications.repository.js';

const ds = await serviceDataSource();
const applications = new ApplicationsService(new EmailApplicationsRepository(ds.getRepository(EmailApplicationEntity)));

const SENT_AT = new Date('2026-11-12T09:30:00Z');

/** A job as a search's page lists it, reduced to what "already contacted" reads. */
const job = (n: number, fields: { email?: string | null } = {}) => ({
  siteJobId: `40000000${n}`,
  jobPosterEmail: fields.email === undefined ? `hiring${n}@company${n}.example` : fields.email,
  link: `https://www.linkedin.com/jobs/view/40000000${n}/`,
  jobUrl: `https://careers.company${n}.example/jobs/${n}`,
});

async function application(
  userId: string,
  fields: { to: string; jobUrl?: string | null; status?: EmailApplicationStatus; answered?: boolean; at?: Date },
): Promise<void> {
  const repo = ds.getRepository(EmailApplicationEntity);
  const status = fields.status ?? 'sent';
  const at = fields.at ?? SENT_AT;
  await repo.save(
    repo.create({
      userId,
      status,
      jobTitle: 'Frontend Developer',
      companyName: 'Acme',
      companyEmail: fields.to,
      emailSubject: 'Application',
      jobUrl: fields.jobUrl ?? null,
      provider: 'gmail',
      fromAddress: 'me@example.com',
      attemptedAt: at,
      sentAt: status === 'sent' || status === 'bounced' ? at : null,
      sendAt: status === 'scheduled' ? new Date('2030-01-01T09:00:00Z') : null,
      outcome: fields.answered ? 'replied' : null,
    }),
  );
}

describe('ApplicationsService.contactedJobs on PostgreSQL', () => {
  it('says which jobs the user reached: by address (any case) or by page, queued, or answered', async () => {
    const user = await insertUser(ds);
    const jobs = [1, 2, 3, 4, 5, 6].map((n) => job(n));
    await application(user.id, { to: jobs[0]!.jobPosterEmail!.toUpperCase() });
    await application(user.id, { to: 'someone-else@example.com', jobUrl: jobs[1]!.link });
    await application(user.id, { to: jobs[2]!.jobPosterEmail!, status: 'scheduled' });
    await application(user.id, { to: jobs[3]!.jobPosterEmail!, answered: true });
    // A cancelled or failed email reached nobody.
    await application(user.id, { to: jobs[4]!.jobPosterEmail!, status: 'cancelled' });
    await application(user.id, { to: jobs[4]!.jobPosterEmail!, status: 'failed' });

    const found = await applications.contactedJobs(user.id, jobs);
    expect(Object.fromEntries(found)).toEqual({
      [jobs[0]!.siteJobId]: { kind: 'emailed', at: SENT_AT.toISOString() },
      [jobs[1]!.siteJobId]: { kind: 'emailed', at: SENT_AT.toISOString() },
      [jobs[2]!.siteJobId]: { kind: 'queued' },
      [jobs[3]!.siteJobId]: { kind: 'replied' },
    });
  });

  it("reads only the user's own emails, and finds a job without an address (hidden on Free) by its page", async () => {
    const [user, other] = [await insertUser(ds), await insertUser(ds)];
    const theirs = job(7);
    const hidden = job(8, { email: null });
    const untouched = job(9, { email: null });
    await application(other.id, { to: theirs.jobPosterEmail! });
    await application(user.id, { to: 'hr@company8.example', jobUrl: hidden.link });
    expect(Object.fromEntries(await applications.contactedJobs(user.id, [theirs, hidden, untouched]))).toEqual({
      [hidden.siteJobId]: { kind: 'emailed', at: SENT_AT.toISOString() },
    });
  });

  it('says bounced only when every email that went came back', async () => {
    const user = await insertUser(ds);
    const [gone, again] = [job(11), job(12)];
    const later = new Date('2026-11-20T04:00:00Z');
    await application(user.id, { to: gone.jobPosterEmail!, status: 'bounced' });
    await application(user.id, { to: again.jobPosterEmail!, status: 'bounced', at: later });
    await application(user.id, { to: again.jobPosterEmail!, jobUrl: again.link });
    expect(Object.fromEntries(await applications.contactedJobs(user.id, [gone, again]))).toEqual({
      [gone.siteJobId]: { kind: 'bounced', at: SENT_AT.toISOString() },
      [again.siteJobId]: { kind: 'emailed', at: SENT_AT.toISOString() },
    });
  });

  it('gives the last time an email went when there were several', async () => {
    const user = await insertUser(ds);
    const j = job(10);
    const later = new Date('2026-11-20T04:00:00Z');
    await application(user.id, { to: j.jobPosterEmail! });
    await application(user.id, { to: j.jobPosterEmail!, jobUrl: j.jobUrl, at: later });
    expect(await applications.contactedJobs(user.id, [j])).toEqual(
      new Map([[j.siteJobId, { kind: 'emailed', at: later.toISOString() }]]),
    );
  });
});
