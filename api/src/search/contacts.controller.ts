import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Job } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { ContactLookupDto } from './dto/contact-lookup.dto.js';
import { JobLookupService } from './job-lookup.service.js';
import { RateLimited } from '../rate-limits/rate-limited.decorator.js';

@Controller('contacts')
@UseGuards(SignedInGuard)
export class ContactsController {
  constructor(private readonly lookups: JobLookupService) {}

  /** The job at a networking-site URL with its contact, under the same plan rule as search results. */
  @Post('lookup')
  @RateLimited('contactLookup')
  @ExtensionTokenAllowed()
  @HttpCode(200)
  lookup(@CurrentUser() user: UserEntity, @Body() body: ContactLookupDto): Promise<Job> {
    return this.lookups.lookup(user, body.jobUrl);
  }
}
