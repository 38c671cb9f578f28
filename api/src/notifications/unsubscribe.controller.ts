import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { NotificationsService } from './notifications.service.js';
import { confirmUnsubscribePage, invalidUnsubscribeLinkPage, unsubscribedPage } from './unsubscribe-page.js';

/**
 * A digest's one-click unsubscribe (RFC 8058), signed out: the signed token in the URL is the only authority. A POST
 * (what mail providers send, `List-Unsubscribe=One-Click`, and the confirmation page's button) turns job alert emails
 * off; a GET only shows the confirmation page. Exempt from the origin check (bootstrap.ts): it uses no session.
 */
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const person = typeof token === 'string' ? await this.notifications.personOf(token) : null;
    if (!person) {
      res.status(400).type('html').send(invalidUnsubscribeLinkPage(this.notifications.appUrl));
      return;
    }
    res.type('html').send(confirmUnsubscribePage(this.notifications.unsubscribeUrl(person.id), person.email));
  }

  @Post()
  @HttpCode(200)
  async unsubscribe(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const done = typeof token === 'string' && (await this.notifications.unsubscribe(token));
    if (!done) {
      res.status(400).type('html').send(invalidUnsubscribeLinkPage(this.notifications.appUrl));
      return;
    }
    res.type('html').send(unsubscribedPage(this.notifications.appUrl));
  }
}
