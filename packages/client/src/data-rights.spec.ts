import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.js';
import { fileNameFromDisposition } from './data-rights.js';

describe('fileNameFromDisposition', () => {
  it('reads the UTF-8 name first, then the plain one, else the fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Jane Doe resume.pdf"; filename*=UTF-8''Jane%20Doe%20r%C3%A9sum%C3%A9.pdf`,
        'x',
      ),
    ).toBe('Jane Doe résumé.pdf');
    expect(fileNameFromDisposition('attachment; filename="jobreach-data-jane_example.com.json"', 'x')).toBe(
      'jobreach-data-jane_example.com.json',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.txt', 'x')).toBe('plain.txt');
    expect(fileNameFromDisposition(null, 'fallback.json')).toBe('fallback.json');
    expect(fileNameFromDisposition('attachment', 'fallback.json')).toBe('fallback.json');
  });
});

describe('data rights calls', () => {
  it('downloads a file with the name the server gave it', async () => {
    const api = createApiClient({
      fetch: async () =>
        new Response('{"format":"jobreach-user-data/1"}', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="jobreach-data-a_b.c-2026-01-01.json"' },
        }),
    });
    const file = await api.exportMyData();
    expect(file.fileName).toBe('jobreach-data-a_b.c-2026-01-01.json');
    expect(await file.blob.text()).toContain('jobreach-user-data/1');
  });

  it('turns a refused download into an ApiError with the server’s sentence', async () => {
    const api = createApiClient({
      fetch: async () =>
        new Response(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'This page is for staff only.' }), {
          status: 403,
        }),
    });
    await expect(api.admin.exportUser('u1')).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'This page is for staff only.',
    });
  });

  it('sends list queries without empty parameters', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      fetch: async (url) => {
        urls.push(url instanceof Request ? url.url : url.toString());
        return new Response('{"items":[],"total":0,"page":2,"pageSize":25}');
      },
    });
    await api.admin.users({ page: 2, q: '', pageSize: 25 });
    await api.admin.jobRequests({ userId: 'abc', q: 'jane doe' });
    expect(urls).toEqual([
      '/api/admin/users-detailed?page=2&pageSize=25',
      '/api/admin/job-requests-detailed?userId=abc&q=jane+doe',
    ]);
  });
});
