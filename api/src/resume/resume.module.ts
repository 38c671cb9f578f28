import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ResumeController } from './resume.controller.js';
import { ResumeEntity } from './resume.entity.js';
import { ResumeService } from './resume.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ResumeEntity]), AuthModule],
  controllers: [ResumeController],
  providers: [ResumeService],
  exports: [ResumeService],
})
export class ResumeModule {}
