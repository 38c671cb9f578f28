import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { ResumeUploadResponse, SavedResume } from '@app/types';
import type { Response } from 'express';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { attachmentDisposition } from './content-disposition.js';
import { RESUME_MAX_BYTES, ResumeService } from './resume.service.js';
import { ResumeUploadFilter } from './resume-upload.filter.js';
import { RateLimited } from '../rate-limits/rate-limited.decorator.js';

@Controller()
@UseGuards(SignedInGuard)
export class ResumeController {
  constructor(private readonly resumes: ResumeService) {}

  @Get('user/resume')
  @ExtensionTokenAllowed()
  saved(@CurrentUser() user: UserEntity): Promise<SavedResume> {
    return this.resumes.saved(user.id);
  }

  /** The original file, as a download with its stored name and type. */
  @Get('user/resume/file')
  async file(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.resumes.file(user.id);
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' });
    return new StreamableFile(file.data, {
      type: file.mimeType,
      disposition: attachmentDisposition(file.fileName),
      length: file.data.length,
    });
  }

  @Post('resume/upload')
  @RateLimited('resumeUpload')
  @HttpCode(200)
  @UseFilters(ResumeUploadFilter)
  @UseInterceptors(
    // Browsers send the file name as raw UTF-8; busboy would otherwise read it as latin1 ("rÃ©sumÃ©.pdf").
    FileInterceptor('resume', { limits: { fileSize: RESUME_MAX_BYTES, files: 1 }, defParamCharset: 'utf8' }),
  )
  upload(
    @CurrentUser() user: UserEntity,
    @UploadedFile() file: { originalname: string; buffer: Buffer } | undefined,
  ): Promise<ResumeUploadResponse> {
    if (!file) throw new BadRequestException('Choose a resume file to upload (form field "resume").');
    return this.resumes.upload(user.id, file);
  }
}
