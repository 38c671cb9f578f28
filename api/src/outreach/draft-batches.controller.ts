import { Body, Controller, Get, Patch, Post, UseGuards } from '@nestjs/common';
import type { ApplyAllSelection, DraftBatch, OpenDraftBatch, OutreachDraft } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { UuidParam } from '../common/http/uuid-param.js';
import { RequiresPlanFeature } from '../plans/requires-plan-feature.decorator.js';
import { RateLimited } from '../rate-limits/rate-limited.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { DraftBatchesService } from './draft-batches.service.js';
import { DraftBatchDto, UpdateDraftDto } from './dto/draft-batch.dto.js';
import { DraftBatchNotFoundError, DraftNotFoundError } from './outreach.errors.js';
import { SearchNotFoundError } from '../search/search.errors.js';

const BatchId = () => UuidParam('id', () => new DraftBatchNotFoundError());

/** Apply to All: a review list of drafts, written in the background, each edited, skipped or approved. */
@Controller('draft-batches')
@UseGuards(SignedInGuard)
export class DraftBatchesController {
  constructor(private readonly batches: DraftBatchesService) {}

  /** 201 with the list (drafts 'pending' until written); Pro (403 on Free, checked before the budget is spent). */
  @Post()
  @RateLimited('bulkDraft')
  @RequiresPlanFeature('bulkSend')
  create(@CurrentUser() user: UserEntity, @Body() body: DraftBatchDto): Promise<DraftBatch> {
    return this.batches.create(user, body);
  }

  /** The open batches, newest first (Applications → Continue). */
  @Get()
  open(@CurrentUser() user: UserEntity): Promise<OpenDraftBatch[]> {
    return this.batches.openBatches(user.id);
  }

  /** The search's jobs to choose from: ticked by default or not, and why; the limit; its open batch. */
  @Get('selection/:searchId')
  @RequiresPlanFeature('bulkSend')
  selection(
    @CurrentUser() user: UserEntity,
    @UuidParam('searchId', () => new SearchNotFoundError()) searchId: string,
  ): Promise<ApplyAllSelection> {
    return this.batches.selection(user, searchId);
  }

  @Get(':id')
  get(@CurrentUser() user: UserEntity, @BatchId() id: string): Promise<DraftBatch> {
    return this.batches.get(user.id, id);
  }

  @Patch(':id/drafts/:draftId')
  skip(
    @CurrentUser() user: UserEntity,
    @BatchId() id: string,
    @UuidParam('draftId', () => new DraftNotFoundError()) draftId: string,
    @Body() body: UpdateDraftDto,
  ): Promise<OutreachDraft> {
    return this.batches.skip(user.id, id, draftId, body.skipped);
  }
}
