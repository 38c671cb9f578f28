import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker as Thread } from 'node:worker_threads';
import { Inject, Injectable, Logger, type OnApplicationShutdown, Optional } from '@nestjs/common';
import type Tesseract from 'tesseract.js';
import { ResumeUnreadableError } from './resume.errors.js';
import { type QueueLimits, RoundRobinQueue } from './round-robin-queue.js';

export interface OcrOptions extends QueueLimits {
  /** Longest a single image may take once it is being read; the worker is replaced after a timeout. */
  timeoutMs: number;
}

export const OCR_OPTIONS = Symbol('OCR_OPTIONS');
const DEFAULTS: OcrOptions = { timeoutMs: 60_000, maxPending: 16, maxPendingPerOwner: 4 };

const DAMAGED_IMAGE =
  "We couldn't open this image; it may be damaged. Please upload it again, or upload a PDF or DOCX.";
const TOO_SLOW =
  'Reading this file took too long. Please upload a smaller or clearer image, or a PDF with selectable text.';

/** English LSTM data shipped in `@tesseract.js-data/eng`, read from disk: never downloaded at run time. */
function languageDataPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

interface LiveWorker {
  worker: Tesseract.Worker;
  /** The worker_threads Worker tesseract.js runs recognition in (its `worker` property in Node). */
  thread: Thread;
  /** Rejects when the thread fails or exits, so a job never waits on a dead worker. */
  died: Promise<never>;
}

class OcrTimeout extends Error {}
class OcrThreadDied extends Error {}

/**
 * Reads text from images with tesseract.js, fully offline. One long-lived worker, created on first use and
 * reused: tesseract.js runs recognition in a `worker_threads` Worker, so the event loop stays free while an image
 * is read. Jobs run one at a time (the worker is single-threaded anyway), so a job's time limit counts only its
 * own reading; waiting jobs are taken by owner in turn (RoundRobinQueue), so one person's batch of large images
 * holds another's upload for one image at most. A worker that times out or dies is thrown away and the next job
 * starts a fresh one.
 */
@Injectable()
export class OcrService implements OnApplicationShutdown {
  private readonly logger = new Logger(OcrService.name);
  private readonly options: OcrOptions;
  private live: Promise<LiveWorker> | null = null;
  private liveWorker: LiveWorker | null = null;
  private readonly queue: RoundRobinQueue;
  private closed = false;

  constructor(@Optional() @Inject(OCR_OPTIONS) options?: Partial<OcrOptions>) {
    this.options = { ...DEFAULTS, ...options };
    this.queue = new RoundRobinQueue(this.options);
  }

  /** The id of the thread recognition runs in (never the main thread's 0), or null before the first use. */
  get threadId(): number | null {
    return this.liveWorker?.thread.threadId ?? null;
  }

  /** The raw text tesseract reads in an image (PNG, JPEG or WebP bytes), queued as `owner`'s (a user id). */
  recognize(image: Buffer, owner = ''): Promise<string> {
    if (this.closed) return Promise.reject(new Error('The OCR service has shut down.'));
    return this.queue.run(owner, () => this.read(image));
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const live = this.liveWorker;
    this.liveWorker = null;
    this.live = null;
    if (live) await this.terminate(live);
  }

  private async read(image: Buffer): Promise<string> {
    const live = await this.worker();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeout()), this.options.timeoutMs);
    });
    try {
      const result = await Promise.race([live.worker.recognize(image), timedOut, live.died]);
      return result.data.text;
    } catch (error) {
      if (error instanceof OcrTimeout || error instanceof OcrThreadDied) {
        this.logger.warn(`OCR worker replaced: ${error instanceof OcrTimeout ? 'timed out' : error.message}`);
        this.discard(live);
        throw new ResumeUnreadableError(TOO_SLOW, 'resume_ocr_timeout');
      }
      // tesseract.js rejects with a string such as "Error: Error attempting to read image."
      if (/read image|pix not read|no pix/i.test(String(error))) {
        throw new ResumeUnreadableError(DAMAGED_IMAGE, 'image_unreadable');
      }
      throw error instanceof Error ? error : new Error(`OCR failed: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private worker(): Promise<LiveWorker> {
    if (!this.live) {
      const starting = this.start();
      this.live = starting;
      starting.catch(() => {
        if (this.live === starting) this.live = null;
      });
    }
    return this.live;
  }

  private async start(): Promise<LiveWorker> {
    const { createWorker, OEM } = (await import('tesseract.js')).default;
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: languageDataPath(),
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws a failed job's error from a message listener, ending the process;
      // with one, the job's promise rejects and is handled in read().
      errorHandler: () => undefined,
    });
    const thread = (worker as unknown as { worker: Thread }).worker;
    const died = new Promise<never>((_, reject) => {
      thread.on('error', (err) => reject(new OcrThreadDied(`thread failed: ${err.message}`)));
      thread.on('exit', (code) => reject(new OcrThreadDied(`thread exited with code ${code}`)));
    });
    const live: LiveWorker = { worker, thread, died };
    died.catch(() => this.forget(live));
    this.liveWorker = live;
    if (this.closed) {
      await this.terminate(live);
      throw new Error('The OCR service has shut down.');
    }
    return live;
  }

  /** Stops a worker that timed out or failed; the next job starts a fresh one. */
  private discard(live: LiveWorker): void {
    this.forget(live);
    void this.terminate(live); // may float: terminate catches its own failure
  }

  private forget(live: LiveWorker): void {
    if (this.liveWorker !== live) return;
    this.liveWorker = null;
    this.live = null;
  }

  private async terminate(live: LiveWorker): Promise<void> {
    await live.worker.terminate().catch(() => undefined);
  }
}
