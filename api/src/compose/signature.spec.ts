import { describe, expect, it } from 'vitest';
import { ensureSignature, senderName } from './signature.js';

describe('senderName', () => {
  it('uses the account name', () => {
    expect(senderName({ firstName: 'Ada', lastName: 'Lovelace' }, 'Someone Else')).toBe('Ada Lovelace');
    expect(senderName({ firstName: ' Ada ', lastName: null }, null)).toBe('Ada');
  });

  it('falls back to a name heading the resume, and to nothing when there is none', () => {
    expect(senderName({ firstName: null, lastName: null }, '\n  Grace Brewster Hopper\nEngineer')).toBe(
      'Grace Brewster Hopper',
    );
    expect(senderName({ firstName: null, lastName: null }, 'RESUME 2024\nEngineer')).toBeNull();
    expect(senderName({ firstName: null, lastName: null }, 'Senior engineer with ten years in fintech')).toBeNull();
  });
});

describe('ensureSignature', () => {
  it('leaves a body already signed with the name', () => {
    const body = 'Hello,\n\nThanks.\n\nBest regards,\nAda Lovelace';
    expect(ensureSignature(body, 'Ada Lovelace', 'en')).toBe(body);
  });

  it('puts the name under a sign-off that lacks it', () => {
    expect(ensureSignature('Hello.\n\nKind regards,\n', 'Ada Lovelace', 'en')).toBe(
      'Hello.\n\nKind regards,\nAda Lovelace',
    );
    expect(ensureSignature('Hola.\n\nSaludos cordiales,', 'Ada', 'es')).toBe('Hola.\n\nSaludos cordiales,\nAda');
  });

  it('adds a sign-off in the email language when there is none', () => {
    expect(ensureSignature('Guten Tag.', 'Ada Lovelace', 'de')).toBe(
      'Guten Tag.\n\nMit freundlichen Grüßen\nAda Lovelace',
    );
  });

  it('adds nothing when the name is unknown', () => {
    expect(ensureSignature('Hello.\n\nBest regards,', null, 'en')).toBe('Hello.\n\nBest regards,');
  });
});
