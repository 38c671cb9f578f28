import { Controller, Delete, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { MailStatus } from '@app/types';
import type { Request, Response } from 'express';
import { CurrentUser, SignedInGuard } from '../../auth/signed-in.guard.js';
import { ExtensionTokenAllowed } from '../../auth/extension-token-allowed.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { GmailAuthorizeQuery } from '../dto/gmail-authorize.query.js';
import { GmailRepliesAuthorizeQuery } from '../dto/gmail-replies-authorize.query.js';
import { MailAccountsService } from '../mail-accounts.service.js';
import { GmailConnectService } from './gmail-connect.service.js';

const saveSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

/** Connecting Gmail for sending (spec §7): authorize → Google → callback, status, unlink. */
@Controller('auth/gmail')
export class GmailAuthController {
  constructor(
    private readonly connect: GmailConnectService,
    private readonly accounts: MailAccountsService,
  ) {}

  /** Redirects to Google's consent for the send-only scope; 503 when Gmail sending is not set up here. */
  @Get('authorize')
  @UseGuards(SignedInGuard)
  async authorize(
    @CurrentUser() user: UserEntity,
    @Query() query: GmailAuthorizeQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { url, pending } = this.connect.begin(user, query);
    req.session.gmailConnect = pending;
    await saveSession(req);
    res.redirect(302, url);
  }

  /**
   * Redirects to Google's consent for the optional headers-only scope (reply detection), added to the Gmail
   * connection by incremental authorization; 409 without a Gmail account, 503 when Gmail is not set up here.
   */
  @Get('replies/authorize')
  @UseGuards(SignedInGuard)
  async authorizeReplies(
    @CurrentUser() user: UserEntity,
    @Query() query: GmailRepliesAuthorizeQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { url, pending } = await this.connect.beginReplies(user, query);
    req.session.gmailConnect = pending;
    await saveSession(req);
    res.redirect(302, url);
  }

  /** Turns Gmail reply detection off: the headers grant is forgotten at once (see MailAccountsService). */
  @Delete('replies')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async turnOffReplies(@CurrentUser() user: UserEntity): Promise<{ success: true }> {
    await this.accounts.turnOffGmailReplies(user.id);
    return { success: true };
  }

  /**
   * Google sends the browser here; it always goes on to the app: `gmail=success`, `gmail=declined` (Deny) or
   * `error=gmail_auth_failed`, and
   * for reply detection `gmail_replies=on` or `error=gmail_replies_failed`.
   */
  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const pending = req.session.gmailConnect;
    // A state is good for one callback, whatever its outcome.
    delete req.session.gmailConnect;
    const target = await this.connect.finish(pending, req.query, req.session.userId);
    res.redirect(302, target);
  }

  /**
   * - `isConnected`: a Gmail account is linked (and Gmail sending is set up on this server);
   * - `needsRefresh`: Google refused that grant (revoked or expired): connect again;
   * - `authorized`: the API can send for this user now, through Gmail or an SMTP account.
   */
  @Get('status')
  @ExtensionTokenAllowed()
  @UseGuards(SignedInGuard)
  status(@CurrentUser() user: UserEntity): Promise<MailStatus> {
    return this.accounts.status(user.id);
  }

  /** Revokes the grant at Google (a failure there is logged) and forgets the Gmail account. */
  @Post('unlink')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async unlink(@CurrentUser() user: UserEntity): Promise<{ success: true }> {
    await this.accounts.unlinkGmail(user.id);
    return { success: true };
  }
}
