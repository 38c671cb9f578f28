import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type {
  DashboardStats,
  GenerateUrlResponse,
  SearchJobsPage,
  SearchRequest,
  StartSearchResponse,
} from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import { RateLimited } from '../rate-limits/rate-limited.decorator.js';
import { UuidParam } from '../common/http/uuid-param.js';
import type { UserEntity } from '../users/user.entity.js';
import { GenerateUrlDto } from './dto/generate-url.dto.js';
import { SearchJobsQueryDto } from './dto/search-jobs-query.dto.js';
import { StartSearchDto } from './dto/start-search.dto.js';
import { SearchNotFoundError } from './search.errors.js';
import { SearchService } from './search.service.js';

/** An id that is not a UUID names no search of the user's: the same 404 as someone else's. */
const searchId = () => UuidParam('id', () => new SearchNotFoundError());

@Controller()
@UseGuards(SignedInGuard)
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  @Post('generate-linkedin-url')
  @ExtensionTokenAllowed()
  @HttpCode(200)
  generateUrl(@Body() body: GenerateUrlDto): Promise<GenerateUrlResponse> {
    return this.searches.generateUrl(body);
  }

  @Post('scrape-job')
  @ExtensionTokenAllowed()
  @RateLimited('search')
  @HttpCode(202)
  start(@CurrentUser() user: UserEntity, @Body() body: StartSearchDto): Promise<StartSearchResponse> {
    return this.searches.start(user, body);
  }

  @Get('scrape-job/:id')
  @ExtensionTokenAllowed()
  get(@CurrentUser() user: UserEntity, @searchId() id: string): Promise<SearchRequest> {
    return this.searches.get(user, id);
  }

  @Get('scrape-job/:id/jobs')
  @ExtensionTokenAllowed()
  jobs(
    @CurrentUser() user: UserEntity,
    @searchId() id: string,
    @Query() query: SearchJobsQueryDto,
  ): Promise<SearchJobsPage> {
    return this.searches.jobsPage(user, id, query);
  }

  @Post('scrape-job/:id/abort')
  @ExtensionTokenAllowed()
  @HttpCode(200)
  abort(@CurrentUser() user: UserEntity, @searchId() id: string): Promise<SearchRequest> {
    return this.searches.abort(user, id);
  }

  @Get('dashboard/stats')
  @ExtensionTokenAllowed()
  stats(@CurrentUser() user: UserEntity): Promise<DashboardStats> {
    return this.searches.dashboardStats(user);
  }
}
