import { Body, Controller, Delete, Get, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { DeleteAccountResponse, UserDataExport } from '@app/types';
import type { Request, Response } from 'express';
import { endSession } from '../auth/session.js';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DeletionNotConfirmedError } from './account.errors.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { sendExportFile } from './send-export-file.js';
import { UserDataExportService } from './user-data-export.service.js';

/** The signed-in person's own data rights: a copy of everything, and deleting the account. */
@Controller('account')
@UseGuards(SignedInGuard)
export class AccountController {
  constructor(
    private readonly exports: UserDataExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** Everything we hold about you, as a JSON file download (no secrets, no file bytes). */
  @Get('export')
  async export(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<UserDataExport> {
    const file = await this.exports.export(user.id);
    return sendExportFile(res, file);
  }

  /** Deletes the account and everything of it, then ends the session. The email typed must match the account's. */
  @Delete()
  @HttpCode(200)
  async delete(
    @CurrentUser() user: UserEntity,
    @Body() body: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeleteAccountResponse> {
    if (body.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) throw new DeletionNotConfirmedError();
    await this.deletion.delete(user.id);
    await endSession(req, res);
    return { deleted: true };
  }
}
