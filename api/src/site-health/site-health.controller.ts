import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { SiteHealth, SiteHealthCheck } from '@app/types';

import { StaffGuard } from '../auth/staff.guard.js';
import { SiteCanaryService } from './site-canary.service.js';

/** Staff: the site's health as the canary last saw it, and a way to run the canary now. No user data: not audited. */
@Controller('admin/site-health')
@UseGuards(StaffGuard)
export class SiteHealthController {
  constructor(private readonly canary: SiteCanaryService) {}

  @Get()
  health(): Promise<SiteHealth> {
    return this.canary.health();
  }

  /** Runs the canary now and answers its result (a few requests to the site; seconds). */
  @Post('run')
  @HttpCode(200)
  run(): Promise<SiteHealthCheck> {
    return this.canary.run();
  }
}
