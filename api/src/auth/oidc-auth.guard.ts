import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { OIDC_STRATEGY, OidcService } from './oidc.service.js';

/** Runs the OpenID Connect redirect (start) and code exchange (callback) through passport. */
@Injectable()
export class OidcAuthGuard extends AuthGuard(OIDC_STRATEGY) {
  constructor(private readonly oidc: OidcService) {
    super({ session: false });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.oidc.ensureStrategy();
    return (await super.canActivate(context)) as boolean;
  }

  /** Keeps the provider's reason (passport's `info`) instead of a bare 401. */
  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err instanceof Error) throw err;
    if (err) throw new Error(JSON.stringify(err));
    if (!user) {
      const reason = (info as { message?: string } | undefined)?.message;
      throw new UnauthorizedException(reason ?? 'Sign-in was not completed. Please try again.');
    }
    return user;
  }
}
