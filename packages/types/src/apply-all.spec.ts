import { describe, expect, it } from 'vitest';
import { applyAllCandidates, companiesReachedTwice } from './apply-all.js';
import type { JobContacted } from './outreach.js';
import { makeJob } from './testing.js';

const none = new Map<string, JobContacted>();

describe('applyAllCandidates', () => {
  it('ticks one person per company: the poster first, else the best verified address', () => {
    const provider = makeJob({ companyName: 'Acme', contactSource: 'provider', emailVerificationStatus: 'catch-all' });
    const poster = makeJob({ companyName: 'ACME ', contactSource: 'poster', emailVerificationStatus: 'catch-all' });
    const roleCatchAll = makeJob({
      companyName: 'Globex',
      contactSource: 'role',
      emailVerificationStatus: 'catch-all',
    });
    const providerValid = makeJob({
      companyName: 'Globex',
      contactSource: 'provider',
      emailVerificationStatus: 'valid',
    });
    const list = applyAllCandidates([provider, poster, roleCatchAll, providerValid], none);
    expect(list.map((c) => [c.siteJobId, c.ticked, c.sameCompanyAs])).toEqual([
      [provider.siteJobId, false, poster.siteJobId],
      [poster.siteJobId, true, null],
      [roleCatchAll.siteJobId, false, providerValid.siteJobId],
      [providerValid.siteJobId, true, null],
    ]);
  });

  it('shows contacted jobs unticked with why, and ticks nobody more at a company already contacted', () => {
    const emailed = makeJob({ companyName: 'Initech' });
    const colleague = makeJob({ companyName: 'Initech', contactSource: 'provider' });
    const queued = makeJob();
    const contacted = new Map<string, JobContacted>([
      [emailed.siteJobId, { kind: 'emailed', at: '2026-11-12T09:00:00.000Z' }],
      [queued.siteJobId, { kind: 'queued' }],
    ]);
    const list = applyAllCandidates([emailed, colleague, queued], contacted);
    expect(list.map((c) => [c.ticked, c.contacted?.kind ?? null, c.sameCompanyAs])).toEqual([
      [false, 'emailed', null],
      [false, null, emailed.siteJobId],
      [false, 'queued', null],
    ]);
  });

  it('leaves out jobs without a contact to write to, locked ones, and a second job of the same address', () => {
    const first = makeJob({ jobPosterEmail: 'Ana@acme.example' });
    const list = applyAllCandidates(
      [
        first,
        makeJob({ jobPosterEmail: 'ana@acme.example' }),
        makeJob({ canApply: false }),
        makeJob({ locked: true, jobPosterEmail: null }),
      ],
      none,
    );
    expect(list.map((c) => c.siteJobId)).toEqual([first.siteJobId]);
  });

  it('ticks no more than the limit, the first ones in list order', () => {
    const list = applyAllCandidates([makeJob(), makeJob(), makeJob()], none, 2);
    expect(list.map((c) => c.ticked)).toEqual([true, true, false]);
    expect(list[2]!.sameCompanyAs).toBeNull();
  });
});

describe('companiesReachedTwice', () => {
  it('names a company with two people chosen, or one chosen where someone was contacted', () => {
    const a1 = makeJob({ companyName: 'Acme' });
    const a2 = makeJob({ companyName: 'Acme', contactSource: 'provider' });
    const b1 = makeJob({ companyName: 'Bolt' });
    const b2 = makeJob({ companyName: 'Bolt', contactSource: 'provider' });
    const c1 = makeJob({ companyName: 'Cyan' });
    const list = applyAllCandidates(
      [a1, a2, b1, b2, c1],
      new Map<string, JobContacted>([[b1.siteJobId, { kind: 'replied' }]]),
    );
    expect(companiesReachedTwice(list, new Set([a1.siteJobId, c1.siteJobId]))).toEqual([]);
    expect(companiesReachedTwice(list, new Set([a1.siteJobId, a2.siteJobId, b2.siteJobId]))).toEqual(['Acme', 'Bolt']);
  });
});
