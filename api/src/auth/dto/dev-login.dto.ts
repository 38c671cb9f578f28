import type { DevLoginRequest } from '@app/types';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

export class DevLoginDto implements DevLoginRequest {
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(320)
  email!: string;

  @IsOptional()
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100)
  firstName?: string;

  @IsOptional()
  @IsString({ message: 'lastName must be text' })
  @MaxLength(100)
  lastName?: string;
}
