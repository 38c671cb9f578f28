import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReceivedMessage } from '@app/sandbox';
import type { EmailApplication, SearchRequest } from '@app/types';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pollUntil } from './support/poll.js';
import { childPidsOf, demoScript, freePort, freePortRange, spawnApp, type SpawnedApp } from './support/spawned-app.js';

interface SandboxIndex {
  services: { smtpSink: { host: string; port: number; username: string; password: string } };
}

const inProgress = (s: SearchRequest) => ['pending', 'processing', 'filtering', 'enriching'].includes(s.status);

/**
 * The acceptance scenario of crash safety, as an operator meets it: `pnpm demo` (the stand-ins and the built app on
 * its embedded PostgreSQL), the API process killed with SIGKILL in the middle of a search and of a send, then
 * `pnpm demo` again. It must start with no hand work, finish the search, and show the send as unknown, not resend it.
 */
describe('pnpm demo, kill -9 of the API mid-search and mid-send, pnpm demo again', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-crash-'));
  fs.chmodSync(dataDir, 0o755);
  let demo: SpawnedApp | undefined;
  afterAll(async () => {
    await demo?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts again by itself, completes the search, and shows the send as unknown without resending it', async () => {
    const env = {
      PORT: String(await freePort()),
      SANDBOX_PORT: String(await freePortRange(10)),
      DATA_DIR: dataDir,
      // Seconds instead of minutes, so the test does not wait for the production defaults.
      SEARCH_HEARTBEAT_TIMEOUT_SECONDS: '4',
      SEND_UNCONFIRMED_AFTER_SECONDS: '2',
    };
    const sandboxUrl = `http://127.0.0.1:${env.SANDBOX_PORT}`;
    demo = await spawnApp(env, demoScript);
    await demo.healthy(120_000);
    const browser = supertest.agent(demo.url);
    const origin = { Origin: demo.url };
    await browser.post('/api/auth/dev-login').set(origin).send({ email: 'operator@example.com' }).expect(200);
    const { smtpSink } = ((await (await fetch(`${sandboxUrl}/`)).json()) as SandboxIndex).services;
    await browser
      .post('/api/mail/smtp')
      .set(origin)
      .send({ emailAddress: smtpSink.username, secure: false, ...smtpSink })
      .expect(201);

    // A search under way…
    const { linkedinUrl } = (
      await browser
        .post('/api/generate-linkedin-url')
        .set(origin)
        .send({ keyword: 'platform engineer', location: 'Pune', workType: 1 })
        .expect(200)
    ).body as { linkedinUrl: string };
    const { requestId } = (
      await browser.post('/api/scrape-job').set(origin).send({ linkedinUrl, jobCount: 100 }).expect(202)
    ).body as { requestId: string };
    const search = async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest;
    await pollUntil(search, (s) => s.progress.detailsFetched >= 5, 60_000);

    // …and a send the mail server took but has not answered yet.
    const control = `${sandboxUrl}/mail/smtp/__control`;
    await fetch(control, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ holdReplyAfterDataMs: 120_000 }),
    });
    const email = {
      to: 'hiring@initech.example',
      subject: 'Application for Platform Engineer position at Initech',
      body: 'Hello,\n\nI would like to apply.',
      jobTitle: 'Platform Engineer',
      companyName: 'Initech',
      idempotencyKey: randomUUID(),
    };
    void browser
      .post('/api/send-email')
      .set(origin)
      .send(email)
      .catch(() => undefined);
    await pollUntil(
      async () => ((await (await fetch(control)).json()) as { heldReplies: number }).heldReplies,
      (n) => n === 1,
    );

    // kill -9 of the API process (the demo's child); the demo then closes its stand-ins and ends.
    const [api] = childPidsOf(demo.child.pid!);
    expect(api).toBeDefined();
    process.kill(api!, 'SIGKILL');
    await demo.exited();

    demo = await spawnApp(env, demoScript);
    await demo.healthy(120_000);
    const done = await pollUntil(search, (s) => !inProgress(s), 120_000);
    expect(done.status).toBe('completed');
    expect(done.enrichedResults!.jobs.length).toBeGreaterThan(0);

    const listed = await pollUntil(
      async () => ((await browser.get('/api/email-applications').expect(200)).body as EmailApplication[])[0],
      (a) => a?.status === 'unknown',
    );
    expect(listed).toMatchObject({ companyEmail: email.to, status: 'unknown' });
    expect((await browser.post('/api/send-email').set(origin).send(email).expect(409)).body.code).toBe(
      'send_unconfirmed',
    );
    // The new demo's mail server has received nothing: the app did not send it again.
    const received = (await (await fetch(`${sandboxUrl}/mail/messages`)).json()) as ReceivedMessage[];
    expect(received.filter((m) => m.to.includes(email.to))).toEqual([]);
  }, 400_000);
});
