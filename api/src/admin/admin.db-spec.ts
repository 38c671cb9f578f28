import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../../test/support/file-database.js';
import { insertUser, serviceDataSource } from '../../test/support/service-database.js';
import { seedUserData } from '../../test/support/user-data.js';
import type { UserDataExportService } from '../account/user-data-export.service.js';
import { AuditLogEntity } from '../audit/audit-log.entity.js';
import { AuditLogRepository } from '../audit/audit-log.repository.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { AdminListsRepository } from './admin-lists.repository.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminResumeNotFoundError, AdminUserNotFoundError } from './admin.errors.js';
import { AdminService } from './admin.service.js';

const ds = await serviceDataSource();
const db = new pg.Client({ connectionString: fileDatabaseUrl() });
await db.connect();
afterAll(() => db.end());

const audit = new AuditLogService(new AuditLogRepository(ds.getRepository(AuditLogEntity)));
const lists = new AdminListsRepository(ds);
// The export is account's service (tested with it); nothing here calls it.
const admin = new AdminService(
  lists,
  new AdminUsersService(new AdminUsersRepository(ds), lists),
  undefined as unknown as UserDataExportService,
  audit,
);

const auditRows = async (staffUserId: string) =>
  ds.query<{ action: string; subject_user_id: string | null; detail: object }[]>(
    'SELECT action, subject_user_id, detail FROM audit_log WHERE staff_user_id = $1 ORDER BY id',
    [staffUserId],
  );

describe('AdminService on PostgreSQL', () => {
  it('shows one user with their counts, resume and mailboxes, and audits the read', async () => {
    const staff = await insertUser(ds, { role: 'staff' });
    const user = await insertUser(ds, { firstName: 'Jane' });
    await seedUserData(db, user.id);

    const detail = await admin.user(staff.id, user.id);
    expect(detail).toMatchObject({
      email: user.email,
      firstName: 'Jane',
      hasResume: true,
      searchCount: 1,
      applicationCount: 2,
      mailAccountCount: 2,
      searchesByStatus: { completed: 1 },
      applications: { sent: 2, replied: 1, interview: 0, rejected: 0 },
      resume: { fileName: 'Jane Doe résumé.txt', mimeType: 'text/plain' },
    });
    expect(JSON.stringify(detail)).not.toContain('ciphertext');
    expect(await auditRows(staff.id)).toEqual([{ action: 'user.view', subject_user_id: user.id, detail: {} }]);
  });

  it('audits a list read by its page and whether a text was searched, never the text', async () => {
    const staff = await insertUser(ds, { role: 'staff' });
    const wanted = await insertUser(ds, { email: 'needle.person@example.com' });
    const page = await admin.listUsers(staff.id, { q: 'NEEDLE', page: 1, pageSize: 10 });
    expect(page.items.map((u) => u.id)).toEqual([wanted.id]);
    expect(await auditRows(staff.id)).toEqual([
      { action: 'users.list', subject_user_id: null, detail: { page: 1, pageSize: 10, searched: true } },
    ]);
  });

  it('answers not found for a missing user or resume, and audits nothing it did not show', async () => {
    const staff = await insertUser(ds, { role: 'staff' });
    const missing = randomUUID();
    await expect(admin.user(staff.id, missing)).rejects.toBeInstanceOf(AdminUserNotFoundError);
    await expect(
      admin.listEmailApplications(staff.id, { userId: missing, page: 1, pageSize: 10 }),
    ).rejects.toBeInstanceOf(AdminUserNotFoundError);
    const noResume = await insertUser(ds);
    await expect(admin.resume(staff.id, noResume.id)).rejects.toBeInstanceOf(AdminResumeNotFoundError);
    expect(await auditRows(staff.id)).toEqual([]);
  });

  it('sends no data when the audit row cannot be written', async () => {
    // A staff id with no account (removed mid-request): the audit row's foreign key refuses it.
    await expect(admin.listUsers(randomUUID(), { page: 1, pageSize: 10 })).rejects.toThrow();
  });
});
