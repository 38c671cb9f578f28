import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { NotStaffError } from './auth.errors.js';
import { SessionOnlyGuard } from './signed-in.guard.js';

/**
 * Staff only (DESIGN.md §6: a server-side role, never a key in the client). Signed out answers 401 as everywhere;
 * signed in without the role answers 403. The role is written at sign-in from STAFF_EMAILS, and the email must still
 * be listed there now, so taking someone off the list ends their access without waiting for them to sign in again.
 * Session only: the browser extension's device token never opens staff routes.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly signedIn: SessionOnlyGuard,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.signedIn.canActivate(context);
    const user = context.switchToHttp().getRequest<{ currentUser?: { role: string; email: string } }>().currentUser;
    if (user?.role !== 'staff' || !this.config.staffEmails.includes(user.email.toLowerCase())) {
      throw new NotStaffError();
    }
    return true;
  }
}
