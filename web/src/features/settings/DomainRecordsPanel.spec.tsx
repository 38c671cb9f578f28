import type { DomainRecordsCheck, MailAccount } from '@app/types';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { DomainRecordsPanel } from './DomainRecordsPanel';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

const account: MailAccount = {
  id: '0b7c1c1e-8f55-4a8e-9d7a-4f1a2b3c4d5e',
  provider: 'smtp',
  emailAddress: 'me@no-dmarc.example',
  sendingPause: null,
  isDefault: true,
  needsReauth: false,
  createdAt: '2026-11-28T00:00:00.000Z',
  smtp: { host: 'mail.no-dmarc.example', port: 587, secure: false, username: 'me' },
  imap: null,
  replyDetection: null,
  replyDetectionProblem: null,
};
const path = `/api/mail/accounts/${account.id}/domain-records`;

const checkOf = (patch: Partial<DomainRecordsCheck>): DomainRecordsCheck => ({
  domain: 'no-dmarc.example',
  verdict: 'ok',
  spf: 'found',
  dkim: 'not-checked',
  dmarc: 'found',
  provider: null,
  advice: [],
  checkedAt: '2026-11-28T00:00:00.000Z',
  ...patch,
});

const atRisk = checkOf({
  verdict: 'at-risk',
  dmarc: 'missing',
  advice: [
    {
      record: 'dmarc',
      text: 'Add a DMARC record at _dmarc.no-dmarc.example. p=none is enough: it only asks for reports.',
      txt: { name: '_dmarc.no-dmarc.example', value: 'v=DMARC1; p=none; rua=mailto:me@no-dmarc.example' },
    },
  ],
});

function show() {
  render(
    <Providers>
      <DomainRecordsPanel account={account} />
    </Providers>,
  );
  return userEvent.setup();
}

describe("Settings' mail records advice for an SMTP mailbox", () => {
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('says plainly that Gmail and Yahoo are likely to refuse the mail, and gives the record to add', async () => {
    fake.on('GET', path, { body: atRisk });
    show();
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain(
      'Gmail and Yahoo are likely to refuse mail from no-dmarc.example or file it as spam.',
    );
    const advice = within(panel).getByTestId('advice-dmarc');
    expect(advice.textContent).toContain('TXT at_dmarc.no-dmarc.example');
    expect(advice.textContent).toContain('Valuev=DMARC1; p=none; rua=mailto:me@no-dmarc.example');
  });

  it('asks DNS again on "Check again" and shows the new answer', async () => {
    fake.on('GET', path, { body: atRisk }).on('POST', `${path}/check`, { body: checkOf({}) });
    const user = show();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText(/has the records Gmail and Yahoo ask of senders/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.calls('POST', `${path}/check`)).toHaveLength(1);
  });

  it('says it could not check when DNS did not answer, never that mail is refused', async () => {
    fake.on('GET', path, { body: checkOf({ verdict: 'could-not-check', spf: 'unknown', dmarc: 'unknown' }) });
    show();
    await screen.findByText(/Could not check no-dmarc.example's mail records/);
    const panel = screen.getByTestId('domain-records');
    expect(panel.dataset.verdict).toBe('could-not-check');
    expect(panel.textContent).not.toContain('refuse');
  });

  it("shows nothing for a mailbox provider's domain", async () => {
    fake.on('GET', path, { body: checkOf({ verdict: 'provider-domain', domain: 'gmail.com' }) });
    show();
    await vi.waitFor(() => expect(fake.calls('GET', path)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByTestId('domain-records')).toBeNull());
  });
});
