import { describe, expect, it } from 'vitest';
import { startSandbox } from '../index.js';

describe('startSandbox', () => {
  it('starts the networking-site stand-in on its own origin, lists it and closes it', async () => {
    const sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost:3999'], jobsSite: { latencyMs: 5 } });
    let closed = false;
    try {
      const { url } = sandbox.services.jobsSite;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toBe(sandbox.url);
      expect(sandbox.jobsSite.knobs().latencyMs).toBe(5);
      const index = (await (await fetch(`${sandbox.url}/`)).json()) as {
        standIns: Array<{ name: string; url: string }>;
      };
      expect(index.standIns).toContainEqual(expect.objectContaining({ name: 'jobs-site', url }));
      const hits = await fetch(`${url}/jobs-guest/api/typeaheadHits?typeaheadType=GEO&query=mum`);
      expect(hits.status).toBe(200);
      await sandbox.close();
      closed = true;
      await expect(fetch(`${url}/`)).rejects.toThrow();
    } finally {
      if (!closed) await sandbox.close();
    }
  });
});
