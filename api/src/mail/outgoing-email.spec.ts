import { describe, expect, it } from 'vitest';
import { bodyToHtml, composeRawMessage } from './outgoing-email.js';

describe('bodyToHtml', () => {
  it('escapes HTML and turns every kind of line break into <br>', () => {
    expect(bodyToHtml('Hi <b>Jane</b> & "team"\r\nLine 2\nLine 3\rEnd')).toBe(
      'Hi &lt;b&gt;Jane&lt;/b&gt; &amp; &quot;team&quot;<br>Line 2<br>Line 3<br>End',
    );
    expect(bodyToHtml("<script>alert('x')</script>")).toBe('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
  });
});

describe('composeRawMessage', () => {
  it('writes a multipart/alternative message with an encoded UTF-8 subject, a text part and an HTML part', async () => {
    const { raw, messageId } = await composeRawMessage({
      from: { name: 'Ada Lovelace', address: 'ada@example.com' },
      to: 'jane@acme.example',
      subject: 'Café — Ünïcode',
      body: 'Hello <Jane>\nBye',
    });
    const text = raw.toString('utf8');
    expect(text).toMatch(/^From: Ada Lovelace <ada@example\.com>$/m);
    expect(text).toMatch(/^To: jane@acme\.example$/m);
    expect(text).toMatch(/^Subject: =\?UTF-8\?[QB]\?/m);
    expect(text).not.toContain('Café');
    expect(text).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(text).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(text).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(text).toContain('Hello &lt;Jane&gt;<br>Bye');
    expect(text).toContain(`Message-ID: ${messageId}`);
    expect(messageId).toMatch(/^<.+@example\.com>$/);
  });
});
