import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { SavedSearch, SavedSearchNewJobs } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { UuidParam } from '../common/http/uuid-param.js';
import { RequiresPlanFeature } from '../plans/requires-plan-feature.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { CreateSavedSearchDto } from './dto/create-saved-search.dto.js';
import { SavedSearchNotFoundError } from './saved-searches.errors.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** An id that is not a UUID names no saved search of the user's: the same 404 as someone else's. */
const SavedSearchId = () => UuidParam('id', () => new SavedSearchNotFoundError());

/**
 * Saved searches with daily new-job alerts. Saving and running are Pro (the plan table's `savedSearches`); listing,
 * opening and deleting stay open to a plan that lapsed, so nobody loses sight of what they kept.
 */
@Controller('saved-searches')
@UseGuards(SignedInGuard)
export class SavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  @Post()
  @RequiresPlanFeature('savedSearches')
  create(@CurrentUser() user: UserEntity, @Body() body: CreateSavedSearchDto): Promise<SavedSearch> {
    return this.savedSearches.create(user, body);
  }

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<SavedSearch[]> {
    return this.savedSearches.list(user);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: UserEntity, @SavedSearchId() id: string): Promise<{ success: true }> {
    await this.savedSearches.remove(user, id);
    return { success: true };
  }

  @Post(':id/run')
  @RequiresPlanFeature('savedSearches')
  @HttpCode(202)
  run(@CurrentUser() user: UserEntity, @SavedSearchId() id: string): Promise<SavedSearch> {
    return this.savedSearches.runNow(user, id);
  }

  @Get(':id/new-jobs')
  newJobs(@CurrentUser() user: UserEntity, @SavedSearchId() id: string): Promise<SavedSearchNewJobs> {
    return this.savedSearches.newJobs(user, id);
  }

  @Post(':id/seen')
  @HttpCode(200)
  seen(@CurrentUser() user: UserEntity, @SavedSearchId() id: string): Promise<SavedSearch> {
    return this.savedSearches.markSeen(user, id);
  }
}
