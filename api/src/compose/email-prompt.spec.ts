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
    expect(user!.content).toContain('Recipient: unknown; use a neutral greeting');
    expect(user!.content).toContain("Sender's name: unknown; end with the sign-off alone");
    expect(user!.content).not.toContain('Company profile:');
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
