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

describe('one sign-off, whatever the draft closes with', () => {
  const signOffs = (body: string) =>
    body
      .split('\n')
      .filter((l) =>
        /^(?:best regards|kind regards|thanks|saludos cordiales|un saludo|cordialement|mit freundlichen grüßen|viele grüße)\b/iu.test(
          l.trim(),
        ),
      ).length;

  it.each([
    ['en', 'Best regards,'],
    ['en', 'Thanks,'],
    ['en', 'Thanks so much for your time,'],
    ['es', 'Saludos cordiales,'],
    ['es', 'Un saludo,'],
    ['fr', 'Cordialement,'],
    ['fr', 'Bien à vous,'],
    ['de', 'Mit freundlichen Grüßen'],
    ['de', 'Viele Grüße aus München'],
  ] as const)('keeps the resume’s name under "%s %s" and adds no second sign-off', (lang, closing) => {
    const body = `Hello.\n\nI would love to talk.\n\n${closing}\nMaya Chen`;
    const signed = ensureSignature(body, 'Maya Lin', lang, 'Maya Chen');
    expect(signed).toBe(body);
    expect(signOffs(signed)).toBeLessThanOrEqual(1);
  });

  it('replaces a name that is neither the user’s nor the resume’s, keeping the closing', () => {
    expect(
      ensureSignature('Hola.\n\nSaludos cordiales,\nJuan Pérez', 'Lucía Fernández', 'es', 'Lucía Fernández García'),
    ).toBe('Hola.\n\nSaludos cordiales,\nLucía Fernández');
    expect(ensureSignature('Hello.\n\nBest regards, John Smith', 'Ada Lovelace', 'en')).toBe(
      'Hello.\n\nBest regards,\nAda Lovelace',
    );
  });

  it('keeps a first name the user signs with, and contact lines under the name', () => {
    const informal = 'Hi Aoife,\n\nThanks so much for your time,\nMaya';
    expect(ensureSignature(informal, 'Maya Chen', 'en')).toBe(informal);
    const contact = 'Hello.\n\nCordialement,\nCamille Martin\ncamille@example.com | 06 12 34 56 78';
    expect(ensureSignature(contact, 'Camille Martin', 'fr')).toBe(contact);
  });

  it('puts the name between a closing and the contact lines under it', () => {
    expect(ensureSignature('Hallo.\n\nBeste Grüße\n+49 151 23456789', 'Lena Schmidt', 'de')).toBe(
      'Hallo.\n\nBeste Grüße\nLena Schmidt\n+49 151 23456789',
    );
  });

  it('adds a closing in the email’s language when there is none, and none when the name already ends it', () => {
    expect(ensureSignature('Bonjour.\n\nMerci de votre attention.', 'Camille Martin', 'fr')).toBe(
      'Bonjour.\n\nMerci de votre attention.\n\nCordialement,\nCamille Martin',
    );
    const named = 'Thank you for considering my application.\n\nPriya Raman';
    expect(ensureSignature(named, 'Priya Raman', 'en')).toBe(named);
  });

  it('keeps a postscript after the sign-off, however long, and adds no second sign-off', () => {
    const short = 'Hello.\n\nBest regards,\nMaya Chen\n\nP.S. My portfolio is at maya.dev.';
    expect(ensureSignature(short, 'Maya Lin', 'en', 'Maya Chen')).toBe(short);
    const long = `Hello.\n\nBest regards,\nMaya Chen\n\nP.S. I will be in Berlin next week.\nI could meet on Tuesday.\nJust let me know.`;
    expect(ensureSignature(long, 'Maya Lin', 'en', 'Maya Chen')).toBe(long);
    for (const [lang, closing, ps] of [
      ['es', 'Un saludo,', 'PD: Adjunto mi portafolio.\nGracias de nuevo.'],
      ['fr', 'Cordialement,', 'P.-S. : Je suis disponible dès lundi.\nMerci encore.'],
      ['de', 'Mit freundlichen Grüßen', 'PS: Ich bin ab sofort verfügbar.\nDanke nochmals.'],
    ] as const) {
      const body = `Hallo.\n\n${closing}\nMaya Chen\n\n${ps}`;
      expect(ensureSignature(body, 'Maya Lin', lang, 'Maya Chen')).toBe(body);
    }
    expect(
      ensureSignature('Hello.\n\nBest regards,\nJohn Smith\n\nP.S. Happy to share references.', 'Maya Lin', 'en'),
    ).toBe('Hello.\n\nBest regards,\nMaya Lin\n\nP.S. Happy to share references.');
  });

  it('signs before a postscript when the draft has no closing, and reads a note before the closing as the letter', () => {
    expect(ensureSignature('Hello.\n\nP.S. My portfolio is at maya.dev.', 'Maya Lin', 'en')).toBe(
      'Hello.\n\nBest regards,\nMaya Lin\n\nP.S. My portfolio is at maya.dev.',
    );
    const note = 'Hello.\n\nN.B. I can start in March.\n\nBest regards,\nMaya Lin';
    expect(ensureSignature(note, 'Maya Lin', 'en')).toBe(note);
  });

  it('keeps a long block of contact lines under the name, and adds no second sign-off', () => {
    const body =
      'Hello.\n\nBest regards,\nMaya Chen\nData Analyst\n+44 7700 900123\nmaya@example.com\nlinkedin.com/in/mayachen';
    expect(ensureSignature(body, 'Maya Lin', 'en', 'Maya Chen')).toBe(body);
  });

  it('keeps one of two sign-offs the draft already ends with', () => {
    expect(
      ensureSignature('Hello.\n\nSincerely,\nMaya Chen\n\nBest regards,\nMaya Chen', 'Maya Lin', 'en', 'Maya Chen'),
    ).toBe('Hello.\n\nBest regards,\nMaya Chen');
  });

  it('does not take a "Thanks," inside the body for the closing', () => {
    const body = 'Hi,\n\nThanks,\nI saw your post about the role and wanted to reach out about it today.\n\nMaya Chen';
    expect(ensureSignature(body, 'Maya Chen', 'en')).toBe(body);
  });

  it('signs a formal French closing sentence once', () => {
    const body = 'Madame,\n\nJe vous prie d’agréer, Madame, mes salutations distinguées.\n\nCamille Martin';
    expect(ensureSignature(body, 'Camille Martin', 'fr')).toBe(body);
    expect(ensureSignature(body.replace('\n\nCamille Martin', ''), 'Camille Martin', 'fr')).toBe(
      `${body.replace('\n\nCamille Martin', '')}\nCamille Martin`,
    );
  });
});
