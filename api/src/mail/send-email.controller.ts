import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { SendEmailResponse } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { SendEmailDto } from './dto/send-email.dto.js';
import { SendEmailService } from './send-email.service.js';

@Controller()
export class SendEmailController {
  constructor(private readonly sender: SendEmailService) {}

  /**
   * 200 `{success: true, sentVia, application}`; 200 `{success: false, needsGmailAuth, gmailComposeUrl, mailtoLink}`
   * without a usable mailbox; 409 `duplicate_send` / `send_in_progress`; 502 when the provider did not take it.
   */
  @Post('send-email')
  @ExtensionTokenAllowed()
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  send(@CurrentUser() user: UserEntity, @Body() body: SendEmailDto): Promise<SendEmailResponse> {
    return this.sender.send(user, body);
  }
}
