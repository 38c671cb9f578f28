import { Body, Controller, Get, HttpCode, Patch, Post, Query, UseGuards } from '@nestjs/common';
import type { ConfirmDeliveryResponse, EmailApplication } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import { UuidParam } from '../common/http/uuid-param.js';
import type { UserEntity } from '../users/user.entity.js';
import { ApplicationNotFoundError } from './applications.errors.js';
import { ApplicationsService } from './applications.service.js';
import { ConfirmDeliveryDto } from './dto/confirm-delivery.dto.js';
import { ListApplicationsDto } from './dto/list-applications.dto.js';
import { MarkOutcomeDto } from './dto/mark-outcome.dto.js';

/** An id that is not a UUID names no application of the user's: the same 404 as someone else's. */
const applicationId = () => UuidParam('id', () => new ApplicationNotFoundError());

@Controller('email-applications')
@UseGuards(SignedInGuard)
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get()
  @ExtensionTokenAllowed()
  list(@CurrentUser() user: UserEntity, @Query() query: ListApplicationsDto): Promise<EmailApplication[]> {
    return this.applications.list(user.id, query);
  }

  @Get(':id')
  @ExtensionTokenAllowed()
  get(@CurrentUser() user: UserEntity, @applicationId() id: string): Promise<EmailApplication> {
    return this.applications.get(user.id, id);
  }

  @Patch(':id')
  markOutcome(
    @CurrentUser() user: UserEntity,
    @applicationId() id: string,
    @Body() body: MarkOutcomeDto,
  ): Promise<EmailApplication> {
    return this.applications.markOutcome(user.id, id, body);
  }

  /** An 'unknown' send (the app stopped mid-send): the user says whether it reached their Sent folder. */
  @Post(':id/delivery')
  @HttpCode(200)
  confirmDelivery(
    @CurrentUser() user: UserEntity,
    @applicationId() id: string,
    @Body() body: ConfirmDeliveryDto,
  ): Promise<ConfirmDeliveryResponse> {
    return this.applications.confirmDelivery(user.id, id, body);
  }
}
