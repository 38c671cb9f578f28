import { describe, expect, it } from 'vitest';
import { composeLinks } from './compose-links.js';

describe('composeLinks', () => {
  const email = { to: 'jane+jobs@acme.example', subject: 'Café & co? 100%', body: 'Hi Jane,\nLine #2 = ok' };

  it('builds a Gmail compose URL whose parameters decode back to the email', () => {
    const url = new URL(composeLinks(email).gmailComposeUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://mail.google.com/mail/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'cm',
      fs: '1',
      to: email.to,
      su: email.subject,
      body: email.body,
    });
    expect(url.search).not.toContain('+');
  });

  it('builds a mailto link with the address kept readable and CRLF line breaks (RFC 6068)', () => {
    const link = composeLinks(email).mailtoLink;
    expect(link.startsWith('mailto:jane%2Bjobs@acme.example?subject=')).toBe(true);
    expect(link).toContain('body=Hi%20Jane%2C%0D%0ALine%20%232%20%3D%20ok');
    const params = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect(params.get('subject')).toBe(email.subject);
    expect(params.get('body')).toBe('Hi Jane,\r\nLine #2 = ok');
  });
});
