import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('serving the built web app', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves static assets', async () => {
    const res = await t.http.get('/assets/app.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('answers index.html for any app route, so the SPA router can render it', async () => {
    for (const route of ['/', '/settings', '/results/abc', '/pricing', '/extension/connect']) {
      const res = await t.http.get(route).expect(200);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers an unknown path with the app (its 404 page) and HTTP status 404', async () => {
    for (const route of ['/no/such/page', '/settingsx', '/results/abc/extra', '/assets/missing.js']) {
      const res = await t.http.get(route).expect(404);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.http.get('/api/unknown').expect(404);
    expect(res.body.statusCode).toBe(404);
  });
});
