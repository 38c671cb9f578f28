import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(attachmentDisposition('Ada Lovelace CV.pdf')).toBe('attachment; filename="Ada Lovelace CV.pdf"');
  });

  it('adds the exact name RFC 5987 encoded, with an ASCII stand-in, for any other name', () => {
    expect(attachmentDisposition('Résumé.pdf')).toBe(
      `attachment; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
    expect(attachmentDisposition('简历.docx')).toBe(
      `attachment; filename="__.docx"; filename*=UTF-8''%E7%AE%80%E5%8E%86.docx`,
    );
  });

  it("encodes the characters encodeURIComponent leaves alone but RFC 5987 does not allow: ' ( ) *", () => {
    expect(attachmentDisposition("Zoë's CV (final)*.pdf")).toBe(
      `attachment; filename="Zoe's CV (final)*.pdf"; filename*=UTF-8''Zo%C3%AB%27s%20CV%20%28final%29%2A.pdf`,
    );
  });

  it('never lets quotes, backslashes or line breaks break the header', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.txt');
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x.txt"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x.txt`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('falls back to a neutral name when nothing is left', () => {
    expect(attachmentDisposition('\u0000\u0001 ')).toBe('attachment; filename="resume"');
  });
});
