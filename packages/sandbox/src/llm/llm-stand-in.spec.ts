import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmStandIn, SANDBOX_OPENAI_API_KEY, type LlmStandIn } from './index.js';

const PROMPT = `Job title: Frontend Developer
Company: Acme Corp
Recipient: Maria Lopez, Head of Engineering
Sender's name: Ada Lovelace
Suggested subject: Application for Frontend Developer position at Acme Corp
Language: English

Job ad:
"""
We need TypeScript and React, plus Kafka.
"""

Company profile:
Name: Acme Corp
Industry: Financial Services

Resume:
"""
Ada Lovelace
React, TypeScript, CSS
"""`;

const SCHEMA = {
  type: 'json_schema',
  json_schema: {
    name: 'application_email',
    strict: true,
    schema: {
      type: 'object',
      properties: { subject: { type: 'string' }, body: { type: 'string' } },
      required: ['subject', 'body'],
      additionalProperties: false,
    },
  },
};

describe('LLM stand-in', () => {
  let llm: LlmStandIn;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    llm = createLlmStandIn();
    const app = express();
    app.use('/llm', llm.router);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/llm`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => llm.reset());

  const complete = (body: unknown, key = SANDBOX_OPENAI_API_KEY) =>
    fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });
  const ask = (extra: Record<string, unknown> = {}) =>
    complete({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: PROMPT }], ...extra });
  const control = (body: unknown) =>
    fetch(`${base}/__control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses a wrong or missing key with OpenAI’s 401 error', async () => {
    const wrong = await complete({ model: 'gpt-4o-mini', messages: [] }, 'sk-wrong-key-123456');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: expect.objectContaining({ type: 'invalid_request_error', code: 'invalid_api_key' }),
    });
    const missing = await fetch(`${base}/v1/models`);
    expect(missing.status).toBe(401);
  });

  it('lists its models', async () => {
    const res = await fetch(`${base}/v1/models`, { headers: { authorization: `Bearer ${SANDBOX_OPENAI_API_KEY}` } });
    const body = (await res.json()) as { object: string; data: { id: string }[] };
    expect(body.object).toBe('list');
    expect(body.data.map((m) => m.id)).toContain('gpt-4o-mini');
  });

  it('answers a structured-output request with exactly the schema’s fields, written from the prompt', async () => {
    const res = await ask({ response_format: SCHEMA });
    expect(res.status).toBe(200);
    const completion = (await res.json()) as {
      object: string;
      choices: { message: { role: string; content: string }; finish_reason: string }[];
    };
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0]!.finish_reason).toBe('stop');
    const email = JSON.parse(completion.choices[0]!.message.content) as Record<string, string>;
    expect(Object.keys(email).sort()).toEqual(['body', 'subject']);
    expect(email.subject).toBe('Application for Frontend Developer position at Acme Corp');
    expect(email.body).toContain('Dear Maria Lopez,');
    expect(email.body).toContain('TypeScript and React');
    expect(email.body).not.toContain('Kafka');
    expect(email.body).toContain("Acme Corp's work in Financial Services");
    expect(email.body?.endsWith('Best regards,\nAda Lovelace')).toBe(true);
  });

  it('writes in the language the prompt asks for', async () => {
    const res = await complete({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Write the email in Spanish, the language of the job ad.' },
        { role: 'user', content: PROMPT.replace('Language: English', 'Language: Spanish') },
      ],
      response_format: SCHEMA,
    });
    const completion = (await res.json()) as { choices: { message: { content: string } }[] };
    const email = JSON.parse(completion.choices[0]!.message.content) as { body: string };
    expect(email.body).toContain(
      'Me entusiasma presentar mi candidatura al puesto de Frontend Developer en Acme Corp.',
    );
  });

  it('records what it received, for tests to read', async () => {
    await ask();
    const res = await fetch(`${base}/__requests`);
    const { requests } = (await res.json()) as { requests: { body: { messages: { content: string }[] } }[] };
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body.messages[0]!.content).toContain('Recipient: Maria Lopez, Head of Engineering');
  });

  it('answers 429 with retry-after as many times as armed, then answers again', async () => {
    expect((await control({ failNext: 'rate_limit', times: 2 })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await ask();
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate_limit_exceeded');
    }
    expect((await ask()).status).toBe(200);
  });

  it('holds an answer longer than the client waits when told to time out', async () => {
    await control({ failNext: 'timeout', holdMs: 400 });
    const started = Date.now();
    const aborted = await ask({ response_format: SCHEMA }).catch(() => 'aborted');
    expect(aborted).not.toBe('aborted');
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await control({ failNext: 'timeout', holdMs: 5_000 });
    await expect(
      fetch(`${base}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SANDBOX_OPENAI_API_KEY}` },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: PROMPT }] }),
        signal: AbortSignal.timeout(200),
      }),
    ).rejects.toThrow();
  });

  it('invents claims, leaves placeholders, fails or answers prose when armed', async () => {
    await control({ failNext: 'invent_claims' });
    const invented = (await (await ask()).json()) as { choices: { message: { content: string } }[] };
    expect(invented.choices[0]!.message.content).toContain('I led a team of 40 engineers for 12 years');

    await control({ failNext: 'placeholders' });
    const slots = (await (await ask({ response_format: SCHEMA })).json()) as {
      choices: { message: { content: string } }[];
    };
    expect(slots.choices[0]!.message.content).toContain('[Your Name]');

    await control({ failNext: 'server_error' });
    expect((await ask()).status).toBe(500);

    await control({ failNext: 'malformed' });
    const prose = (await (await ask({ response_format: SCHEMA })).json()) as {
      choices: { message: { content: string } }[];
    };
    expect(() => JSON.parse(prose.choices[0]!.message.content)).toThrow();
  });

  const CLAIMS_FORMAT = {
    type: 'json_schema',
    json_schema: {
      name: 'email_claims',
      strict: true,
      schema: { type: 'object', properties: { claims: { type: 'array' } }, required: ['claims'] },
    },
  };
  const claimsPrompt = (body: string) =>
    `Email subject: Application\n\nEmail:\n"""\n${body}\n"""\n\nResume:\n"""\nAda Lovelace\nFrontend Developer, Initech (2016 – present)\nSkills: React, TypeScript, CSS\nLanguages: English (native), Spanish (basic)\n"""\n\nJob ad (Frontend Developer at Acme Corp):\n"""\nWe need TypeScript, React and Kafka.\n"""`;
  const listClaimsOf = async (body: string) => {
    const res = await complete({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: claimsPrompt(body) }],
      response_format: CLAIMS_FORMAT,
    });
    const completion = (await res.json()) as { choices: { message: { content: string } }[] };
    return (JSON.parse(completion.choices[0]!.message.content) as { claims: Record<string, unknown>[] }).claims;
  };

  it('lists an email’s claims with the resume words it finds for them, and none it cannot find', async () => {
    const claims = await listClaimsOf(
      'Dear Maria,\n\nAt Initech I build interfaces in React and Kafka. I am fluent in Spanish and hold a PhD.\n\nBest regards,\nAda Lovelace',
    );
    const byClaim = Object.fromEntries(claims.map((c) => [c.claim, c]));
    expect(byClaim.Initech).toMatchObject({
      kind: 'employer',
      about: 'sender',
      resume_quote: 'Frontend Developer, Initech (2016 – present)',
    });
    expect(byClaim.React).toMatchObject({ resume_quote: 'Skills: React, TypeScript, CSS' });
    // Not on the resume: no quote, or one the resume does not hold; never the ad's words.
    for (const invented of ['Kafka', 'PhD']) {
      const quote = byClaim[invented]!.resume_quote as string | null;
      expect(quote === null || !claimsPrompt('').split('Resume:')[1]!.split('Job ad')[0]!.includes(quote)).toBe(true);
    }
    // "fluent" against "basic": a careful reader does not back it.
    expect(byClaim.Spanish).toMatchObject({ kind: 'language', resume_quote: null });
    expect(claims.map((c) => c.claim)).not.toContain('Ada Lovelace');
  });

  it('answers the same claims to the same email', async () => {
    const body = 'Hello,\n\nI led a team of 25 engineers at Globex and won the Open Data hackathon.\n\nThanks,\nAda';
    expect(await listClaimsOf(body)).toEqual(await listClaimsOf(body));
  });

  it('embellishes in every kind asked for, in the email’s language, and records what it invented', async () => {
    for (const [language, sample] of [
      ['English', 'I am fluent in'],
      ['Spanish', 'Hablo'],
      ['French', 'Je parle couramment'],
      ['German', 'Ich spreche fließend'],
    ] as const) {
      llm.reset();
      await control({ failNext: 'embellish', kinds: ['school', 'language', 'skill', 'title'] });
      const res = await complete({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: PROMPT.replace('Language: English', `Language: ${language}`) }],
        response_format: SCHEMA,
      });
      const email = JSON.parse(
        ((await res.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content,
      ) as { body: string };
      expect(email.body).toContain(sample);
      const [request] = llm.requests();
      expect(request!.invented!.map((i) => i.kind)).toEqual(['school', 'language', 'skill', 'title']);
      for (const { text } of request!.invented!) expect(email.body).toContain(text);
      // The invented skill sits next to a real one, and is one the ad asks for.
      expect(request!.invented!.find((i) => i.kind === 'skill')!.text).toBe('Kafka');
    }
  });

  it('keeps email misbehaviours for email requests, and claim-list ones for claim lists', async () => {
    await control({ failNext: 'embellish', times: 2, kinds: ['degree'] });
    await ask({ response_format: SCHEMA });
    await listClaimsOf('Hello.');
    await ask({ response_format: SCHEMA });
    expect(llm.requests().map((r) => [r.kind, r.outcome])).toEqual([
      ['email', 'embellish'],
      ['claims', 'ok'],
      ['email', 'embellish'],
    ]);
    await control({ failNext: 'claims_malformed' });
    await ask({ response_format: SCHEMA });
    const res = await complete({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: claimsPrompt('Hello.') }],
      response_format: CLAIMS_FORMAT,
    });
    const completion = (await res.json()) as { choices: { message: { content: string } }[] };
    expect(() => JSON.parse(completion.choices[0]!.message.content)).toThrow();
  });

  it('signs with the resume’s name under a closing of its own when told to', async () => {
    await control({ failNext: 'sign_as_resume' });
    const res = await ask({ response_format: SCHEMA });
    const email = JSON.parse(
      ((await res.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content,
    ) as { body: string };
    expect(email.body).toMatch(/\n(?:Thanks,|Kind regards,|Best,)\nAda Lovelace$/);
  });

  it('refuses requests OpenAI would refuse, and unknown control values', async () => {
    expect((await complete({ messages: [{ role: 'user', content: 'x' }] })).status).toBe(400);
    expect((await complete({ model: 'gpt-4o-mini', messages: [] })).status).toBe(400);
    expect((await control({ failNext: 'explode' })).status).toBe(400);
    expect((await control({ failNext: 'rate_limit', times: 0 })).status).toBe(400);
    expect((await control({ failNext: 'embellish', kinds: ['horoscope'] })).status).toBe(400);
  });
});

describe('startSandbox and the LLM stand-in', () => {
  it('mounts it under /llm/v1, lists it, and points the app at it', async () => {
    const { startSandbox } = await import('../index.js');
    const sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost:3999'] });
    try {
      expect(sandbox.appEnv.OPENAI_BASE_URL).toBe(`${sandbox.url}/llm/v1`);
      expect(sandbox.appEnv.OPENAI_API_KEY).toBe(SANDBOX_OPENAI_API_KEY);
      const index = (await (await fetch(`${sandbox.url}/`)).json()) as { standIns: { name: string; url: string }[] };
      expect(index.standIns).toContainEqual(expect.objectContaining({ name: 'llm', url: `${sandbox.url}/llm/v1` }));
      const models = await fetch(`${sandbox.appEnv.OPENAI_BASE_URL}/models`, {
        headers: { authorization: `Bearer ${sandbox.appEnv.OPENAI_API_KEY}` },
      });
      expect(models.status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});
