import { describe, expect, it } from 'vitest';
import { addressed } from './greeting.js';

const brief = { posterName: 'Maria Lopez', companyName: 'Acme', language: 'en' as const };
const draft = (body: string) => ({ subject: 'Hi', body });

describe('addressed', () => {
  it('keeps a greeting that names the recipient, in full or in part', () => {
    expect(addressed(draft('Dear Maria Lopez,\n\nHello.'), brief).body).toBe('Dear Maria Lopez,\n\nHello.');
    expect(addressed(draft('Hi Maria,\n\nHello.'), brief).body).toBe('Hi Maria,\n\nHello.');
  });

  it('greets a named recipient by name when the draft greeted "Hiring Manager" or someone else', () => {
    expect(addressed(draft('Dear Hiring Manager,\n\nHello.'), brief).body).toBe('Dear Maria Lopez,\n\nHello.');
    expect(addressed(draft('Dear John Smith,\n\nHello.'), brief).body).toBe('Dear Maria Lopez,\n\nHello.');
    expect(addressed(draft('Hello.'), brief).body).toBe('Dear Maria Lopez,\n\nHello.');
  });

  it('never greets a person when there is no name (a shared mailbox): the ad language’s neutral greeting', () => {
    const none = { ...brief, posterName: null };
    expect(addressed(draft('Dear John Smith,\n\nHello.'), none).body).toBe('Dear Hiring Manager,\n\nHello.');
    expect(addressed(draft('Guten Tag Frau Weber,\n\nHallo.'), { ...none, language: 'de' }).body).toBe(
      'Sehr geehrte Damen und Herren,\n\nHallo.',
    );
    expect(addressed(draft('Bonjour Paul,\n\nBonjour.'), { ...none, language: 'fr' }).body).toBe(
      'Madame, Monsieur,\n\nBonjour.',
    );
  });

  it('leaves a language without a built-in greeting as the model wrote it', () => {
    const it = { ...brief, posterName: null, language: 'it' as const };
    expect(addressed(draft('Gentile Paolo,\n\nCiao.'), it).body).toBe('Gentile Paolo,\n\nCiao.');
  });
});
