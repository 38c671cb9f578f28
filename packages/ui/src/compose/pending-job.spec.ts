import { makeJob } from '@app/types/testing';
import { describe, expect, it } from 'vitest';
import {
  findPendingJob,
  isAutoApplyReturn,
  readGmailReturn,
  PENDING_APPLY_KEY,
  PENDING_APPLY_MAX_AGE_MS,
  savePendingApply,
  takePendingApply,
  type KeyValueStorage,
} from './pending-job.js';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const job = makeJob;

describe('the job kept across the Gmail redirect', () => {
  it('keeps the company name, title and site job id, and gives it back once', () => {
    const storage = memoryStorage();
    const j = job();
    savePendingApply(storage, j, undefined, 1000);
    const taken = takePendingApply(storage, 2000);
    expect(taken).toEqual({ siteJobId: j.siteJobId, companyName: j.companyName, title: j.title, savedAt: 1000 });
    expect(takePendingApply(storage, 2000)).toBeNull();
    expect(storage.map.has(PENDING_APPLY_KEY)).toBe(false);
  });

  it('keeps the draft when the redirect started from the compose dialog', () => {
    const storage = memoryStorage();
    const draft = {
      subject: 'S',
      body: 'B',
      generator: 'llm' as const,
      grounding: {
        unbacked: [{ kind: 'years' as const, text: '10 years', at: 2, warning: 'W' }],
        backed: [],
        modelClaims: null,
      },
      idempotencyKey: 'k',
    };
    savePendingApply(storage, job(), draft, 1000);
    expect(takePendingApply(storage, 1000)?.draft).toEqual(draft);
  });

  it('drops a pending job that is stale or unreadable', () => {
    const storage = memoryStorage();
    savePendingApply(storage, job(), undefined, 0);
    expect(takePendingApply(storage, PENDING_APPLY_MAX_AGE_MS + 1)).toBeNull();
    storage.setItem(PENDING_APPLY_KEY, '{not json');
    expect(takePendingApply(storage)).toBeNull();
    storage.setItem(PENDING_APPLY_KEY, JSON.stringify({ siteJobId: 1 }));
    expect(takePendingApply(storage)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('survives a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(() => savePendingApply(broken, job())).not.toThrow();
    expect(takePendingApply(broken)).toBeNull();
  });

  it('resumes only on auto_apply=true together with gmail=success', () => {
    expect(isAutoApplyReturn(new URLSearchParams('auto_apply=true&gmail=success'))).toBe(true);
    expect(isAutoApplyReturn(new URLSearchParams('gmail=success'))).toBe(false);
    expect(isAutoApplyReturn(new URLSearchParams('auto_apply=true&gmail=error'))).toBe(false);
    expect(isAutoApplyReturn(new URLSearchParams('auto_apply=false&gmail=success'))).toBe(false);
  });

  it('finds the job by site job id, else by company name and title', () => {
    const a = job();
    const b = job();
    const jobs = [a, b];
    expect(findPendingJob(jobs, { siteJobId: b.siteJobId, companyName: 'x', title: 'y', savedAt: 0 })).toBe(b);
    expect(findPendingJob(jobs, { siteJobId: 'gone', companyName: a.companyName, title: a.title, savedAt: 0 })).toBe(a);
    expect(findPendingJob(jobs, { siteJobId: 'gone', companyName: a.companyName, title: 'Other', savedAt: 0 })).toBe(
      undefined,
    );
  });
});

describe('the address after the Gmail redirect', () => {
  it('reads the dashboard return and removes its parameters', () => {
    const r = readGmailReturn(new URLSearchParams('gmail_auth=success&tab=1'));
    expect(r).toMatchObject({ connected: true, failed: false, autoApply: false });
    expect(r.remaining.toString()).toBe('tab=1');
    const f = readGmailReturn(new URLSearchParams('error=gmail_auth_failed'));
    expect(f).toMatchObject({ connected: false, failed: true });
    expect(f.remaining.toString()).toBe('');
  });

  it("reads the Apply return and removes 'auto_apply' and 'gmail'", () => {
    const r = readGmailReturn(new URLSearchParams('auto_apply=true&gmail=success'));
    expect(r).toMatchObject({ connected: true, failed: false, autoApply: true });
    expect(r.remaining.toString()).toBe('');
    expect(readGmailReturn(new URLSearchParams('auto_apply=true&gmail=denied'))).toMatchObject({
      connected: false,
      failed: true,
      autoApply: true,
    });
  });

  it('reads Deny on the consent screen as declined, not failed, and removes its parameters', () => {
    const r = readGmailReturn(new URLSearchParams('auto_apply=true&gmail=declined&q=x'));
    expect(r).toMatchObject({ connected: false, declined: true, failed: false, autoApply: true });
    expect(r.remaining.toString()).toBe('q=x');
  });

  it('leaves other addresses alone', () => {
    const r = readGmailReturn(new URLSearchParams('error=other&q=x'));
    expect(r).toMatchObject({ connected: false, failed: false });
    expect(r.remaining.toString()).toBe('error=other&q=x');
  });
});
