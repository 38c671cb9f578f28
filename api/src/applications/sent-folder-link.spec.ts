import { describe, expect, it } from 'vitest';
import { gmailSentSearchUrl } from './sent-folder-link.js';

describe('gmailSentSearchUrl', () => {
  it("searches the sending account's Sent folder for the recipient", () => {
    const url = gmailSentSearchUrl('ada@gmail.com', 'jane+jobs@acme.example');
    expect(url).toBe(
      'https://mail.google.com/mail/u/ada%40gmail.com/#search/in%3Asent+to%3Ajane%2Bjobs%40acme.example',
    );
  });
});
