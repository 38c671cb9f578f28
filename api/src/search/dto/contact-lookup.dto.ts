import { IsString, IsUrl, MaxLength } from 'class-validator';

export class ContactLookupDto {
  @IsString({ message: 'jobUrl must be text' })
  @IsUrl(
    { require_protocol: true, require_tld: false, protocols: ['http', 'https'] },
    { message: 'jobUrl must be a URL' },
  )
  @MaxLength(2000)
  jobUrl!: string;
}
