import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Req,
  Res,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import type { AcceptTermsResponse, User } from '@app/types';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';
import { type SignInIdentity, UsersService } from '../users/users.service.js';
import { DevLoginDto } from './dto/dev-login.dto.js';
import { OidcAuthGuard } from './oidc-auth.guard.js';
import { beginSession, endSession } from './session.js';
import { CurrentUser, SignedInGuard } from './signed-in.guard.js';
import { ExtensionTokenAllowed } from './extension-token-allowed.decorator.js';
import { SignInRedirectFilter } from './sign-in-redirect.filter.js';

const DEV_LOGIN_ISSUER = 'urn:dev-login';

@Controller()
export class AuthController {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts sign-in: the guard redirects to the provider with state and a PKCE challenge. */
  @Get(['auth/google', 'login'])
  @UseGuards(OidcAuthGuard)
  @UseFilters(SignInRedirectFilter)
  startSignIn(): void {
    // Never reached: the guard answers with the redirect.
  }

  /** The provider sends the browser back here; the web's /auth/callback page then goes to /. */
  @Get('auth/callback')
  @UseGuards(OidcAuthGuard)
  @UseFilters(SignInRedirectFilter)
  async finishSignIn(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.signIn(req, req.user as SignInIdentity);
    res.redirect(303, '/auth/callback');
  }

  @Get('auth/user')
  @ExtensionTokenAllowed()
  @UseGuards(SignedInGuard)
  currentUser(@CurrentUser() user: UserEntity): Promise<User> {
    return this.users.toDtoWithResume(user);
  }

  @Post('auth/logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true }> {
    await endSession(req, res);
    return { success: true };
  }

  /**
   * Records acceptance of the terms (the landing page's checkbox). Signed out, it is kept in the session and
   * written to the account when sign-in completes.
   */
  @Post('auth/accept-terms')
  @HttpCode(200)
  async acceptTerms(@Req() req: Request): Promise<AcceptTermsResponse> {
    const now = new Date();
    const userId = req.session.userId;
    if (userId && (await this.users.findById(userId))) {
      const at = await this.users.acceptTerms(userId, now);
      return { termsAcceptedAt: at.toISOString() };
    }
    req.session.termsAcceptedAt ??= now.toISOString();
    return { termsAcceptedAt: req.session.termsAcceptedAt };
  }

  /** Development sign-in without a provider; 404 unless AUTH_DEV_LOGIN=true outside production. */
  @Post('auth/dev-login')
  @HttpCode(200)
  async devLogin(@Req() req: Request, @Body() body: DevLoginDto): Promise<User> {
    if (!this.config.devLoginEnabled) throw new NotFoundException(`Cannot POST ${req.originalUrl}`);
    const email = body.email.toLowerCase();
    const user = await this.signIn(req, {
      issuer: DEV_LOGIN_ISSUER,
      subject: email,
      email,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
    });
    return this.users.toDto(user);
  }

  private async signIn(req: Request, identity: SignInIdentity): Promise<UserEntity> {
    const accepted = req.session.termsAcceptedAt;
    const user = await this.users.upsertFromSignIn(identity, accepted ? new Date(accepted) : undefined);
    await beginSession(req, user.id);
    return user;
  }
}
