import type { CompanyProfile, GenerateEmailRequest } from '@app/types';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '@app/types/testing';
import { applyReducer, INITIAL_APPLY_STATE, type ApplyEvent, type ApplyState } from './apply-machine.js';
import { runApply, type ApplyDeps } from './apply-runner.js';

const company: CompanyProfile = {
  name: 'Acme',
  logo: null,
  tagline: 'We make anvils',
  description: null,
  industry: 'Manufacturing',
  size: null,
  headquarters: null,
  founded: null,
  specialties: [],
  website: 'https://acme.example',
  linkedinUrl: 'https://site.example/company/acme',
};

function harness(patch: Partial<ApplyDeps> = {}) {
  const steps: string[] = [];
  let state: ApplyState = INITIAL_APPLY_STATE;
  const dispatch = (event: ApplyEvent) => {
    state = applyReducer(state, event);
    steps.push(state.step);
  };
  const notify = vi.fn();
  const deps: ApplyDeps = {
    hasResume: async () => true,
    mailChannel: async () => ({ kind: 'gmail', address: null }),
    gmailAvailability: async () => ({ available: true }),
    scrapeCompany: async () => ({ success: true, company }),
    generate: async () => ({
      success: true,
      email: { subject: 'Hello', body: 'Dear Jane' },
      generator: 'llm',
      warnings: ['8 years of Rust'],
    }),
    notify,
    newKey: () => 'key-1',
    ...patch,
  };
  return { deps, dispatch, steps, notify, state: () => state };
}

describe('running the apply step', () => {
  it('checks mail, reads the company, generates, and hands over a draft with its key and grounding report', async () => {
    const generate = vi.fn<ApplyDeps['generate']>(async () => ({
      success: true,
      email: { subject: 'Hello', body: 'Dear Jane' },
      generator: 'llm',
      warnings: ['W'],
      grounding: {
        unbacked: [{ kind: 'years', text: '8 years', at: 10, warning: 'W' }],
        backed: [],
        modelClaims: null,
      },
    }));
    const h = harness({ generate });
    const job = makeJob({ companyLinkedinUrl: 'https://site.example/company/acme', jobPosterName: 'Jane' });
    const result = await runApply(job, h.deps, h.dispatch);

    expect(h.steps).toEqual(['checking-gmail', 'scraping-company', 'generating-email', 'ready']);
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.draft).toMatchObject({
      to: job.jobPosterEmail,
      subject: 'Hello',
      body: 'Dear Jane',
      grounding: {
        unbacked: [{ kind: 'years', text: '8 years', at: 10, warning: 'W' }],
        backed: [],
        modelClaims: null,
      },
      idempotencyKey: 'key-1',
    });
    const request: GenerateEmailRequest | undefined = generate.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      companyName: job.companyName,
      posterName: 'Jane',
      company,
      siteJobId: job.siteJobId,
    });
  });

  it('asks for the email to the contact’s address, greeting nobody by name at a shared mailbox', async () => {
    const generate = vi.fn<ApplyDeps['generate']>(async () => ({
      success: true,
      email: { subject: 'Hi', body: 'Hi' },
    }));
    const h = harness({ generate });
    const shared = makeJob({
      jobPosterName: 'Jane Doe',
      jobPosterTitle: 'CTO',
      jobPosterEmail: 'careers@acme.example',
    });
    await runApply(shared, h.deps, h.dispatch);
    const request = generate.mock.calls[0]![0];
    expect(request.recipientEmail).toBe('careers@acme.example');
    expect(request.posterName).toBeUndefined();
    expect(request.posterTitle).toBeUndefined();
  });

  it('goes on without company data when the company scrape fails', async () => {
    const h = harness({ scrapeCompany: () => Promise.reject(new Error('blocked')) });
    const result = await runApply(makeJob({ companyLinkedinUrl: 'https://site.example/c/x' }), h.deps, h.dispatch);
    expect(result.kind).toBe('ready');
    expect(h.steps).toEqual(['checking-gmail', 'scraping-company', 'generating-email', 'ready']);
    if (result.kind === 'ready') expect(result.draft.request.company).toBeUndefined();
  });

  it('does not scrape without a company page, nor when the profile is already known', async () => {
    const scrapeCompany = vi.fn<ApplyDeps['scrapeCompany']>();
    const h = harness({ scrapeCompany });
    await runApply(makeJob(), h.deps, h.dispatch);
    const h2 = harness({ scrapeCompany });
    await runApply(makeJob({ company, companyLinkedinUrl: company.linkedinUrl }), h2.deps, h2.dispatch);
    expect(scrapeCompany).not.toHaveBeenCalled();
    expect(h.steps).toEqual(['checking-gmail', 'generating-email', 'ready']);
  });

  it('uses the default subject when the answer has none', async () => {
    const h = harness({ generate: async () => ({ success: true, email: { subject: '', body: 'Hi' } }) });
    const job = makeJob({ title: 'Data Engineer', companyName: 'Acme' });
    const result = await runApply(job, h.deps, h.dispatch);
    expect(result.kind === 'ready' && result.draft.subject).toBe('Application for Data Engineer position at Acme');
  });

  it('stops with the spec sentence when there is no resume', async () => {
    const mailChannel = vi.fn<ApplyDeps['mailChannel']>();
    const h = harness({ hasResume: async () => false, mailChannel });
    const result = await runApply(makeJob(), h.deps, h.dispatch);
    expect(result.kind).toBe('failed');
    expect(h.state()).toEqual(INITIAL_APPLY_STATE);
    expect(h.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Please upload your resume first before applying to jobs.' }),
    );
    expect(mailChannel).not.toHaveBeenCalled();
  });

  it('writes the draft first when no mailbox is connected: the dialog opens, the browser stays', async () => {
    const generate = vi.fn<ApplyDeps['generate']>(async () => ({
      success: true,
      email: { subject: 'Hello', body: 'Dear Jane' },
    }));
    const h = harness({ mailChannel: async () => ({ kind: 'none', reason: 'not-connected' }), generate });
    const result = await runApply(makeJob(), h.deps, h.dispatch);
    expect(generate).toHaveBeenCalledOnce();
    expect(result.kind === 'ready' && result.draft).toMatchObject({ subject: 'Hello', body: 'Dear Jane' });
    expect(result.kind === 'ready' && result.draft.gmailUnavailable).toBeFalsy();
    expect(h.state().step).toBe('ready');
  });

  it('writes the email anyway, with the reason, when this server cannot connect Gmail', async () => {
    const h = harness({
      mailChannel: async () => ({ kind: 'none', reason: 'not-connected' }),
      gmailAvailability: async () => ({ available: false, message: 'Gmail is not configured on this server' }),
    });
    const result = await runApply(makeJob(), h.deps, h.dispatch);
    expect(result.kind === 'ready' && result.draft.gmailUnavailable).toBe('Gmail is not configured on this server');
  });

  it('returns to idle with the generation error', async () => {
    const h = harness({ generate: async () => ({ success: false, error: 'Model timed out' }) });
    expect((await runApply(makeJob(), h.deps, h.dispatch)).kind).toBe('failed');
    expect(h.state()).toEqual(INITIAL_APPLY_STATE);
    expect(h.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Email generation failed: Model timed out' }),
    );

    const h2 = harness({ generate: () => Promise.reject(new Error('Network down')) });
    await runApply(makeJob(), h2.deps, h2.dispatch);
    expect(h2.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error generating email: Network down' }));
  });

  it('returns to idle when the mail check itself fails', async () => {
    const h = harness({ mailChannel: () => Promise.reject(new Error('500: boom')) });
    expect((await runApply(makeJob(), h.deps, h.dispatch)).kind).toBe('failed');
    expect(h.state()).toEqual(INITIAL_APPLY_STATE);
  });

  it('brings back a saved draft without generating again', async () => {
    const generate = vi.fn<ApplyDeps['generate']>();
    const h = harness({ generate });
    const saved = {
      subject: 'Mine',
      body: 'Edited',
      generator: 'template' as const,
      grounding: null,
      idempotencyKey: 'k0',
    };
    const result = await runApply(makeJob(), h.deps, h.dispatch, { saved });
    expect(generate).not.toHaveBeenCalled();
    expect(result.kind === 'ready' && result.draft).toMatchObject(saved);
  });
});
