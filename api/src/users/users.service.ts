import { Inject, Injectable } from '@nestjs/common';
import type { User } from '@app/types';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlansService } from '../plans/plans.service.js';
import type { UserEntity } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

/** What a sign-in provider tells us about a person. */
export interface SignInIdentity {
  issuer: string;
  subject: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly plans: PlansService,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  /**
   * Finds the account for this identity (by provider subject, else by email: one account per person) and
   * refreshes what the provider knows. The staff role follows STAFF_EMAILS at every sign-in.
   */
  async upsertFromSignIn(identity: SignInIdentity, termsAcceptedAt?: Date): Promise<UserEntity> {
    const email = identity.email.trim().toLowerCase();
    const existing =
      (await this.users.findByIdentity(identity.issuer, identity.subject)) ?? (await this.users.findByEmail(email));
    const user = existing ?? this.users.create({ email });
    user.email = email;
    user.oidcIssuer = identity.issuer;
    user.oidcSubject = identity.subject;
    user.firstName = identity.firstName ?? user.firstName ?? null;
    user.lastName = identity.lastName ?? user.lastName ?? null;
    user.profileImageUrl = identity.profileImageUrl ?? user.profileImageUrl ?? null;
    user.role = this.config.staffEmails.includes(email) ? 'staff' : 'user';
    user.lastSignInAt = new Date();
    if (termsAcceptedAt && !user.termsAcceptedAt) user.termsAcceptedAt = termsAcceptedAt;
    return this.users.save(user);
  }

  async acceptTerms(id: string, at: Date): Promise<Date> {
    const user = await this.users.findByIdOrFail(id);
    if (!user.termsAcceptedAt) {
      user.termsAcceptedAt = at;
      await this.users.save(user);
    }
    return user.termsAcceptedAt;
  }

  /** Sets the names given (the Settings page); null clears one. */
  async updateNames(id: string, names: Partial<Pick<UserEntity, 'firstName' | 'lastName'>>): Promise<void> {
    await this.users.updateNames(id, names);
  }

  /** The user as the current-user call answers it, with their saved resume's text and name. */
  async toDtoWithResume(user: UserEntity): Promise<User> {
    const resume = await this.users.resumeOf(user.id);
    return {
      ...this.toDto(user),
      ...(await this.planFields(user)),
      resumeText: resume?.text ?? null,
      resumeFileName: resume?.file_name ?? null,
      resumeUploadedAt: resume?.uploaded_at.toISOString() ?? null,
    };
  }

  /** 'active' while Pro or the trial runs, until the paid period's or the trial's end; Free is null. */
  private async planFields(user: UserEntity): Promise<Pick<User, 'subscriptionStatus' | 'subscriptionExpiresAt'>> {
    const { plan, subscription: paid } = await this.plans.standingOf(user);
    if (plan === 'free') return { subscriptionStatus: null, subscriptionExpiresAt: null };
    const ends = paid ? (paid.currentPeriodEndsAt ?? paid.nextBilledAt) : this.plans.trialEndsAt(user);
    return { subscriptionStatus: 'active', subscriptionExpiresAt: ends?.toISOString() ?? null };
  }

  toDto(user: UserEntity): User {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      // toDtoWithResume() adds the plan and the resume.
      subscriptionStatus: null,
      subscriptionExpiresAt: null,
      resumeText: null,
      resumeFileName: null,
      resumeUploadedAt: null,
    };
  }
}
