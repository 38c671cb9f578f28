import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Post,
  UploadedFile,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { ResumeUploadResponse, SavedResume } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { RESUME_MAX_BYTES, ResumeService } from './resume.service.js';
import { ResumeUploadFilter } from './resume-upload.filter.js';

@Controller()
@UseGuards(SignedInGuard)
export class ResumeController {
  constructor(private readonly resumes: ResumeService) {}

  @Get('user/resume')
  saved(@CurrentUser() user: UserEntity): Promise<SavedResume> {
    return this.resumes.saved(user.id);
  }

  @Post('resume/upload')
  @HttpCode(200)
  @UseFilters(ResumeUploadFilter)
  @UseInterceptors(FileInterceptor('resume', { limits: { fileSize: RESUME_MAX_BYTES, files: 1 } }))
  upload(
    @CurrentUser() user: UserEntity,
    @UploadedFile() file: { originalname: string; buffer: Buffer } | undefined,
  ): Promise<ResumeUploadResponse> {
    if (!file) throw new BadRequestException('Choose a resume file to upload (form field "resume").');
    return this.resumes.upload(user.id, file);
  }
}
