import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { templateLanguage } from './email-locale.js';
import { loadCases } from './grounding/eval/cases.js';
import { findUnsupportedClaims } from './grounding/index.js';
import { detectLanguage } from './language.js';
import { nameFromResume } from './signature.js';
import { composeTemplateEmail, templateDrafts } from './template-composer.js';

// Every evaluation set's applications: only their resumes and job ads are read here (the emails and labels of the
// blind sets stay unread).
const EVAL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'grounding', 'eval');
const sets = fs
  .readdirSync(EVAL, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
// Cases that share a resume and an ad get the same emails: each pair is checked once.
const seen = new Set<string>();
const applications = sets.flatMap((set) =>
  loadCases(path.join(EVAL, set))
    .map((c) => ({ set, id: c.id, now: c.now, ...c.sources }))
    .filter((a) => {
      const key = JSON.stringify([a.resume, a.jobTitle, a.companyName, a.jobDescription, a.posterName]);
      return !seen.has(key) && seen.add(key);
    }),
);

describe('the built-in composer on every evaluation case', () => {
  it('reads every set', () => {
    expect(sets).toEqual(expect.arrayContaining(['cases', 'held-out', 'held-out-7', 'held-out-8']));
    expect(applications.length).toBeGreaterThan(50);
  });

  it.each(sets)(
    'writes emails (every Regenerate variant) that raise no warning on the resumes of %s',
    (set) => {
      const flagged: string[] = [];
      let opened = 0;
      const ofSet = applications.filter((x) => x.set === set);
      for (const a of ofSet) {
        const language = templateLanguage(detectLanguage(a.jobDescription));
        const senderName = nameFromResume(a.resume);
        const input = { ...a, language, senderName, posterName: a.posterName ?? null };
        for (let attempt = 1; attempt <= templateDrafts(input); attempt++) {
          const email = composeTemplateEmail({ ...input, attempt });
          if (attempt === 1 && email.body.includes(language === 'en' ? '“' : language === 'de' ? '„' : '«')) opened++;
          const claims = findUnsupportedClaims(email, { ...a, senderName }, a.now);
          for (const c of claims) flagged.push(`${a.id} #${attempt}: ${c.kind} "${c.text}"`);
        }
      }
      expect(flagged).toEqual([]);
      // The emails open with a quoted achievement wherever the resume has one that fits the ad (so the quotes
      // above were checked too); resumes without result lines get the fit alone.
      expect(opened, `${opened} of ${ofSet.length}`).toBeGreaterThan(ofSet.length / 4);
    },
    300_000,
  );
});
