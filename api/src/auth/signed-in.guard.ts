import { type CanActivate, type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { bearerToken } from '../extension-tokens/bearer-token.js';
import { ExtensionTokensService } from '../extension-tokens/extension-tokens.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { NotSignedInError } from './auth.errors.js';

/** A request past a sign-in guard: its user, and the extension token when that is how it signed in. */
export type SignedInRequest = Request & { currentUser?: UserEntity; extensionTokenId?: string };
type RequestWithUser = SignedInRequest;

/** Lets a request through only with a live session whose user still exists; the user rides on the request. */
@Injectable()
export class SessionOnlyGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    const userId = req.session?.userId;
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new NotSignedInError();
    req.currentUser = user;
    return true;
  }
}

/**
 * The session first, else the browser extension's device token (`Authorization: Bearer`, a live token whose user
 * still exists). A bearer request carries no cookies, so it cannot be forged by another site (no CSRF).
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: ExtensionTokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    const userId = req.session?.userId;
    let user = userId ? await this.users.findById(userId) : null;
    if (!user) {
      const token = bearerToken(req.get('authorization'));
      const owner = token ? await this.tokens.authenticate(token) : null;
      user = owner ? await this.users.findById(owner.userId) : null;
      if (user && owner) req.extensionTokenId = owner.tokenId;
    }
    if (!user) throw new NotSignedInError();
    req.currentUser = user;
    return true;
  }
}

/** The signed-in user, for handlers behind SignedInGuard. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): UserEntity => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().currentUser;
  if (!user) throw new NotSignedInError();
  return user;
});
