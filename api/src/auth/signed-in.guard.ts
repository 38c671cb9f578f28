import { type CanActivate, type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { bearerToken } from './extension-tokens/bearer-token.js';
import { ExtensionTokensService } from './extension-tokens/extension-tokens.service.js';
import { NotSignedInError } from '../common/errors/not-signed-in.error.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { ExtensionTokenNotAllowedError } from './auth.errors.js';
import { EXTENSION_TOKEN_ALLOWED } from './extension-token-allowed.decorator.js';

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
 * The session first, else, on a route marked @ExtensionTokenAllowed(), the browser extension's device token
 * (`Authorization: Bearer`, a live token whose user still exists). A bearer request carries no cookies, so it cannot
 * be forged by another site (no CSRF). A token on any other route is refused before it is even looked up.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: ExtensionTokensService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    const userId = req.session?.userId;
    let user = userId ? await this.users.findById(userId) : null;
    const token = user ? null : bearerToken(req.get('authorization'));
    if (token) {
      if (!this.reflector.get<boolean>(EXTENSION_TOKEN_ALLOWED, context.getHandler())) {
        throw new ExtensionTokenNotAllowedError();
      }
      const owner = await this.tokens.authenticate(token);
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
