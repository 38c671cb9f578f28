import type { ScrapeCompanyRequest } from '@app/types';
import { IsString, IsUrl, MaxLength } from 'class-validator';

export class ScrapeCompanyDto implements ScrapeCompanyRequest {
  @IsString({ message: 'companyLinkedinUrl must be text' })
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: 'companyLinkedinUrl must be a URL' })
  @MaxLength(500)
  companyLinkedinUrl!: string;
}
