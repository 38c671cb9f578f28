import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import type { EmailApplication } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { ApplicationsService } from './applications.service.js';
import { ListApplicationsDto } from './dto/list-applications.dto.js';
import { MarkOutcomeDto } from './dto/mark-outcome.dto.js';

@Controller('email-applications')
@UseGuards(SignedInGuard)
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get()
  list(@CurrentUser() user: UserEntity, @Query() query: ListApplicationsDto): Promise<EmailApplication[]> {
    return this.applications.list(user.id, query);
  }

  @Get(':id')
  get(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<EmailApplication> {
    return this.applications.get(user.id, id);
  }

  @Patch(':id')
  markOutcome(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
    @Body() body: MarkOutcomeDto,
  ): Promise<EmailApplication> {
    return this.applications.markOutcome(user.id, id, body);
  }
}
