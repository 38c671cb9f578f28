import { describe, expect, it } from 'vitest';
import { fillPlaceholders, findPlaceholders, removePlaceholders } from './placeholders.js';

const VALUES = { senderName: 'Ada Lovelace', companyName: 'Acme Corp', jobTitle: 'React Developer', posterName: null };

describe('findPlaceholders', () => {
  it('finds template slots in every usual shape', () => {
    const text = `Dear [Hiring Manager's Name],
I want to join {company} as {{job_title}}. I have XX years of experience and ___ projects.
Reach me at <phone number>.
Best regards,
(Your Name)
Your Name`;
    expect(findPlaceholders(text).map((p) => [p.text, p.kind])).toEqual([
      ["[Hiring Manager's Name]", 'recipient'],
      ['{company}', 'company'],
      ['{{job_title}}', 'role'],
      ['XX', 'other'],
      ['___', 'other'],
      ['<phone number>', 'other'],
      ['(Your Name)', 'sender'],
      ['Your Name', 'sender'],
    ]);
  });

  it('finds slots written in other languages', () => {
    expect(findPlaceholders('Saludos,\n[Tu nombre]').map((p) => p.kind)).toEqual(['sender']);
    expect(findPlaceholders('Cordialement,\nVotre nom').map((p) => p.kind)).toEqual(['sender']);
    expect(findPlaceholders('bei [Unternehmen]').map((p) => p.kind)).toEqual(['company']);
  });

  it('leaves ordinary text, addresses and links alone', () => {
    const text = `Dear Maria,
You can reach me at <ada@example.com> or <https://ada.dev>. I built an XML parser (in Rust) for Acme.
Best regards,
Ada Lovelace`;
    expect(findPlaceholders(text)).toEqual([]);
  });
});

describe('fillPlaceholders', () => {
  it('fills the slots whose meaning and value are known', () => {
    const text = 'I want to join [Company Name] as a [Position].\nBest regards,\n[Your Name]';
    expect(fillPlaceholders(text, VALUES)).toBe(
      'I want to join Acme Corp as a React Developer.\nBest regards,\nAda Lovelace',
    );
  });

  it('keeps slots it cannot fill', () => {
    const text = 'Dear [Hiring Manager], I led [number] projects.';
    expect(fillPlaceholders(text, VALUES)).toBe(text);
    expect(fillPlaceholders(text, { ...VALUES, posterName: 'Maria Lopez' })).toBe(
      'Dear Maria Lopez, I led [number] projects.',
    );
  });
});

describe('removePlaceholders', () => {
  it('drops the sentences that still hold a slot, and lines that were only a slot', () => {
    const text = `Dear Maria,

I built dashboards in React. I improved sales by [X]%. I enjoy teamwork.
[Your LinkedIn]

Best regards,
Ada`;
    expect(removePlaceholders(text)).toBe(`Dear Maria,

I built dashboards in React. I enjoy teamwork.

Best regards,
Ada`);
  });
});
