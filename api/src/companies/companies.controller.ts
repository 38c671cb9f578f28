import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { ScrapeCompanyResponse } from '@app/types';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import { CompaniesService } from './companies.service.js';
import { ScrapeCompanyDto } from './dto/scrape-company.dto.js';
import { RateLimited } from '../rate-limits/rate-limited.decorator.js';

@Controller()
@UseGuards(SignedInGuard)
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Post('scrape-company')
  @RateLimited('scrapeCompany')
  @ExtensionTokenAllowed()
  @HttpCode(200)
  async scrape(@Body() body: ScrapeCompanyDto): Promise<ScrapeCompanyResponse> {
    const company = await this.companies.getByUrl(body.companyLinkedinUrl);
    return company ? { success: true, company } : { success: false };
  }
}
