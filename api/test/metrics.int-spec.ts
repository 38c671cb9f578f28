import type { Sandbox } from '@app/sandbox';
import type { SearchRequest } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns } from './support/stand-ins.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  let guarded: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({ METRICS_TOKEN: TOKEN, RUN_WORKERS: 'false' });
    off = await startTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await guarded.close();
    await off.close();
  });

  it('does not exist unless METRICS_TOKEN is set', async () => {
    await off.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('refuses a request without the bearer token, or with another one', async () => {
    await guarded.http.get('/metrics').expect(401);
    const res = await guarded.http.get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
    expect(res.body.message).toMatch(/METRICS_TOKEN/);
  });

  it('answers the Prometheus text format with request durations by route pattern, never by raw id', async () => {
    await guarded.http.get('/api/health').expect(200);
    await guarded.http.get('/api/scrape-job/5f0c6f0e-0000-4000-8000-000000000000').expect(401);
    const res = await guarded.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('process_cpu_seconds_total');
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(res.text).toContain('route="/api/scrape-job/:id"');
    expect(res.text).not.toContain('5f0c6f0e');
  });
});

/** What an operator watches, after real work: a search (site, budget, verification, queue) and an email written and sent. */
describe('GET /metrics after a search and a send', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  let t: TestApp;
  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    t = await startTestApp({ ...standInEnv(sandbox), AUTH_DEV_LOGIN: 'true', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => closeStandIns(sandbox, db, [t]));

  const scrape = async () => (await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
  /** The value of one series, e.g. value(text, 'emails_sent_total{provider="smtp",outcome="sent"}'). */
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('counts site requests by kind, status and egress, the shared rate, searches, verdicts, probes, the LLM and sends', async () => {
    const { browser } = await signIn(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const { linkedinUrl } = (
      await browser
        .post('/api/generate-linkedin-url')
        .send({ keyword: 'metrics engineer', location: 'Pune', workType: 1 })
        .expect(200)
    ).body as { linkedinUrl: string };
    const { requestId } = (
      await browser
        .post('/api/scrape-job')
        .send({ linkedinUrl, jobCount: 100, resumeText: 'Engineer: Go, Prometheus, Grafana, Kubernetes.' })
        .expect(202)
    ).body as { requestId: string };
    const done = await pollUntil(
      async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest,
      (s) => !['pending', 'processing', 'filtering', 'enriching'].includes(s.status),
      90_000,
    );
    expect(done.status).toBe('completed');

    await browser
      .post('/api/resume/upload')
      .attach('resume', Buffer.from('Ada Lovelace\nEngineer at Analytical Engines. Go, Prometheus.'), 'resume.txt')
      .expect(200);
    await browser
      .post('/api/generate-email')
      .send({ companyName: 'Acme Corp', jobTitle: 'SRE', jobDescription: 'Run Prometheus and Go services.' })
      .expect(200);
    const sink = sandbox.services.smtpSink;
    await browser
      .post('/api/mail/smtp')
      .send({ emailAddress: sink.username, secure: false, ...sink })
      .expect(201);
    await browser
      .post('/api/send-email')
      .send({
        to: 'jane@example.com',
        subject: 'Application for SRE',
        body: 'Hello Jane,\n\nAda',
        jobTitle: 'SRE',
        companyName: 'Acme Corp',
      })
      .expect(200);

    const text = await scrape();
    expect(value(text, 'jobs_site_requests_total{kind="listing",status="200",egress="direct"}')).toBe(
      done.progress.listingPages,
    );
    expect(value(text, 'jobs_site_requests_total{kind="job",status="200",egress="direct"}')).toBeGreaterThan(50);
    expect(value(text, 'jobs_site_requests_total{kind="typeahead",status="200",egress="direct"}')).toBe(1);
    expect(value(text, 'jobs_site_shared_rate_per_second{egress="direct"}')).toBe(200);
    expect(value(text, 'search_run_duration_seconds_count{outcome="completed"}')).toBe(1);
    expect(value(text, 'queue_depth{queue="search.run"}')).toBe(0);
    expect(value(text, 'email_verifications_total{status="valid",source="smtp"}')).toBeGreaterThan(0);
    expect(value(text, 'smtp_probe_connections_total{outcome="connected",via="direct"}')).toBeGreaterThan(0);
    expect(value(text, 'llm_request_duration_seconds_count{outcome="ok"}')).toBe(1);
    expect(value(text, 'emails_sent_total{provider="smtp",outcome="sent"}')).toBe(1);
  }, 120_000);
});
