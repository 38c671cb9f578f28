import { type CanActivate, type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { NotSignedInError } from './auth.errors.js';

type RequestWithUser = Request & { currentUser?: UserEntity };

/** Lets a request through only with a live session whose user still exists; the user rides on the request. */
@Injectable()
export class SignedInGuard implements CanActivate {
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

/** The signed-in user, for handlers behind SignedInGuard. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): UserEntity => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().currentUser;
  if (!user) throw new NotSignedInError();
  return user;
});
