import { COPY, type DraftBatch, type GroundingReport, type OutreachDraft } from '@app/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ApplyAllPage } from './ApplyAllPage';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

const SUBJECT = 'Frontend Engineer application';
const BODY = 'Dear Lin,\n\nI led a team of 40 engineers at Google. I build React apps every day.\n\nAda';
const GOOGLE_WARNING = 'The email says you worked at or with "Google"; your resume does not mention it.';
const SKILLS_LINE = 'Skills: React, TypeScript, CSS';

/** What the API answers for a text: "Google" unbacked and "React" backed, wherever they stand in it. */
function reportFor(subject: string, body: string): GroundingReport {
  const text = `${subject}\n${body}`;
  return {
    unbacked: text.includes('Google')
      ? [{ kind: 'employer', text: 'Google', at: text.indexOf('Google'), warning: GOOGLE_WARNING }]
      : [],
    backed: text.includes('React')
      ? [{ kind: 'skill', text: 'React', at: text.indexOf('React'), evidence: SKILLS_LINE }]
      : [],
    modelClaims: null,
  };
}

const request = {
  companyName: 'Acme',
  jobTitle: 'Frontend Engineer',
  jobDescription: '',
  siteJobId: 'job-1',
  recipientEmail: 'lin@acme.test',
  posterName: 'Lin',
};
const draft: OutreachDraft = {
  id: 'draft-1',
  siteJobId: 'job-1',
  jobTitle: 'Frontend Engineer',
  companyName: 'Acme',
  to: 'lin@acme.test',
  jobUrl: null,
  companyWebsite: null,
  status: 'ready',
  subject: SUBJECT,
  body: BODY,
  warnings: [GOOGLE_WARNING],
  grounding: reportFor(SUBJECT, BODY),
  request,
  generator: 'llm',
  error: null,
  applicationId: null,
};

const checks = () => fake.calls('POST', '/api/compose/check');
const schedules = () => fake.calls('POST', '/api/outbox');

function renderPage(drafts: OutreachDraft[] = [draft]) {
  const batch: DraftBatch = {
    id: 'batch-1',
    searchId: 'search-1',
    createdAt: '2026-11-28T08:00:00.000Z',
    status: 'ready',
    drafts,
  };
  fake.on('GET', '/api/draft-batches/batch-1', { body: batch });
  render(
    <MemoryRouter initialEntries={['/apply-all/batch-1']}>
      <Providers>
        <Routes>
          <Route path="/apply-all/:batchId" element={<ApplyAllPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("Apply to All's review page: the grounding of each draft", () => {
  beforeEach(() => {
    fake.requests.length = 0;
    fake
      .on('GET', '/api/user/settings', { body: { timezone: 'Asia/Kolkata', outreach: { attachResume: false } } })
      .on('POST', '/api/compose/check', (req) => {
        const { subject, body } = req.body as { subject: string; body: string };
        return { body: reportFor(subject, body) };
      })
      .on('POST', '/api/outbox', {
        status: 201,
        body: {
          id: 'app-1',
          status: 'scheduled',
          sendAt: '2026-11-30T04:00:00.000Z',
          recipientTimeZone: null,
          recipientPlace: null,
          recipientHoursOnly: false,
        },
      });
  });

  it('highlights the unbacked claim in the editable text and shows the backed one with its resume line', async () => {
    renderPage();
    const card = await screen.findByTestId('draft-card');
    const marks = within(card).getAllByTestId('unbacked-highlight');
    expect(marks.map((m) => m.textContent)).toEqual(['Google']);
    expect(marks[0]!.title).toBe(GOOGLE_WARNING);
    expect(
      within(card)
        .getAllByTestId('compose-warning')
        .map((w) => w.textContent),
    ).toEqual([GOOGLE_WARNING]);
    const item = within(card).getByTestId('evidence-item');
    expect(item.textContent).toContain('“React”');
    expect(within(item).getByTestId('evidence-line').textContent).toBe(SKILLS_LINE);
    // The report came with the draft: nothing is checked until the text changes.
    expect(checks()).toHaveLength(0);
  });

  it('checks the edited text again (debounced, with the draft’s request) and the warning goes with the claim', async () => {
    const user = renderPage();
    const body = await screen.findByTestId('draft-body');
    await user.clear(body);
    await user.type(body, 'Dear Lin,{enter}{enter}I build React apps at Initech.');

    await waitFor(() => expect(screen.queryByTestId('compose-warnings')).toBeNull(), { timeout: 3000 });
    expect(screen.queryByTestId('unbacked-highlight')).toBeNull();
    expect(checks()).toHaveLength(1);
    expect(checks()[0]!.body).toMatchObject({
      ...request,
      subject: SUBJECT,
      body: 'Dear Lin,\n\nI build React apps at Initech.',
    });
    expect(screen.getByTestId('evidence-line').textContent).toBe(SKILLS_LINE);
  });

  it('asks once before approving a draft that still has warnings, and approves only on the answer', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId('draft-approve'));
    const question = await screen.findByTestId('unbacked-confirm');
    expect(question.textContent).toContain('1 claim is not in your resume: approve anyway?');
    expect(schedules()).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: COPY.compose.editEmail }));
    expect(screen.queryByTestId('unbacked-confirm')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('draft-body'));
    expect(schedules()).toHaveLength(0);

    await user.click(screen.getByTestId('draft-approve'));
    await user.click(
      within(await screen.findByTestId('unbacked-confirm')).getByRole('button', { name: COPY.compose.approveAnyway }),
    );
    await waitFor(() => expect(schedules()).toHaveLength(1));
    expect(schedules()[0]!.body).toMatchObject({ draftId: 'draft-1', body: BODY });
  });

  it('approves at once, without a question, a draft with no warning', async () => {
    const clean = 'Dear Lin,\n\nI build React apps every day.\n\nAda';
    const user = renderPage([{ ...draft, body: clean, warnings: [], grounding: reportFor(SUBJECT, clean) }]);
    await user.click(await screen.findByTestId('draft-approve'));
    await waitFor(() => expect(schedules()).toHaveLength(1));
    expect(screen.queryByTestId('unbacked-confirm')).toBeNull();
  });
});
