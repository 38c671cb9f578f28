import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { CheckEmailResponse, GenerateEmailResponse } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { ComposeService } from './compose.service.js';
import { CheckEmailDto } from './dto/check-email.dto.js';
import { GenerateEmailDto } from './dto/generate-email.dto.js';
import { RateLimited } from '../rate-limits/rate-limited.decorator.js';

@Controller()
@UseGuards(SignedInGuard)
export class ComposeController {
  constructor(private readonly compose: ComposeService) {}

  @Post('generate-email')
  @RateLimited('generateEmail')
  @ExtensionTokenAllowed()
  @HttpCode(200)
  generate(@CurrentUser() user: UserEntity, @Body() body: GenerateEmailDto): Promise<GenerateEmailResponse> {
    return this.compose.generate(user, body);
  }

  /** The grounding check of an edited draft, without a model call (the compose dialog's warnings follow edits). */
  @Post('compose/check')
  @RateLimited('checkEmail')
  @ExtensionTokenAllowed()
  @HttpCode(200)
  check(@CurrentUser() user: UserEntity, @Body() body: CheckEmailDto): Promise<CheckEmailResponse> {
    return this.compose.recheck(user, body);
  }
}
