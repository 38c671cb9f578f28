import { describe, expect, it } from 'vitest';
import { insertUser, serviceDataSource } from '../../test/support/service-database.js';
import { AuditLogEntity } from './audit-log.entity.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AuditLogService } from './audit-log.service.js';
import { accountRef } from './subject-ref.js';

const ds = await serviceDataSource();
const audit = new AuditLogService(new AuditLogRepository(ds.getRepository(AuditLogEntity)));

describe('AuditLogService on PostgreSQL', () => {
  it('writes who read whose data and what, and lists it newest first with both emails', async () => {
    const staff = await insertUser(ds, { role: 'staff' });
    const subject = await insertUser(ds);
    await audit.record({ staffUserId: staff.id, action: 'user.view', subjectUserId: subject.id });
    await audit.record({ staffUserId: staff.id, action: 'resume.view', subjectUserId: subject.id });

    const page = await audit.list({ userId: subject.id, page: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.items.map((e) => e.action)).toEqual(['resume.view', 'user.view']);
    expect(page.items[0]).toMatchObject({
      staffUserId: staff.id,
      staffEmail: staff.email,
      staffRef: accountRef(staff.id),
      subjectUserId: subject.id,
      subjectEmail: subject.email,
      subjectRef: accountRef(subject.id),
      detail: {},
    });
  });

  it('keeps the rows about a deleted account, without its id or email, and still finds them by its id', async () => {
    const staff = await insertUser(ds, { role: 'staff' });
    const subject = await insertUser(ds);
    await audit.record({ staffUserId: staff.id, action: 'user.export', subjectUserId: subject.id });
    await ds.query('DELETE FROM users WHERE id = $1', [subject.id]);

    const page = await audit.list({ userId: subject.id, page: 1, pageSize: 10 });
    expect(page.items).toEqual([
      expect.objectContaining({ action: 'user.export', subjectUserId: null, subjectEmail: null }),
    ]);
    const [row] = await ds.query<[Record<string, unknown>]>('SELECT * FROM audit_log WHERE subject_ref = $1', [
      accountRef(subject.id),
    ]);
    expect(JSON.stringify(row)).not.toContain(subject.email);
    expect(JSON.stringify(row)).not.toContain(subject.id);
  });

  it('filters by action and pages with the total over the filter', async () => {
    const staff = await insertUser(ds, { role: 'staff' });
    for (let page = 1; page <= 3; page++) {
      await audit.record({ staffUserId: staff.id, action: 'refund-requests.list', detail: { page } });
    }
    const second = await audit.list({ action: 'refund-requests.list', page: 2, pageSize: 2 });
    expect(second.total).toBe(3);
    expect(second.items.map((e) => e.detail)).toEqual([{ page: 1 }]);
  });

  it('tells a person when staff read their data and what, and deletes rows past retention', async () => {
    const staff = await insertUser(ds, { role: 'staff' });
    const subject = await insertUser(ds);
    await audit.record({ staffUserId: staff.id, action: 'resume.download', subjectUserId: subject.id });
    await ds.query(`UPDATE audit_log SET at = '2020-01-01T00:00:00Z' WHERE subject_ref = $1`, [accountRef(subject.id)]);
    await audit.record({ staffUserId: staff.id, action: 'user.view', subjectUserId: subject.id });

    expect((await audit.accessTo(subject.id)).map((a) => a.action)).toEqual(['user.view', 'resume.download']);
    expect(await audit.deleteOlderThan(new Date('2021-01-01T00:00:00Z'))).toBe(1);
    expect(await audit.accessTo(subject.id)).toEqual([{ at: expect.any(String), action: 'user.view' }]);
  });
});
