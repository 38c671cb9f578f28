import type { CompanyProfile } from '@app/types';
import { describe, expect, it } from 'vitest';
import { buildEmailMessages, PROMPT_LIMITS, type EmailBrief } from './email-prompt.js';

const COMPANY: CompanyProfile = {
  name: 'Acme Corp',
  logo: null,
  tagline: 'Payments for small shops',
  description: 'Acme builds payment tools.',
  industry: 'Financial Services',
  size: null,
  headquarters: 'Berlin',
  founded: null,
  specialties: ['payments', 'point of sale'],
  website: null,
  linkedinUrl: null,
};

const brief = (over: Partial<EmailBrief> = {}): EmailBrief => ({
  jobTitle: 'Frontend Developer',
  companyName: 'Acme Corp',
  jobDescription: 'We need React and TypeScript.',
  resume: 'Ada Lovelace\nReact, TypeScript',
  posterName: 'Maria Lopez',
  posterTitle: 'Head of Engineering',
  company: COMPANY,
  senderName: 'Ada Lovelace',
  language: 'en',
  ...over,
});

describe('buildEmailMessages', () => {
  it('gives the rules to the system and every fact to the user message', () => {
    const [system, user, ...rest] = buildEmailMessages(brief());
    expect(rest).toEqual([]);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Never invent employers');
    expect(system!.content).toContain('Never leave placeholders such as [Your Name]');
    expect(system!.content).toContain('Write the email in English, the language of the job ad.');
    expect(user!.content).toContain('Recipient: Maria Lopez, Head of Engineering');
    expect(user!.content).toContain("Sender's name: Ada Lovelace");
    expect(user!.content).toContain('Suggested subject: Application for Frontend Developer position at Acme Corp');
    expect(user!.content).toContain('Job ad:\n"""\nWe need React and TypeScript.\n"""');
    expect(user!.content).toContain('Resume:\n"""\nAda Lovelace\nReact, TypeScript\n"""');
    expect(user!.content).toContain('Industry: Financial Services');
    expect(user!.content).toContain('Specialties: payments, point of sale');
    expect(user!.content).not.toContain('Size:');
  });

  it('names the ad’s language, or asks for it when it is unknown', () => {
    const es = buildEmailMessages(brief({ language: 'es' }));
    expect(es[0]!.content).toContain('Write the email in Spanish, the language of the job ad.');
    expect(es[1]!.content).toContain('(in Spanish)');
    const unknown = buildEmailMessages(brief({ language: null }));
    expect(unknown[0]!.content).toContain('Write the email in the language the job ad is written in.');
  });

  it('says when the recipient or the sender is unknown, and leaves out a missing company profile', () => {
    const [, user] = buildEmailMessages(
      brief({ posterName: null, posterTitle: null, senderName: null, company: null }),
    );
    expect(user!.content).toContain('Recipient: unknown; no name given, so greet with exactly "Dear Hiring Manager,"');
    expect(user!.content).toContain("Sender's name: unknown; end with the sign-off alone");
    expect(user!.content).not.toContain('Company profile:');
  });

  it('gives the neutral greeting in the ad’s language, and a general one in a language without a template', () => {
    const de = buildEmailMessages(brief({ posterName: null, posterTitle: null, language: 'de' }));
    expect(de[1]!.content).toContain(
      'Recipient: unknown; no name given, so greet with exactly "Sehr geehrte Damen und Herren,"',
    );
    expect(de[0]!.content).toContain('Never greet anyone else named in the job ad');
    const it = buildEmailMessages(brief({ posterName: null, posterTitle: null, language: 'it' }));
    expect(it[1]!.content).toContain('greet with a neutral greeting in the language of the email');
  });

  it('has the email open with the chosen achievement, then the fit, and no list of skills', () => {
    const [system, user] = buildEmailMessages(brief({ achievement: 'Cut the bundle size by 38%' }));
    expect(user!.content).toContain(
      'Open with (from the resume, the achievement that best fits this ad): "Cut the bundle size by 38%"',
    );
    expect(system!.content).toContain('open with the achievement given as "Open with"');
    expect(system!.content).toContain('Do not make a list of skills the body of the email.');
    expect(user!.content).not.toContain('Draft number');
    expect(buildEmailMessages(brief())[1]!.content).not.toContain('Open with');
  });

  it('asks for a different draft on a Regenerate', () => {
    const [, user] = buildEmailMessages(brief({ attempt: 2 }));
    expect(user!.content).toContain('Draft number: 2. The user asked for another draft');
  });

  it('cuts a very long resume and job ad', () => {
    const [, user] = buildEmailMessages(brief({ resume: 'r'.repeat(50_000), jobDescription: 'j'.repeat(50_000) }));
    expect(user!.content.length).toBeLessThan(PROMPT_LIMITS.resume + PROMPT_LIMITS.jobDescription + 2_000);
    expect(user!.content).toContain('[…cut]');
  });

  it('on a rewrite, shows the draft and names the claims and slots to drop', () => {
    const messages = buildEmailMessages(brief(), {
      draft: { subject: 'Hi', body: 'I led 40 engineers. [Your Name]' },
      unsupported: ['40 engineers', '12 years'],
      placeholders: ['[Your Name]'],
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.parse(messages[2]!.content)).toEqual({ subject: 'Hi', body: 'I led 40 engineers. [Your Name]' });
    expect(messages[3]!.content).toContain('"40 engineers", "12 years"');
    expect(messages[3]!.content).toContain('placeholders: "[Your Name]"');
  });
});
