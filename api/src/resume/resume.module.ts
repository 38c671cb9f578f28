import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { OcrService } from './ocr.service.js';
import { PdfReaderService } from './pdf-reader.service.js';
import { ResumeController } from './resume.controller.js';
import { ResumeEntity } from './resume.entity.js';
import { ResumeRepository } from './resume.repository.js';
import { ResumeService } from './resume.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ResumeEntity]), AuthModule],
  controllers: [ResumeController],
  providers: [ResumeRepository, ResumeService, OcrService, PdfReaderService],
  exports: [ResumeService],
})
export class ResumeModule {}
