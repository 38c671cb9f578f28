import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { MAX_BULK_DRAFTS, type DraftBatch, type DraftBatchRequest, type OutreachDraft } from '@app/types';
import type { Logger } from 'pino';
import { DataSource, Repository } from 'typeorm';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ComposeService } from '../compose/compose.service.js';
import { QueueService } from '../queue/queue.service.js';
import { SearchService } from '../search/search.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { OutreachDraftBatchEntity } from './outreach-draft-batch.entity.js';
import { OutreachDraftEntity } from './outreach-draft.entity.js';
import {
  DraftApprovedError,
  DraftBatchEmptyError,
  DraftBatchNotFoundError,
  DraftNotFoundError,
} from './outreach.errors.js';

const QUEUE = 'outreach.draft';

interface DraftJobData {
  batchId: string;
}

function toDraft(d: OutreachDraftEntity): OutreachDraft {
  return {
    id: d.id,
    siteJobId: d.siteJobId,
    jobTitle: d.jobTitle,
    companyName: d.companyName,
    to: d.recipient,
    jobUrl: d.jobUrl,
    companyWebsite: d.companyWebsite,
    status: d.status,
    subject: d.subject,
    body: d.body,
    warnings: d.warnings,
    generator: d.generator,
    error: d.error,
    applicationId: d.applicationId,
  };
}

/**
 * Apply to All (Pro): one call takes the search's jobs that have a contact this user may see (all, or the ones
 * picked), up to 50, and a background job drafts an email for each, one by one, with the same grounded generator as
 * `POST /api/generate-email` (warnings included). The call counts once against its own budget (RATE_LIMIT_BULK_DRAFT)
 * and the drafts do not spend the write-an-email budget, so a list is never refused halfway. The user edits, skips or
 * approves each draft; approving is `POST /api/outbox` with the draft's id.
 */
@Injectable()
export class DraftBatchesService implements OnModuleInit {
  private readonly logger: Logger;

  constructor(
    @InjectRepository(OutreachDraftBatchEntity) private readonly batches: Repository<OutreachDraftBatchEntity>,
    @InjectRepository(OutreachDraftEntity) private readonly drafts: Repository<OutreachDraftEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly searches: SearchService,
    private readonly compose: ComposeService,
    private readonly users: UsersService,
    private readonly queue: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'draft-batches' });
  }

  async onModuleInit(): Promise<void> {
    await this.queue.ready();
    // A worker that stops mid-list is retried: drafts already written are kept, the pending ones are drafted.
    await this.queue.createQueue(QUEUE, { retryLimit: 3, retryDelay: 5, expireInSeconds: 3600 });
    if (!this.config.runWorkers) return;
    await this.queue.boss.work<DraftJobData>(QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
      if (job) await this.draftAll(job.data.batchId);
    });
  }

  async create(user: UserEntity, request: DraftBatchRequest): Promise<DraftBatch> {
    const search = await this.searches.get(user, request.searchId);
    const wanted = request.siteJobIds ? new Set(request.siteJobIds) : null;
    const seen = new Set<string>();
    const jobs = (search.enrichedResults?.jobs ?? []).filter((j) => {
      const to = j.jobPosterEmail?.toLowerCase();
      if (!j.canApply || j.locked || !to || seen.has(to) || (wanted && !wanted.has(j.siteJobId))) return false;
      seen.add(to);
      return true;
    });
    if (jobs.length === 0) throw new DraftBatchEmptyError();
    const picked = jobs.slice(0, MAX_BULK_DRAFTS);
    const batch = await this.dataSource.transaction(async (tx) => {
      const saved = await tx.getRepository(OutreachDraftBatchEntity).save({ userId: user.id, searchId: search.id });
      await tx.getRepository(OutreachDraftEntity).insert(
        picked.map((job, position) => ({
          batchId: saved.id,
          userId: user.id,
          position,
          siteJobId: job.siteJobId,
          jobTitle: job.title.slice(0, 300),
          companyName: job.companyName.slice(0, 300),
          recipient: job.jobPosterEmail!,
          jobUrl: job.link || job.jobUrl,
          companyWebsite: job.company?.website ?? job.companyWebsite,
          status: 'pending' as const,
          warnings: [],
        })),
      );
      await this.queue.boss.send(QUEUE, { batchId: saved.id } satisfies DraftJobData, {
        // In the transaction: the job exists exactly when the list does.
        db: {
          executeSql: async (text: string, values?: unknown[]) => ({
            rows: (await tx.queryRunner!.query(text, values, true)).records as unknown[],
          }),
        },
      });
      return saved;
    });
    return this.get(user.id, batch.id);
  }

  async get(userId: string, id: string): Promise<DraftBatch> {
    const batch = await this.batches.findOneBy({ id, userId });
    if (!batch) throw new DraftBatchNotFoundError();
    const drafts = await this.drafts.find({ where: { batchId: id }, order: { position: 'ASC' } });
    return {
      id: batch.id,
      searchId: batch.searchId,
      createdAt: batch.createdAt.toISOString(),
      status: drafts.some((d) => d.status === 'pending') ? 'drafting' : 'ready',
      drafts: drafts.map(toDraft),
    };
  }

  /** Skips a draft (or takes it back into the list); an approved one has left for the outbox. */
  async skip(userId: string, batchId: string, draftId: string, skipped: boolean): Promise<OutreachDraft> {
    const draft = await this.drafts.findOneBy({ id: draftId, batchId, userId });
    if (!draft) throw new DraftNotFoundError();
    if (draft.status === 'approved') throw new DraftApprovedError();
    const status = skipped ? 'skipped' : draft.body ? 'ready' : draft.error ? 'failed' : 'pending';
    await this.drafts.update({ id: draft.id }, { status });
    return toDraft(Object.assign(draft, { status }));
  }

  /** Writes every pending draft of a list, one at a time (the generator's own checks and warnings included). */
  async draftAll(batchId: string): Promise<void> {
    const batch = await this.batches.findOneBy({ id: batchId });
    const user = batch ? await this.users.findById(batch.userId) : null;
    if (!batch || !user) return;
    for (;;) {
      const draft = await this.drafts.findOne({ where: { batchId, status: 'pending' }, order: { position: 'ASC' } });
      if (!draft) return;
      try {
        const written = await this.compose.generate(user, {
          companyName: draft.companyName,
          jobTitle: draft.jobTitle,
          jobDescription: '',
          siteJobId: draft.siteJobId,
        });
        await this.drafts.update(
          { id: draft.id, status: 'pending' },
          written.success && written.email
            ? {
                status: 'ready',
                subject: written.email.subject,
                body: written.email.body,
                warnings: written.warnings ?? [],
                generator: written.generator ?? null,
              }
            : { status: 'failed', error: written.error ?? 'The email could not be written.' },
        );
      } catch (err) {
        const reason = err instanceof DomainError ? err.message : 'The email could not be written.';
        if (!(err instanceof DomainError)) this.logger.warn({ err, draftId: draft.id }, 'Drafting failed');
        await this.drafts.update({ id: draft.id, status: 'pending' }, { status: 'failed', error: reason });
      }
    }
  }
}
