import { Body, Controller, Get, HttpCode, Patch, Post, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import type { ConfirmDeliveryResponse, EmailApplication } from '@app/types';
import type { Response } from 'express';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import { UuidParam } from '../common/http/uuid-param.js';
import type { UserEntity } from '../users/user.entity.js';
import { ApplicationNotFoundError } from './applications.errors.js';
import { ApplicationsExportService } from './applications-export.service.js';
import { ApplicationsService } from './applications.service.js';
import { ConfirmDeliveryDto } from './dto/confirm-delivery.dto.js';
import { ListApplicationsDto } from './dto/list-applications.dto.js';
import { MarkOutcomeDto } from './dto/mark-outcome.dto.js';

/** An id that is not a UUID names no application of the user's: the same 404 as someone else's. */
const applicationId = () => UuidParam('id', () => new ApplicationNotFoundError());

@Controller('email-applications')
@UseGuards(SignedInGuard)
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly exports: ApplicationsExportService,
  ) {}

  @Get()
  @ExtensionTokenAllowed()
  list(@CurrentUser() user: UserEntity, @Query() query: ListApplicationsDto): Promise<EmailApplication[]> {
    return this.applications.list(user.id, query);
  }

  /** Every application as a CSV download (declared before `:id`, which would take the path otherwise). */
  @Get('export.csv')
  async exportCsv(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.exports.csv(user.id);
    // The file name keeps to [a-z0-9.-]: the plain quoted form is safe.
    res.set({ 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' });
    return new StreamableFile(file.body, { type: file.contentType, length: file.body.length });
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
