import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SettingsService } from '../settings/settings.service.js';
import { UsersService } from '../users/users.service.js';
import { UnsubscribeTokens } from './unsubscribe-token.js';

/** Who a notification goes to and how they stop it: the signed one-click unsubscribe links of the app's emails. */
@Injectable()
export class NotificationsService {
  private readonly tokens: UnsubscribeTokens;
  readonly appUrl: string;

  constructor(
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tokens = new UnsubscribeTokens(config.session.secret);
    this.appUrl = config.appUrl;
  }

  /** The https link (on APP_URL) whose POST turns this person's job alert emails off, signed out. */
  unsubscribeUrl(userId: string): string {
    return `${this.appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(this.tokens.sign(userId))}`;
  }

  /** The account a token was signed for, while it exists. */
  async personOf(token: string): Promise<{ id: string; email: string } | null> {
    const userId = this.tokens.verify(token);
    const user = userId ? await this.users.findById(userId) : null;
    return user ? { id: user.id, email: user.email } : null;
  }

  /** Turns job alert emails off for the token's account; false for a token that names no account. */
  async unsubscribe(token: string): Promise<boolean> {
    const person = await this.personOf(token);
    if (!person) return false;
    await this.settings.setJobAlerts(person.id, false);
    return true;
  }
}
