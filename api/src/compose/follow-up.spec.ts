import { describe, expect, it } from 'vitest';
import { composeTemplateFollowUp, greetingLine, withGreeting } from './follow-up.js';

describe('greetingLine', () => {
  it('takes the first line of an email when it greets someone', () => {
    expect(greetingLine('Dear Priya Sharma,\n\nI am writing to apply.')).toBe('Dear Priya Sharma,');
    expect(greetingLine('  Hi Dr. Rao,\r\nThanks.')).toBe('Hi Dr. Rao,');
    expect(greetingLine('Estimado equipo de Acme:\n\nLe escribo')).toBe('Estimado equipo de Acme:');
  });

  it('finds none when the email opens with a sentence, or has no text', () => {
    expect(greetingLine('I am writing to apply for the role.\n\nAda')).toBeNull();
    expect(greetingLine('Hello there, I saw your post and I would like to talk about the role today,')).toBeNull();
    expect(greetingLine(null)).toBeNull();
    expect(greetingLine('')).toBeNull();
  });
});

describe('withGreeting', () => {
  it("replaces the draft's own greeting line, or puts the greeting above a text without one", () => {
    expect(withGreeting('Dear Hiring Manager,\n\nJust following up.', 'Dear Priya,')).toBe(
      'Dear Priya,\n\nJust following up.',
    );
    expect(withGreeting('Just following up.\n\nAda', 'Dear Priya,')).toBe('Dear Priya,\n\nJust following up.\n\nAda');
    expect(withGreeting('Dear Hiring Manager,\n\nHi.', null)).toBe('Dear Hiring Manager,\n\nHi.');
  });
});

describe('composeTemplateFollowUp', () => {
  const brief = { jobTitle: 'Backend Engineer', companyName: 'Acme', senderName: 'Ada Lovelace' };

  it('greets the person as the first email did, not "Dear Hiring Manager"', () => {
    const { body } = composeTemplateFollowUp(
      brief,
      { number: 1, previousSubject: 'Hi', previousBody: 'Dear Priya Sharma,\n\nI apply.', recipientName: null },
      'en',
    );
    expect(body.split('\n')[0]).toBe('Dear Priya Sharma,');
    expect(body).not.toContain('Hiring Manager');
  });

  it('falls back to the neutral greeting when the first email had none, or its text was not kept', () => {
    const { body } = composeTemplateFollowUp(
      brief,
      { number: 1, previousSubject: 'Hi', previousBody: null, recipientName: null },
      'en',
    );
    expect(body.split('\n')[0]).toBe('Dear Hiring Manager,');
  });

  it('writes in the first email’s language under its greeting (German goes on in lower case)', () => {
    const previousBody = 'Sehr geehrte Damen und Herren,\n\nein Ergebnis aus meiner Arbeit.';
    const { body } = composeTemplateFollowUp(
      brief,
      { number: 1, previousSubject: 'Bewerbung', previousBody, recipientName: null },
      'de',
    );
    expect(body).toBe(
      'Sehr geehrte Damen und Herren,\n\nich möchte mich nach meiner Bewerbung auf die Stelle als Backend Engineer bei Acme erkundigen. Die Stelle interessiert mich weiterhin sehr, und ich freue mich über ein Gespräch, wann immer es Ihnen passt.\n\nVielen Dank für Ihre Zeit.\n\nMit freundlichen Grüßen\nAda Lovelace',
    );
    const es = composeTemplateFollowUp(
      brief,
      { number: 2, previousSubject: 'Hola', previousBody: 'Estimado/a Ana Ruiz:\n\nLe escribo.', recipientName: null },
      'es',
    );
    expect(es.body.startsWith('Estimado/a Ana Ruiz:\n\nLe escribo por última vez')).toBe(true);
  });
});
