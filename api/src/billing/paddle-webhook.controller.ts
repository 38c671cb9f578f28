import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { InvalidWebhookPayloadError } from './billing.errors.js';
import { PaddleWebhookService, type WebhookReceipt } from './paddle-webhook.service.js';

/** Paddle's notification destination. No session: the signature on the raw body is the authentication. */
@Controller('billing/paddle')
export class PaddleWebhookController {
  constructor(private readonly webhooks: PaddleWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  receive(@Req() req: Request, @Headers('paddle-signature') signature?: string): Promise<WebhookReceipt> {
    if (!Buffer.isBuffer(req.body)) throw new InvalidWebhookPayloadError('the body is empty');
    return this.webhooks.receive(req.body, signature);
  }
}
