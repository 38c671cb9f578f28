import { describe, expect, it } from 'vitest';
import { autoReplyNote, isAutoReply } from './auto-reply.js';

const headers =
  (values: Record<string, string>) =>
  (name: string): string =>
    Object.entries(values).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';

describe('isAutoReply', () => {
  it('knows the RFC 3834 header and the older ones', () => {
    expect(isAutoReply(headers({ 'Auto-Submitted': 'auto-replied' }))).toBe(true);
    expect(isAutoReply(headers({ 'auto-submitted': 'auto-generated' }))).toBe(true);
    expect(isAutoReply(headers({ 'X-Autoreply': 'yes' }))).toBe(true);
    expect(isAutoReply(headers({ 'X-Autorespond': 'Out of office' }))).toBe(true);
    expect(isAutoReply(headers({ Precedence: 'auto_reply' }))).toBe(true);
  });

  it('knows the usual subjects in English, Spanish, French and German', () => {
    for (const subject of [
      'Automatic reply: Application for Backend Engineer',
      'Out of Office: Re: your application',
      'Abwesenheit: Bewerbung',
      'Réponse automatique : candidature',
      'Respuesta automática: solicitud',
      'Autoreply: hello',
    ]) {
      expect(isAutoReply(headers({ Subject: subject })), subject).toBe(true);
    }
  });

  it('takes a person answering, or Auto-Submitted: no, for what it is', () => {
    expect(isAutoReply(headers({ Subject: 'Re: Application for Backend Engineer' }))).toBe(false);
    expect(isAutoReply(headers({ 'Auto-Submitted': 'no', Subject: 'Re: out of curiosity' }))).toBe(false);
    expect(isAutoReply(headers({ Precedence: 'bulk', Subject: 'Re: we are out of office space' }))).toBe(false);
    expect(isAutoReply(headers({}))).toBe(false);
  });
});

describe('autoReplyNote', () => {
  it('says until when the person is away, when the text says it', () => {
    expect(autoReplyNote('I am out of the office until Monday, 7 December 2026, with limited access to email.')).toBe(
      'auto-reply: away until Monday, 7 December 2026',
    );
    expect(autoReplyNote('Ich bin bis zum 7.12.2026 nicht im Büro.')).toBe(
      'auto-reply: away until 7.12.2026 nicht im Büro',
    );
    expect(autoReplyNote('Estaré fuera hasta el 7 de diciembre.')).toBe('auto-reply: away until 7 de diciembre');
    expect(autoReplyNote("Je suis absent jusqu'au 7 décembre.")).toBe('auto-reply: away until 7 décembre');
  });

  it('says only "auto-reply" otherwise', () => {
    expect(autoReplyNote('Thank you for your email. We will get back to you.')).toBe('auto-reply');
    expect(autoReplyNote('')).toBe('auto-reply');
  });
});
