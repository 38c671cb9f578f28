import { describe, expect, it } from 'vitest';
import type { TxtLookup } from '../../enrichment/verification/mx.js';
import { checkDomainRecords } from './domain-records.js';

/** A zone: TXT records by name; a name set to 'timeout' answers like an unreachable server. */
function zone(records: Record<string, string[] | 'timeout'>) {
  return async (name: string): Promise<TxtLookup> => {
    const found = records[name];
    if (found === 'timeout') return { kind: 'unknown', reason: 'TXT lookup failed (ETIMEOUT)' };
    return found?.length ? { kind: 'found', records: found } : { kind: 'none' };
  };
}

const check = (smtpHost: string, records: Record<string, string[] | 'timeout'>) =>
  checkDomainRecords({ domain: 'acme.example', mailbox: 'me@acme.example', smtpHost, txt: zone(records) });

describe("an SMTP mailbox's own domain, by Gmail's and Yahoo's sender rules", () => {
  it('is in order with SPF listing the provider, its DKIM key and a DMARC record', async () => {
    const result = await check('smtp.gmail.com', {
      'acme.example': ['google-site-verification=x', 'v=spf1 include:_spf.google.com ~all'],
      '_dmarc.acme.example': ['v=DMARC1; p=none'],
      'google._domainkey.acme.example': ['v=DKIM1; k=rsa; p=MIIBIjANBg'],
    });
    expect(result).toMatchObject({ verdict: 'ok', spf: 'found', dkim: 'found', dmarc: 'found', advice: [] });
    expect(result.provider).toBe('Google Workspace');
  });

  it('without DMARC is at risk, and says which record to add', async () => {
    const result = await check('mail.acme.example', { 'acme.example': ['v=spf1 mx ~all'] });
    expect(result.verdict).toBe('at-risk');
    expect(result.dmarc).toBe('missing');
    expect(result.advice).toEqual([
      {
        record: 'dmarc',
        text: 'Add a DMARC record at _dmarc.acme.example. p=none is enough: it only asks for reports.',
        txt: { name: '_dmarc.acme.example', value: 'v=DMARC1; p=none; rua=mailto:me@acme.example' },
      },
    ]);
  });

  it('without SPF (and no DKIM known) is at risk, with an SPF record naming the SMTP host', async () => {
    const result = await check('mail.acme-hosting.example', { '_dmarc.acme.example': ['v=DMARC1; p=none'] });
    expect(result).toMatchObject({ verdict: 'at-risk', spf: 'missing', dkim: 'not-checked', provider: null });
    expect(result.advice).toEqual([
      {
        record: 'spf',
        text: 'Add an SPF record at acme.example that lists the servers your mail leaves from.',
        txt: { name: 'acme.example', value: 'v=spf1 a:mail.acme-hosting.example ~all' },
      },
    ]);
  });

  it("without SPF gives the known provider's include, and an IP address host its ip4 mechanism", async () => {
    const viaMicrosoft = await check('smtp.office365.com', { '_dmarc.acme.example': ['v=DMARC1; p=reject'] });
    expect(viaMicrosoft.advice.map((a) => a.txt?.value ?? null)).toEqual([
      'v=spf1 include:spf.protection.outlook.com ~all',
      null,
    ]);
    expect(viaMicrosoft.advice[1]).toMatchObject({ record: 'dkim', txt: null });
    expect(viaMicrosoft.advice[1]!.text).toBe(
      'Turn on DKIM signing for acme.example in Microsoft 365; it gives you the record to add.',
    );
    const viaAddress = await check('203.0.113.9', { '_dmarc.acme.example': ['v=DMARC1; p=none'] });
    expect(viaAddress.advice[0]!.txt?.value).toBe('v=spf1 ip4:203.0.113.9 ~all');
  });

  it("with an SPF record that misses the provider's servers and no DKIM: add the include before `all`", async () => {
    const result = await check('smtp.gmail.com', {
      'acme.example': ['v=spf1 mx -all'],
      '_dmarc.acme.example': ['v=DMARC1; p=none'],
    });
    expect(result).toMatchObject({ verdict: 'at-risk', spf: 'found', dkim: 'missing' });
    expect(result.advice[0]).toEqual({
      record: 'spf',
      text: "Your SPF record at acme.example does not list Google Workspace's servers: add include:_spf.google.com to it.",
      txt: { name: 'acme.example', value: 'v=spf1 mx include:_spf.google.com -all' },
    });
  });

  it('passes on DKIM alone when SPF misses the provider (one of the two is enough)', async () => {
    const result = await check('smtp.gmail.com', {
      'acme.example': ['v=spf1 mx -all'],
      '_dmarc.acme.example': ['v=DMARC1; p=none'],
      'google._domainkey.acme.example': ['v=DKIM1; p=MIIB'],
    });
    expect(result.verdict).toBe('ok');
    expect(result.advice.map((a) => a.record)).toEqual(['spf']);
  });

  it('says "could not check" when DNS does not answer, never "at risk"', async () => {
    const result = await check('mail.acme-hosting.example', {
      'acme.example': 'timeout',
      '_dmarc.acme.example': 'timeout',
    });
    expect(result).toMatchObject({ verdict: 'could-not-check', spf: 'unknown', dmarc: 'unknown', advice: [] });
    const partly = await check('mail.acme-hosting.example', {
      'acme.example': 'timeout',
      '_dmarc.acme.example': ['v=DMARC1; p=none'],
    });
    expect(partly.verdict).toBe('could-not-check');
  });

  it('does not take a look-alike record for SPF or DMARC', async () => {
    const result = await check('mail.acme-hosting.example', {
      'acme.example': ['v=spf10 mx'],
      '_dmarc.acme.example': ['v=DMARC12; p=none'],
    });
    expect(result).toMatchObject({ verdict: 'at-risk', spf: 'missing', dmarc: 'missing' });
  });
});
