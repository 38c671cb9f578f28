import { describe, expect, it } from 'vitest';
import { usersService as wiredUsersService } from '../../test/support/room-services.js';
import { insertUser, serviceDataSource, testConfig } from '../../test/support/service-database.js';
import { UserEntity } from './user.entity.js';
import type { UsersService } from './users.service.js';

const ds = await serviceDataSource();
const usersService = (env: Record<string, string> = {}): UsersService => wiredUsersService(ds, testConfig(env));

const issuer = 'https://accounts.example.com';

describe('UsersService on PostgreSQL', () => {
  it('keeps one account per email, whatever its case, and stores the email lower-cased', async () => {
    const users = usersService();
    const first = await users.upsertFromSignIn({ issuer, subject: 'a-1', email: 'Ada.Lovelace@Example.com' });
    // Another provider identity with the same address in other case finds the same account.
    const again = await users.upsertFromSignIn({ issuer, subject: 'a-2', email: ' ADA.LOVELACE@example.COM ' });
    expect(again.id).toBe(first.id);
    expect(again.email).toBe('ada.lovelace@example.com');
    expect(await ds.getRepository(UserEntity).countBy({ email: 'ada.lovelace@example.com' })).toBe(1);
  });

  it('finds the account by its provider identity when the email changed, and keeps names the provider omits', async () => {
    const users = usersService();
    const first = await users.upsertFromSignIn({
      issuer,
      subject: 'b-1',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const renamed = await users.upsertFromSignIn({ issuer, subject: 'b-1', email: 'grace.hopper@example.com' });
    expect(renamed.id).toBe(first.id);
    expect(renamed).toMatchObject({ email: 'grace.hopper@example.com', firstName: 'Grace', lastName: 'Hopper' });
  });

  it('gives the staff role from STAFF_EMAILS at every sign-in, and takes it back when the email leaves the list', async () => {
    const identity = { issuer, subject: 'c-1', email: 'Ops@Example.com' };
    const staff = await usersService({ STAFF_EMAILS: 'ops@example.com' }).upsertFromSignIn(identity);
    expect(staff.role).toBe('staff');
    const later = await usersService({ STAFF_EMAILS: 'someone.else@example.com' }).upsertFromSignIn(identity);
    expect(later.role).toBe('user');
    expect((await ds.getRepository(UserEntity).findOneByOrFail({ id: staff.id })).role).toBe('user');
  });

  it('records the first terms acceptance only', async () => {
    const users = usersService();
    const user = await insertUser(ds);
    const first = new Date('2026-01-05T09:00:00Z');
    expect(await users.acceptTerms(user.id, first)).toEqual(first);
    expect(await users.acceptTerms(user.id, new Date('2026-02-01T09:00:00Z'))).toEqual(first);
    const signedIn = await users.upsertFromSignIn(
      { issuer, subject: 'd-1', email: user.email },
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(signedIn.termsAcceptedAt).toEqual(first);
  });

  it('answers the current user with the saved resume, and no plan on Free', async () => {
    const users = usersService({ TRIAL_DAYS: '0' });
    const user = await insertUser(ds);
    expect(await users.toDtoWithResume(user)).toMatchObject({ resumeText: null, subscriptionStatus: null });
    await ds.query(
      `INSERT INTO resumes (user_id, text, file_name, mime_type, file_data, size_bytes, uploaded_at)
       VALUES ($1, 'Ten years of PostgreSQL.', 'cv.txt', 'text/plain', $2, 24, '2026-02-01T08:00:00Z')`,
      [user.id, Buffer.from('Ten years of PostgreSQL.')],
    );
    expect(await users.toDtoWithResume(user)).toMatchObject({
      email: user.email,
      resumeText: 'Ten years of PostgreSQL.',
      resumeFileName: 'cv.txt',
      resumeUploadedAt: '2026-02-01T08:00:00.000Z',
      subscriptionStatus: null,
    });
  });
});
