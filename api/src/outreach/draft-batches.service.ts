import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  applyAllCandidates,
  companiesReachedTwice,
  greetingName,
  MAX_BULK_DRAFTS,
  type ApplyAllCandidate,
  type ApplyAllSelection,
  type DraftBatch,
  type DraftBatchRequest,
  type GenerateEmailRequest,
  type Job,
  type OpenDraftBatch,
  type OutreachDraft,
  type SearchRequest,
} from '@app/types';
import type { Logger } from 'pino';
import { ApplicationsService } from '../applications/applications.service.js';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ComposeService } from '../compose/compose.service.js';
import { QueueService } from '../queue/queue.service.js';
import { SearchService } from '../search/search.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { DraftBatchesRepository } from './draft-batches.repository.js';
import type { OutreachDraftEntity } from './outreach-draft.entity.js';
import {
  AlreadyContactedError,
  DraftApprovedError,
  DraftBatchEmptyError,
  NotACandidateError,
  OpenBatchExistsError,
  SeveralPerCompanyError,
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
    grounding: d.grounding,
    // Drafts written before the request was kept: the same fields the drafter sends, without the contact's name.
    request: d.request ?? {
      companyName: d.companyName,
      jobTitle: d.jobTitle,
      jobDescription: '',
      siteJobId: d.siteJobId,
      recipientEmail: d.recipient,
    },
    generator: d.generator,
    error: d.error,
    applicationId: d.applicationId,
  };
}

/**
 * Apply to All (Pro): the user chooses among the search's jobs with a contact they may see (`selection`: the jobs
 * already contacted, queued or answered unticked, one person per company ticked), up to 50, and a background job
 * drafts an email for each, one by one, with the same grounded generator as `POST /api/generate-email` (warnings
 * included). `create` checks the choice again: the client is never trusted alone. The call counts once against its
 * own budget (RATE_LIMIT_BULK_DRAFT) and the drafts do not spend the write-an-email budget, so a list is never refused
 * halfway. A batch stays open until each draft is approved or skipped (or a new batch of its search replaces it);
 * approving is `POST /api/outbox` with the draft's id.
 */
@Injectable()
export class DraftBatchesService implements OnModuleInit {
  private readonly logger: Logger;

  constructor(
    private readonly rows: DraftBatchesRepository,
    private readonly searches: SearchService,
    private readonly compose: ComposeService,
    private readonly users: UsersService,
    private readonly applications: ApplicationsService,
    private readonly queue: QueueService,
    private readonly clock: Clock,
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

  /** The jobs to choose from, the limit, and the search's open batch (to resume rather than start again). */
  async selection(user: UserEntity, searchId: string): Promise<ApplyAllSelection> {
    const search = await this.searches.get(user, searchId);
    return {
      searchId: search.id,
      candidates: await this.candidates(user.id, search),
      limit: MAX_BULK_DRAFTS,
      openBatch: (await this.openBatches(user.id, search.id))[0] ?? null,
    };
  }

  async create(user: UserEntity, request: DraftBatchRequest): Promise<DraftBatch> {
    const search = await this.searches.get(user, request.searchId);
    const candidates = await this.candidates(user.id, search);
    const picked = this.checkChoice(candidates, request);
    const jobs = new Map((search.enrichedResults?.jobs ?? []).map((job) => [job.siteJobId, job]));
    const batch = await this.rows.transaction(async (tx) => {
      // One open batch per search: the row lock makes two clicks at once start one batch.
      const open = await this.rows.lockOpen(tx, user.id, search.id);
      if (open.length > 0 && !request.startNew) throw new OpenBatchExistsError(open[0]!.id);
      if (open.length > 0)
        await this.rows.close(
          tx,
          open.map((b) => b.id),
          this.clock.now(),
        );
      const saved = await this.rows.insertBatch(tx, {
        userId: user.id,
        searchId: search.id,
        searchLabel: searchLabel(search),
        closedAt: null,
      });
      await this.rows.insertDrafts(
        tx,
        picked.map((candidate, position) => {
          const job = jobs.get(candidate.siteJobId)!;
          return {
            batchId: saved.id,
            userId: user.id,
            position,
            siteJobId: job.siteJobId,
            jobTitle: job.title.slice(0, 300),
            companyName: job.companyName.slice(0, 300),
            recipient: candidate.to,
            jobUrl: job.link || job.jobUrl,
            companyWebsite: job.company?.website ?? job.companyWebsite,
            status: 'pending' as const,
            warnings: [],
          };
        }),
      );
      // In the transaction: the job exists exactly when the list does.
      await this.queue.boss.send(QUEUE, { batchId: saved.id } satisfies DraftJobData, { db: this.rows.executorOf(tx) });
      return saved;
    });
    return this.get(user.id, batch.id);
  }

  /** Open batches, newest first: all of the user's, or the one of a search. */
  async openBatches(userId: string, searchId?: string): Promise<OpenDraftBatch[]> {
    const rows = await this.rows.openOf(userId, searchId ?? null);
    return rows.map((r) => ({
      id: r.id,
      searchId: r.search_id,
      searchLabel: r.search_label,
      createdAt: r.created_at.toISOString(),
      drafts: r.drafts,
      toReview: r.to_review,
    }));
  }

  /**
   * The choice the server drafts: the one asked for, checked (each a candidate, none contacted, one person per
   * company unless the user said otherwise), or the default (the ticked ones), at most MAX_BULK_DRAFTS.
   */
  private checkChoice(candidates: ApplyAllCandidate[], request: DraftBatchRequest): ApplyAllCandidate[] {
    if (!request.siteJobIds) {
      const ticked = candidates.filter((c) => c.ticked);
      if (ticked.length === 0) throw new DraftBatchEmptyError();
      return ticked;
    }
    const byId = new Map(candidates.map((c) => [c.siteJobId, c]));
    const wanted = new Set(request.siteJobIds);
    const unknown = [...wanted].filter((id) => !byId.has(id));
    if (unknown.length > 0) throw new NotACandidateError(unknown);
    const picked = candidates.filter((c) => wanted.has(c.siteJobId));
    if (picked.length === 0) throw new DraftBatchEmptyError();
    const reached = picked.filter((c) => c.contacted);
    if (reached.length > 0) throw new AlreadyContactedError(reached);
    const twice = companiesReachedTwice(candidates, wanted);
    if (twice.length > 0 && !request.severalPerCompany) throw new SeveralPerCompanyError(twice);
    return picked;
  }

  private async candidates(userId: string, search: SearchRequest): Promise<ApplyAllCandidate[]> {
    const jobs = search.enrichedResults?.jobs ?? [];
    return applyAllCandidates(jobs, await this.applications.contactedJobs(userId, jobs), MAX_BULK_DRAFTS);
  }

  async get(userId: string, id: string): Promise<DraftBatch> {
    const batch = await this.rows.batch(id, userId);
    if (!batch) throw new DraftBatchNotFoundError();
    const drafts = await this.rows.draftsOf(id);
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
    const draft = await this.rows.draft(draftId, batchId, userId);
    if (!draft) throw new DraftNotFoundError();
    if (draft.status === 'approved') throw new DraftApprovedError();
    const status = skipped ? 'skipped' : draft.body ? 'ready' : draft.error ? 'failed' : 'pending';
    await this.rows.updateDrafts({ id: draft.id }, { status });
    return toDraft(Object.assign(draft, { status }));
  }

  /** The search's jobs by site job id (their contact's name and source); none when the search is gone. */
  private async searchJobs(user: UserEntity, searchId: string): Promise<Map<string, Job>> {
    try {
      const search = await this.searches.get(user, searchId);
      return new Map((search.enrichedResults?.jobs ?? []).map((job) => [job.siteJobId, job]));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      return new Map();
    }
  }

  /** Writes every pending draft of a list, one at a time (the generator's own checks and warnings included). */
  async draftAll(batchId: string): Promise<void> {
    const batch = await this.rows.batch(batchId);
    const user = batch ? await this.users.findById(batch.userId) : null;
    if (!batch || !user) return;
    const jobs = await this.searchJobs(user, batch.searchId);
    for (;;) {
      const draft = await this.rows.nextPending(batchId);
      if (!draft) return;
      try {
        // The contact the draft goes to, greeted by name only with their own address (never at careers@).
        const job = jobs.get(draft.siteJobId);
        const name = greetingName({ email: draft.recipient, name: job?.jobPosterName, source: job?.contactSource });
        const request: GenerateEmailRequest = {
          companyName: draft.companyName,
          jobTitle: draft.jobTitle,
          jobDescription: '',
          siteJobId: draft.siteJobId,
          recipientEmail: draft.recipient,
          ...(name ? { posterName: name, ...(job?.jobPosterTitle ? { posterTitle: job.jobPosterTitle } : {}) } : {}),
        };
        const written = await this.compose.generate(user, request);
        await this.rows.updateDrafts(
          { id: draft.id, status: 'pending' },
          written.success && written.email
            ? {
                status: 'ready',
                subject: written.email.subject,
                body: written.email.body,
                warnings: written.warnings ?? [],
                grounding: written.grounding ?? null,
                request,
                generator: written.generator ?? null,
              }
            : { status: 'failed', error: written.error ?? 'The email could not be written.' },
        );
      } catch (err) {
        const reason = err instanceof DomainError ? err.message : 'The email could not be written.';
        if (!(err instanceof DomainError)) this.logger.warn({ err, draftId: draft.id }, 'Drafting failed');
        await this.rows.updateDrafts({ id: draft.id, status: 'pending' }, { status: 'failed', error: reason });
      }
    }
  }
}

/** What was searched, as an open batch is named: the keyword and the place ('react developer Bengaluru'). */
function searchLabel(search: SearchRequest): string {
  return [search.params.keyword, search.params.location.split(',')[0]!.trim()].filter(Boolean).join(' ').slice(0, 420);
}
