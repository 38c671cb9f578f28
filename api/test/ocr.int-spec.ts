import { threadId as mainThreadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { OcrService } from '../src/resume/ocr.service.js';
import { OcrBusyError, ResumeUnreadableError } from '../src/resume/resume.errors.js';
import { RESUME_LINES, textImage } from './support/resume-files.js';

describe('OCR service', { timeout: 60_000 }, () => {
  const services: OcrService[] = [];
  const service = (options?: ConstructorParameters<typeof OcrService>[0]) => {
    const ocr = new OcrService(options);
    services.push(ocr);
    return ocr;
  };
  afterEach(async () => {
    await Promise.all(services.splice(0).map((s) => s.onApplicationShutdown()));
  });

  it('starts no worker until the first image, then reads in a worker thread and reuses it', async () => {
    const ocr = service();
    expect(ocr.threadId).toBeNull();
    const text = await ocr.recognize(textImage(RESUME_LINES));
    expect(text).toContain('Katherine Johnson');
    const first = ocr.threadId;
    expect(first).not.toBeNull();
    expect(first).not.toBe(mainThreadId);
    await ocr.recognize(textImage(['Second image, same worker']));
    expect(ocr.threadId).toBe(first);
  });

  it('answers a damaged image with a clear 422 and keeps working', async () => {
    const ocr = service();
    const cut = textImage(RESUME_LINES, { format: 'jpeg' }).subarray(0, 600);
    const error = await ocr.recognize(cut).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResumeUnreadableError);
    expect((error as ResumeUnreadableError).status).toBe(422);
    expect(await ocr.recognize(textImage(RESUME_LINES))).toContain('Senior Data Engineer');
  });

  it('gives up on an image that takes longer than its time limit and replaces the worker', async () => {
    const ocr = service({ timeoutMs: 50 });
    const lines = Array.from({ length: 8 }, () => RESUME_LINES).flat();
    const error = await ocr.recognize(textImage(lines, { fontPx: 24 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResumeUnreadableError);
    expect((error as ResumeUnreadableError).code).toBe('resume_ocr_timeout');
    expect(ocr.threadId).toBeNull();
  });

  it('reads images one at a time and refuses more than it may queue as busy', async () => {
    const ocr = service({ maxPending: 2 });
    const image = textImage(RESUME_LINES);
    const first = ocr.recognize(image);
    const second = ocr.recognize(image);
    await expect(ocr.recognize(image)).rejects.toBeInstanceOf(OcrBusyError);
    expect(await first).toContain('Katherine Johnson');
    expect(await second).toContain('Katherine Johnson');
    expect(await ocr.recognize(image)).toContain('Katherine Johnson');
  });

  it('takes waiting images by owner in turn, so one person’s batch cannot hold another’s upload', async () => {
    const ocr = service();
    const finished: string[] = [];
    const read = (label: string, owner: string, lines: string[]) =>
      ocr.recognize(textImage(lines), owner).then((text) => {
        finished.push(label);
        return text;
      });
    const big = Array.from({ length: 3 }, () => RESUME_LINES).flat();
    const alice = ['alice 1', 'alice 2', 'alice 3'].map((label) => read(label, 'alice', big));
    const bob = read('bob 1', 'bob', ['Bob Smith, one small line']);
    expect(await bob).toContain('Bob Smith');
    await Promise.all(alice);
    // Bob waits for the image being read when he arrived, not for Alice's whole batch.
    expect(finished).toEqual(['alice 1', 'bob 1', 'alice 2', 'alice 3']);
  });

  it('refuses one owner more waiting images than their share, while others still get in', async () => {
    const ocr = service({ maxPendingPerOwner: 2 });
    const image = textImage(RESUME_LINES);
    const first = ocr.recognize(image, 'alice');
    const second = ocr.recognize(image, 'alice');
    await expect(ocr.recognize(image, 'alice')).rejects.toBeInstanceOf(OcrBusyError);
    const bob = ocr.recognize(image, 'bob');
    expect(await Promise.all([first, second, bob])).toHaveLength(3);
  });

  it('stops its worker thread on application shutdown and reads nothing afterwards', async () => {
    const ocr = service();
    await ocr.recognize(textImage(RESUME_LINES));
    const thread = (ocr as unknown as { liveWorker: { thread: import('node:worker_threads').Worker } }).liveWorker
      .thread;
    const exited = new Promise((resolve) => thread.once('exit', resolve));
    await ocr.onApplicationShutdown();
    await exited;
    expect(ocr.threadId).toBeNull();
    await expect(ocr.recognize(textImage(RESUME_LINES))).rejects.toThrow(/shut down/);
  });
});
