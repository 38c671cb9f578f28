import type { RecordedLlmRequest, Sandbox } from '@app/sandbox';
import { defaultEmailSubject, type CompanyProfile, type GenerateEmailResponse } from '@app/types';
import { CLAIM_KINDS } from '../src/compose/grounding/index.js';
import { quoteOccurs } from '../src/compose/grounding/model/quoted-spans.js';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns } from './support/stand-ins.js';
import { signIn, startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

const RESUME = `Ada Lovelace
Senior Frontend Engineer at Globex Corporation (2019 – present)
Frontend Developer, Initech, 2016 – 2019
Skills: React, TypeScript, CSS, Node.js
BSc Computer Science, University of Leeds`;

const EN_AD =
  'We are looking for a Frontend Developer to join our payments team. You will build features in TypeScript and ' +
  'React, work with designers, and help us improve performance. Experience with Kafka is a plus.';
const FR_AD =
  'Nous recherchons un développeur frontend pour rejoindre notre équipe paiements. Vous travaillerez avec TypeScript et ' +
  'React sur de nouvelles fonctionnalités. Une expérience avec Kafka est un plus et vous êtes à l’aise en anglais.';
const DE_AD =
  'Wir suchen eine Frontend-Entwicklerin (m/w/d) für unser Payments-Team. Du arbeitest mit TypeScript und React an ' +
  'neuen Funktionen. Erfahrung mit Kafka ist von Vorteil, und du sprichst gut Englisch.';
const ES_AD =
  'Buscamos un Desarrollador Frontend para unirse a nuestro equipo de pagos. Trabajarás con TypeScript y React en ' +
  'el desarrollo de nuevas funcionalidades. Requisitos: experiencia con JavaScript y ganas de aprender.';

const COMPANY: CompanyProfile = {
  name: 'Acme Corp',
  logo: null,
  tagline: 'Payments for small shops',
  description: 'Acme builds payment tools for small shops across Europe.',
  industry: 'Financial Services',
  size: '201-500 employees',
  headquarters: 'Berlin',
  founded: '2012',
  specialties: ['payments', 'point of sale'],
  website: 'https://acme.example',
  linkedinUrl: null,
};

const PLACEHOLDER = /\[[^\]]+\]|\{[^}]+\}|<[^>@]+>/;

const request = (over: Record<string, unknown> = {}) => ({
  companyName: 'Acme Corp',
  jobTitle: 'Frontend Developer',
  jobDescription: EN_AD,
  posterName: 'Maria Lopez',
  posterTitle: 'Head of Engineering',
  ...over,
});

describe('POST /api/generate-email', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];

  const app = async (env: Record<string, string>) => {
    const t = await startTestApp({ AUTH_DEV_LOGIN: 'true', RUN_WORKERS: 'false', ...standInEnv(sandbox), ...env });
    apps.push(t);
    return t;
  };

  /** A signed-in browser; with a resume saved unless told otherwise. */
  const signInWithResume = async (t: TestApp, opts: { resume?: string | null; firstName?: string } = {}) => {
    const { browser } = await signIn(t, {
      email: uniqueEmail('compose'),
      firstName: opts.firstName ?? 'Ada',
      lastName: 'Lovelace',
    });
    const resume = opts.resume === undefined ? RESUME : opts.resume;
    if (resume)
      await browser.post('/api/resume/upload').attach('resume', Buffer.from(resume), 'resume.txt').expect(200);
    return browser;
  };

  const allLlmRequests = async (): Promise<RecordedLlmRequest[]> =>
    ((await (await fetch(sandbox.services.llm.requests)).json()) as { requests: RecordedLlmRequest[] }).requests.filter(
      (r) => r.path.endsWith('/chat/completions'),
    );
  /** The requests that asked for an email (the others list an email's claims for the grounding check). */
  const llmRequests = async () => (await allLlmRequests()).filter((r) => r.kind === 'email');
  const claimRequests = async () => (await allLlmRequests()).filter((r) => r.kind === 'claims');
  const arm = async (failNext: string, times = 1, holdMs?: number, kinds?: string[]) => {
    const res = await fetch(sandbox.services.llm.control, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext, times, holdMs, kinds }),
    });
    expect(res.status).toBe(200);
  };
  type Messages = { role: string; content: string }[];
  const messagesOf = (r: RecordedLlmRequest) => (r.body as { messages: Messages }).messages;
  const promptOf = (r: RecordedLlmRequest) =>
    messagesOf(r)
      .map((m) => m.content)
      .join('\n');

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));
  beforeEach(async () => {
    await fetch(sandbox.services.llm.control, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reset: true }),
    });
  });

  describe('without a language model (the built-in composer)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await app({ OPENAI_API_KEY: '' });
    });

    it('writes an honest email from the saved resume, with the default subject and the user’s name', async () => {
      const browser = await signInWithResume(t);
      const res = await browser.post('/api/generate-email').send(request()).expect(200);
      const body = res.body as GenerateEmailResponse;
      expect(body).toMatchObject({ success: true, generator: 'template', warnings: [] });
      expect(body.email!.subject).toBe(defaultEmailSubject('Frontend Developer', 'Acme Corp'));
      expect(body.email!.subject).toBe('Application for Frontend Developer position at Acme Corp');
      expect(body.email!.body.startsWith('Dear Maria Lopez,')).toBe(true);
      expect(body.email!.body).toContain('I currently work as Senior Frontend Engineer at Globex Corporation.');
      expect(body.email!.body).toContain('My experience with TypeScript and React matches what this role asks for.');
      expect(body.email!.body).not.toContain('Kafka');
      expect(body.email!.body.endsWith('Best regards,\nAda Lovelace')).toBe(true);
      expect(body.email!.body).not.toMatch(PLACEHOLDER);
      expect(await allLlmRequests()).toHaveLength(0);
    });

    it('writes a Spanish email for a Spanish job ad', async () => {
      const browser = await signInWithResume(t);
      const res = await browser
        .post('/api/generate-email')
        .send(request({ jobDescription: ES_AD, jobTitle: 'Desarrollador Frontend', posterName: undefined }))
        .expect(200);
      const email = (res.body as GenerateEmailResponse).email!;
      expect(email.subject).toBe('Candidatura para el puesto de Desarrollador Frontend en Acme Corp');
      expect(email.body.startsWith('Estimado equipo de Acme Corp:')).toBe(true);
      expect(email.body).toContain('Actualmente trabajo como Senior Frontend Engineer en Globex Corporation.');
      expect(email.body.endsWith('Saludos cordiales,\nAda Lovelace')).toBe(true);
      expect((res.body as GenerateEmailResponse).warnings).toEqual([]);
    });

    it('uses the resume sent with the request when none is saved', async () => {
      const browser = await signInWithResume(t, { resume: null });
      const res = await browser
        .post('/api/generate-email')
        .send(request({ resumeText: 'Grace Hopper\nBackend Developer at Initech (2020 – present)\nTypeScript' }))
        .expect(200);
      expect((res.body as GenerateEmailResponse).email!.body).toContain('Backend Developer at Initech');
    });

    it('asks for a resume first when there is none, in the spec’s words', async () => {
      const browser = await signInWithResume(t, { resume: null });
      const res = await browser.post('/api/generate-email').send(request()).expect(400);
      expect(res.body).toMatchObject({
        code: 'resume_required',
        message: 'Please upload your resume first before applying to jobs.',
      });
    });

    it('greets a named person by name, and a shared mailbox (careers@) neutrally, never with a person’s name', async () => {
      const browser = await signInWithResume(t);
      const personal = await browser
        .post('/api/generate-email')
        .send(request({ recipientEmail: 'maria.lopez@acme.example' }))
        .expect(200);
      expect((personal.body as GenerateEmailResponse).email!.body.startsWith('Dear Maria Lopez,')).toBe(true);
      for (const recipientEmail of ['careers@acme.example', 'jobs@acme.example', 'hr.team@acme.example']) {
        const shared = await browser.post('/api/generate-email').send(request({ recipientEmail })).expect(200);
        const body = (shared.body as GenerateEmailResponse).email!.body;
        expect(body.startsWith('Dear Hiring Manager,'), recipientEmail).toBe(true);
        expect(body).not.toContain('Maria');
      }
      const fr = await browser
        .post('/api/generate-email')
        .send(request({ recipientEmail: 'recrutement@acme.example', jobDescription: FR_AD }))
        .expect(200);
      expect((fr.body as GenerateEmailResponse).email!.body.startsWith('Madame, Monsieur,')).toBe(true);
    });

    it('opens with the resume achievement that fits the ad; Regenerate gives another draft, then says why it cannot', async () => {
      const resume = `${RESUME}\n- Cut the checkout page load time by 38% with code splitting in React.\n- Ran the office book club.`;
      const browser = await signInWithResume(t, { resume });
      const ad = `${EN_AD} Our goal this year: reduce page load time.`;
      const bodies: string[] = [];
      for (const attempt of [1, 2]) {
        const res = await browser
          .post('/api/generate-email')
          .send(request({ jobDescription: ad, attempt }))
          .expect(200);
        const body = res.body as GenerateEmailResponse;
        expect(body.warnings).toEqual([]);
        bodies.push(body.email!.body);
      }
      expect(bodies[0]!.split('\n\n')[1]).toBe(
        'One result from my work that fits what you are looking for: “Cut the checkout page load time by 38% with code splitting in React.”',
      );
      expect(bodies[1]).not.toBe(bodies[0]);
      expect(bodies[1]).toContain('“Cut the checkout page load time by 38%');
      const none = await browser
        .post('/api/generate-email')
        .send(request({ jobDescription: ad, attempt: 3 }))
        .expect(409);
      expect(none.body).toMatchObject({ code: 'no_other_draft', details: { drafts: 2 } });
      expect(none.body.message).toContain('There is no other draft to write: all 2 were shown');
    });

    it('refuses bad input with 400 and says what is wrong, and strangers with 401', async () => {
      const browser = await signInWithResume(t);
      const missing = await browser.post('/api/generate-email').send({ companyName: 'Acme', jobDescription: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('jobTitle is required');
      const unknown = await browser.post('/api/generate-email').send(request({ tone: 'cheeky' }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain("Unknown field 'tone'");
      const attempt = await browser.post('/api/generate-email').send(request({ attempt: 0 }));
      expect(attempt.status).toBe(400);
      expect(attempt.body.message).toContain('attempt must be a whole number from 1 to 100');
      const address = await browser.post('/api/generate-email').send(request({ recipientEmail: 'not an address' }));
      expect(address.status).toBe(400);
      expect(address.body.message).toContain('recipientEmail must be a valid email address');
      await t.http.post('/api/generate-email').send(request()).expect(401);
    });
  });

  describe('with a language model (the OpenAI-compatible stand-in)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await app({ OPENAI_TIMEOUT_MS: '1000' });
    });

    it('sends the resume, job ad, recipient and company profile, and returns the model’s email', async () => {
      const browser = await signInWithResume(t);
      const res = await browser
        .post('/api/generate-email')
        .send(request({ company: COMPANY }))
        .expect(200);
      const body = res.body as GenerateEmailResponse;
      expect(body).toMatchObject({ success: true, generator: 'llm', warnings: [] });
      expect(body.email!.subject).toBe('Application for Frontend Developer position at Acme Corp');
      expect(body.email!.body.startsWith('Dear Maria Lopez,')).toBe(true);
      expect(body.email!.body).toContain('TypeScript and React');
      expect(body.email!.body.endsWith('Ada Lovelace')).toBe(true);
      expect(body.email!.body).not.toMatch(PLACEHOLDER);

      const [sent, ...more] = await llmRequests();
      expect(more).toHaveLength(0);
      expect(sent!.authorized).toBe(true);
      expect(sent!.body).toMatchObject({
        model: 'gpt-4o-mini',
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: 'application_email',
            strict: true,
            schema: { properties: { subject: { type: 'string' }, body: { type: 'string' } } },
          },
        },
      });
      const prompt = promptOf(sent!);
      expect(prompt).toContain('Senior Frontend Engineer at Globex Corporation (2019 – present)');
      // A second, separate call lists the email's claims with the resume words behind each.
      const [listing, ...moreListings] = await claimRequests();
      expect(moreListings).toHaveLength(0);
      expect(listing!.body).toMatchObject({
        model: 'gpt-4o-mini',
        response_format: { type: 'json_schema', json_schema: { name: 'email_claims', strict: true } },
      });
      expect(promptOf(listing!)).toContain(body.email!.body);
      expect(promptOf(listing!)).toContain('Senior Frontend Engineer at Globex Corporation (2019 – present)');
      expect(prompt).toContain(EN_AD);
      expect(prompt).toContain('Recipient: Maria Lopez, Head of Engineering');
      expect(prompt).toContain("Sender's name: Ada Lovelace");
      expect(prompt).toContain('Industry: Financial Services');
      expect(prompt).toContain('Tagline: Payments for small shops');
      expect(prompt).toContain('Write the email in English, the language of the job ad.');
    });

    it('tells the model the achievement to open with (the next one on a Regenerate) and whom to greet', async () => {
      const resume = `${RESUME}\n- Cut the checkout page load time by 38% with code splitting in React.\n- Led the move of 12 pages to TypeScript.`;
      const browser = await signInWithResume(t, { resume });
      const ad = `${EN_AD} Our goal this year: reduce page load time.`;
      const res = await browser
        .post('/api/generate-email')
        .send(request({ jobDescription: ad, recipientEmail: 'careers@acme.example' }))
        .expect(200);
      const email = (res.body as GenerateEmailResponse).email!;
      expect(email.body.startsWith('Dear Hiring Manager,')).toBe(true);
      expect(email.body).not.toContain('Maria');
      const [first] = await llmRequests();
      expect(promptOf(first!)).toContain(
        'Open with (from the resume, the achievement that best fits this ad): "Cut the checkout page load time by 38% with code splitting in React"',
      );
      expect(promptOf(first!)).toContain('Recipient: unknown (Head of Engineering); no name given');
      expect(promptOf(first!)).not.toContain('Maria Lopez');

      await browser
        .post('/api/generate-email')
        .send(request({ jobDescription: ad, attempt: 2 }))
        .expect(200);
      const [, second] = await llmRequests();
      expect(promptOf(second!)).toContain('"Led the move of 12 pages to TypeScript"');
      expect(promptOf(second!)).toContain('Draft number: 2.');
    });

    it('asks for Spanish when the job ad is in Spanish', async () => {
      const browser = await signInWithResume(t);
      const res = await browser
        .post('/api/generate-email')
        .send(request({ jobDescription: ES_AD }))
        .expect(200);
      const [sent] = await llmRequests();
      expect(messagesOf(sent!)[0]!.content).toContain('Write the email in Spanish, the language of the job ad.');
      expect((res.body as GenerateEmailResponse).email!.body).toContain('Me entusiasma presentar mi candidatura');
      expect((res.body as GenerateEmailResponse).warnings).toEqual([]);
    });

    it('reads the stored job and its company page when given the site job id', async () => {
      const siteJobId = String(Date.now()).slice(-10);
      const slug = `compose-co-${siteJobId}`;
      await db.query(
        `INSERT INTO companies (slug, name, industry, tagline, specialties, fetched_at)
         VALUES ($1, 'Stored Co', 'Logistics Software', 'Shipping made simple', '["routing"]', now())`,
        [slug],
      );
      await db.query(
        `INSERT INTO jobs (site_job_id, title, company_name, company_slug, description, link, poster_name, poster_title)
         VALUES ($1, 'Frontend Developer', 'Stored Co', $2, $3, 'https://example.com/job', 'Jon Snow', 'CTO')`,
        [siteJobId, slug, `Stored description: ${EN_AD}`],
      );
      const browser = await signInWithResume(t);
      await browser
        .post('/api/generate-email')
        .send({ companyName: 'Stored Co', jobTitle: 'Frontend Developer', jobDescription: '', siteJobId })
        .expect(200);
      const prompt = promptOf((await llmRequests())[0]!);
      expect(prompt).toContain(`Stored description: ${EN_AD}`);
      expect(prompt).toContain('Industry: Logistics Software');
      expect(prompt).toContain('Recipient: Jon Snow, CTO');
    });

    it('asks for one rewrite when the model invents a claim, and returns the clean rewrite', async () => {
      await arm('invent_claims', 1);
      const browser = await signInWithResume(t);
      const res = await browser.post('/api/generate-email').send(request()).expect(200);
      const body = res.body as GenerateEmailResponse;
      expect(body.warnings).toEqual([]);
      expect(body.email!.body).not.toContain('40 engineers');
      const sent = await llmRequests();
      expect(sent.map((r) => r.outcome)).toEqual(['invent_claims', 'ok']);
      // The floor names the figures and the name the resume lacks; the model's wider words add nothing to them.
      const rewrite = messagesOf(sent[1]!).at(-1)!.content;
      expect(rewrite).toContain('"40"');
      expect(rewrite).toContain('"12"');
      expect(rewrite).toContain('"MBA"');
    });

    it('names the claims the resume does not back when the rewrite invents them again', async () => {
      await arm('invent_claims', 2);
      const browser = await signInWithResume(t);
      const res = await browser.post('/api/generate-email').send(request()).expect(200);
      const body = res.body as GenerateEmailResponse;
      expect(body.success).toBe(true);
      expect(body.warnings).toEqual([
        'The email says "40" about a team; your resume does not mention that number.',
        'The email says "12" about your experience; your resume does not show that.',
        'The email says you hold the degree "MBA"; your resume does not show it.',
      ]);
      expect(await llmRequests()).toHaveLength(2);
      expect(await claimRequests()).toHaveLength(2);
    });

    it('fills the placeholders a model leaves, never returning one', async () => {
      await arm('placeholders', 2);
      const browser = await signInWithResume(t);
      const res = await browser.post('/api/generate-email').send(request()).expect(200);
      const email = (res.body as GenerateEmailResponse).email!;
      expect(`${email.subject}\n${email.body}`).not.toMatch(PLACEHOLDER);
      expect(email.body).toContain('I would bring the same energy to Acme Corp.');
      expect(email.body.endsWith('Best regards,\nAda Lovelace')).toBe(true);
    });

    it.each([
      ['English', EN_AD],
      ['Spanish', ES_AD],
      ['French', FR_AD],
      ['German', DE_AD],
    ])(
      'flags every kind of claim a model invents in %s, asks one rewrite naming them, and warns of what remains',
      async (_, ad) => {
        await arm('embellish', 2);
        const browser = await signInWithResume(t);
        const res = await browser
          .post('/api/generate-email')
          .send(request({ jobDescription: ad }))
          .expect(200);
        const { email } = res.body as GenerateEmailResponse;
        const warnings = (res.body as GenerateEmailResponse).warnings ?? [];
        const [first, rewrite] = await llmRequests();
        const invented = first!.invented!;
        expect(invented.map((i) => i.kind).sort()).toEqual([...CLAIM_KINDS].sort());
        // A name the stand-in vouches for with a line the resume really holds counts as backed (a verified quote
        // outweighs the floor on names, never on figures): the stand-in does so now and then, as models do.
        const vouched = (await claimRequests()).flatMap((r) =>
          (r.listed ?? []).filter((l) => l.resume_quote && quoteOccurs(RESUME, l.resume_quote)).map((l) => l.claim),
        );
        // A warning names a claim when it quotes a word of it (the floor names the figure or name that carries it).
        const wordsOf = (t: string) => new Set(t.toLowerCase().match(/[\p{L}\d]{2,}/gu) ?? []);
        const named = (w: string, text: string) =>
          [...w.matchAll(/"([^"]+)"/gu)].some(([, q]) => [...wordsOf(q!)].some((x) => wordsOf(text).has(x)));
        // The floor reads no grammar: in an email whose resume is in another language, a title or a language said
        // without a name ("Leiterin der Softwareentwicklung", "coreano") is the model's to list, and the stand-in's
        // hand-written lister sometimes does not. Every figure and every acronym is flagged.
        const missed: string[] = [];
        for (const { kind, text } of invented) {
          expect(email!.body, kind).toContain(text);
          // Named in the rewrite request, and still in a warning since the rewrite invented it again.
          if (named(messagesOf(rewrite!).at(-1)!.content, text) && warnings.some((w) => named(w, text))) continue;
          const why = `${kind} "${text}" in ${JSON.stringify(warnings)}`;
          expect(/\d/.test(text), `a figure is never left unflagged: ${why}`).toBe(false);
          if (vouched.some((v) => v.includes(text) || text.includes(v))) continue;
          missed.push(`${kind} "${text}"`);
          expect(/\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(text), `an acronym is always flagged: ${why}`).toBe(false);
        }
        // German capitalises every noun, so the floor reads only marked names there (acronyms, "HubSpot"): with an
        // English resume, Harvard, Kafka, Berlin or a hackathon's name are left to the model, which the stand-in's
        // German lister does not list (a known gap, bench/RESULTS.md); above, figures and acronyms are still flagged.
        if (ad !== DE_AD) expect(missed.length, missed.join(', ')).toBeLessThanOrEqual(2);
        for (const w of warnings) expect(w).toMatch(/^The email (?:says|calls you) .+; (?:your resume|neither) .+\.$/u);
      },
    );

    it('keeps the claim list’s misses covered by the floor when the listing call fails', async () => {
      await arm('invent_claims', 2);
      await arm('claims_malformed', 2);
      const browser = await signInWithResume(t);
      const res = await browser.post('/api/generate-email').send(request()).expect(200);
      expect((res.body as GenerateEmailResponse).warnings).toHaveLength(3);
      expect((await claimRequests()).map((r) => r.outcome)).toEqual(['claims_malformed', 'claims_malformed']);
    });

    it.each(['English', 'Spanish', 'French', 'German'] as const)(
      'ends a %s email with one sign-off when the model signs with the resume’s name',
      async (language) => {
        const ad = { English: EN_AD, Spanish: ES_AD, French: FR_AD, German: DE_AD }[language];
        await arm('sign_as_resume', 2);
        const browser = await signInWithResume(t, { firstName: 'Augusta' });
        const res = await browser
          .post('/api/generate-email')
          .send(request({ jobDescription: ad }))
          .expect(200);
        const body = (res.body as GenerateEmailResponse).email!.body;
        const lines = body.split('\n').filter((l) => l.trim());
        expect(lines.at(-1)).toBe('Ada Lovelace');
        expect(body).not.toContain('Augusta');
        const closings = lines.filter((l) =>
          /^(?:Thanks,|Kind regards,|Best,|Best regards,|Un saludo,|Atentamente,|Saludos cordiales,|Bien à vous,|Bien cordialement,|Cordialement,|Viele Grüße|Beste Grüße|Mit freundlichen Grüßen)$/u.test(
            l.trim(),
          ),
        );
        expect(closings).toHaveLength(1);
      },
    );

    it('answers 429 with a plain message when the model is rate limited', async () => {
      await arm('rate_limit', 2);
      const browser = await signInWithResume(t);
      const res = await browser.post('/api/generate-email').send(request()).expect(429);
      expect(res.body).toMatchObject({
        code: 'email_writer_busy',
        message: 'The email writer is busy right now. Please try again in a minute.',
      });
      // The SDK retried once, honouring retry-after.
      expect((await llmRequests()).map((r) => r.outcome)).toEqual(['rate_limit', 'rate_limit']);
    });

    it('answers 504 with a plain message when the model takes longer than OPENAI_TIMEOUT_MS', async () => {
      await arm('timeout', 2, 10_000);
      const browser = await signInWithResume(t);
      const started = Date.now();
      const res = await browser.post('/api/generate-email').send(request()).expect(504);
      expect(res.body).toMatchObject({
        code: 'email_writer_timeout',
        message: 'The email writer took too long to answer. Please try again.',
      });
      expect(Date.now() - started).toBeLessThan(8_000);
    });

    it('retries an answer that is not the email JSON once, then answers 502', async () => {
      await arm('malformed', 1);
      const browser = await signInWithResume(t);
      await browser.post('/api/generate-email').send(request()).expect(200);

      await fetch(sandbox.services.llm.requests, { method: 'DELETE' });
      await arm('malformed', 2);
      const res = await browser.post('/api/generate-email').send(request()).expect(502);
      expect(res.body.code).toBe('email_writer_bad_output');
      expect(await llmRequests()).toHaveLength(2);
    });

    it('answers 502 when the provider fails on its side', async () => {
      await arm('server_error', 2);
      const browser = await signInWithResume(t);
      const res = await browser.post('/api/generate-email').send(request()).expect(502);
      expect(res.body).toMatchObject({
        code: 'email_writer_failed',
        message: 'The email writer could not write this email right now. Please try again.',
      });
    });
  });

  it('gets the company profile from POST /api/scrape-company, which reads the site only when its copy is stale', async () => {
    const t = await app({ OPENAI_API_KEY: '' });
    const browser = await signInWithResume(t);
    const companyPages = () => sandbox.jobsSite.stats().company ?? 0;
    const scrape = (slug: string) =>
      browser
        .post('/api/scrape-company')
        .send({ companyLinkedinUrl: `${sandbox.services.jobsSite.url}/company/${slug}` })
        .expect(200);

    const cached = `compose-cached-${Date.now()}`;
    await db.query(
      `INSERT INTO companies (slug, name, industry, found, fetched_at) VALUES ($1, 'Cached Co', 'Retail', true, now())`,
      [cached],
    );
    const before = companyPages();
    expect((await scrape(cached)).body).toMatchObject({ success: true, company: { name: 'Cached Co' } });
    expect(companyPages()).toBe(before);

    // A page the site does not have is remembered too, until the window (COMPANY_CACHE_DAYS, 30) has passed.
    const missing = `compose-missing-${Date.now()}`;
    expect((await scrape(missing)).body).toEqual({ success: false });
    expect(companyPages()).toBe(before + 1);
    await scrape(missing);
    expect(companyPages()).toBe(before + 1);
    await db.query(`UPDATE companies SET fetched_at = now() - interval '31 days' WHERE slug = $1`, [missing]);
    await scrape(missing);
    expect(companyPages()).toBe(before + 2);
  });

  it('answers 502 with a clear message when the provider refuses the key', async () => {
    const t = await app({ OPENAI_API_KEY: 'sk-not-the-sandbox-key' });
    const browser = await signInWithResume(t);
    const res = await browser.post('/api/generate-email').send(request()).expect(502);
    expect(res.body).toMatchObject({
      code: 'email_writer_auth',
      message: "The email writer refused this site's credentials. Please let the site's administrators know.",
    });
  });
});
