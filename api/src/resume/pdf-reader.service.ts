import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { countLetters } from './ocr-text.js';
import { ResumeUnreadableError } from './resume.errors.js';
import { renderScale } from './render-scale.js';
import { type QueueLimits, RoundRobinQueue } from './round-robin-queue.js';

export interface PdfReadOptions {
  /** Pages (from the first) that may be rendered for OCR. */
  ocrPages: number;
  /** A page whose text layer has fewer letters than this is rendered for OCR. */
  minLetters: number;
  /** Rendered pages get about this many pixels on their longer side. */
  longSidePx: number;
  /** Images inside the PDF larger than this many pixels are skipped by PDF.js instead of decoded. */
  maxImagePixels: number;
}

/** Each page's text layer, and a PNG of every page that needs OCR (its index into `pages`). */
export interface PdfReading {
  pages: string[];
  images: { page: number; png: Buffer }[];
}

export interface PdfThreadOptions extends QueueLimits {
  /** Longest one PDF may take; the thread is replaced after a timeout. */
  timeoutMs: number;
  /** Heap limit of the thread: a PDF that needs more kills the thread, not the API. */
  maxHeapMb: number;
}

export const PDF_THREAD_OPTIONS = Symbol('PDF_THREAD_OPTIONS');
const DEFAULTS: PdfThreadOptions = { timeoutMs: 60_000, maxHeapMb: 1024, maxPending: 16, maxPendingPerOwner: 4 };

interface PdfJob extends PdfReadOptions {
  id: number;
  data: Uint8Array;
}

type PdfAnswer =
  | { id: number; ok: true; pages: string[]; images: { page: number; png: Uint8Array }[] }
  | { id: number; ok: false; phase: 'open' | 'text' | 'render'; name: string; message: string };

/**
 * The body of the PDF thread. It is sent to the thread as source text (`eval`), so it must use nothing from its
 * module scope (not even imports: a bundler rewrites those): the API's TypeScript is not loadable by a worker
 * under the test runner, and the build emits no separate worker file. Helpers arrive as arguments, by source.
 */
function pdfThreadMain(letters: typeof countLetters, scaleFor: typeof renderScale): void {
  /* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS eval worker loads modules by absolute path */
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const paths = workerData as { unpdf: string; canvas: string };
  const unpdf = require(paths.unpdf) as typeof import('unpdf');
  const canvas = require(paths.canvas) as typeof import('@napi-rs/canvas');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const port = parentPort!;
  const readJob = async (job: PdfJob): Promise<void> => {
    let phase: 'open' | 'text' | 'render' = 'open';
    let pdf: Awaited<ReturnType<typeof unpdf.getDocumentProxy>> | undefined;
    try {
      pdf = await unpdf.getDocumentProxy(job.data, { maxImageSize: job.maxImagePixels, verbosity: 0 });
      phase = 'text';
      const pages = (await unpdf.extractText(pdf, { mergePages: false })).text;
      phase = 'render';
      const images: { page: number; png: Uint8Array }[] = [];
      for (let i = 0; i < Math.min(pages.length, job.ocrPages); i++) {
        if (letters(pages[i]!) >= job.minLetters) continue;
        const { width, height } = (await pdf.getPage(i + 1)).getViewport({ scale: 1 });
        const png = await unpdf.renderPageAsImage(pdf, i + 1, {
          canvasImport: async () => canvas,
          scale: scaleFor(width, height, job.longSidePx),
        });
        images.push({ page: i, png: new Uint8Array(png) });
      }
      const answer: PdfAnswer = { id: job.id, ok: true, pages, images };
      port.postMessage(
        answer,
        images.map((image) => image.png.buffer as ArrayBuffer),
      );
    } catch (error) {
      const { name = 'Error', message = String(error) } = (error ?? {}) as { name?: string; message?: string };
      const answer: PdfAnswer = { id: job.id, ok: false, phase, name, message };
      port.postMessage(answer);
    } finally {
      await pdf?.loadingTask.destroy().catch(() => undefined);
    }
  };
  // readJob answers every failure itself (ok: false), so nothing is left for the listener to catch.
  port.on('message', (job: PdfJob) => void readJob(job));
}

function threadSource(): string {
  return `'use strict';\n(${pdfThreadMain.toString()})(${countLetters.toString()}, ${renderScale.toString()});`;
}

const TOO_COMPLEX =
  "We couldn't finish reading this PDF; it is too large or complex. Please upload a smaller file, a DOCX, or a photo of your resume.";

/** The thread could not answer: it timed out or ran out of memory (the PDF's doing), or failed (ours). */
class ThreadLost extends Error {
  constructor(
    message: string,
    readonly causedByFile: boolean,
  ) {
    super(message);
  }
}

interface Waiting {
  thread: Worker;
  resolve: (answer: PdfAnswer) => void;
  reject: (error: ThreadLost) => void;
}

/**
 * Reads PDFs with PDF.js (through unpdf) in a worker thread of its own. PDF.js has no worker in Node here, and
 * decoding a scanned page's image blocks the thread that runs it for seconds, so none of it runs on the main
 * thread. One long-lived thread, started on first use, reused, one PDF at a time; a PDF that times out or kills
 * the thread (out of memory) gets a clear 422 and the next PDF a fresh thread. Stopped on application shutdown.
 */
@Injectable()
export class PdfReaderService implements OnApplicationShutdown {
  private readonly logger = new Logger(PdfReaderService.name);
  private readonly options: PdfThreadOptions;
  private thread: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private readonly queue: RoundRobinQueue;
  private nextId = 1;
  private closed = false;

  constructor(@Optional() @Inject(PDF_THREAD_OPTIONS) options?: Partial<PdfThreadOptions>) {
    this.options = { ...DEFAULTS, ...options };
    this.queue = new RoundRobinQueue(this.options);
  }

  /** The id of the thread PDFs are read in, or null while none runs. */
  get threadId(): number | null {
    return this.thread?.threadId ?? null;
  }

  /** Reads one PDF, queued as `owner`'s (a user id): owners are taken in turn (RoundRobinQueue). */
  read(bytes: Buffer, options: PdfReadOptions, owner = ''): Promise<PdfReading> {
    if (this.closed) return Promise.reject(new Error('The PDF reader has shut down.'));
    return this.queue.run(owner, () => this.run(bytes, options));
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.stop(this.thread);
  }

  private async run(bytes: Buffer, options: PdfReadOptions): Promise<PdfReading> {
    if (this.closed) throw new Error('The PDF reader has shut down.');
    const thread = this.start();
    const id = this.nextId++;
    // A copy is sent (and moved, not cloned): the upload's own buffer is still needed to store the file.
    const data = new Uint8Array(bytes);
    let timer: NodeJS.Timeout | undefined;
    const answer = await new Promise<PdfAnswer>((resolve, reject) => {
      this.waiting.set(id, { thread, resolve, reject });
      timer = setTimeout(() => reject(new ThreadLost('timed out', true)), this.options.timeoutMs);
      thread.postMessage({ ...options, id, data } satisfies PdfJob, [data.buffer]);
    })
      .catch((error: unknown) => {
        if (!(error instanceof ThreadLost)) throw error;
        this.logger.warn(`PDF thread replaced: ${error.message}`);
        // The next job starts a fresh thread; this one's end is not waited for (terminate does not fail).
        void this.stop(thread);
        if (!error.causedByFile) throw new Error(`The PDF thread ${error.message}`);
        throw new ResumeUnreadableError(TOO_COMPLEX, 'pdf_too_complex');
      })
      .finally(() => {
        clearTimeout(timer);
        this.waiting.delete(id);
      });
    if (answer.ok) {
      return { pages: answer.pages, images: answer.images.map((i) => ({ page: i.page, png: Buffer.from(i.png) })) };
    }
    if (answer.phase === 'render') throw new Error(`PDF page rendering failed: ${answer.name}: ${answer.message}`);
    if (answer.name === 'PasswordException') {
      throw new ResumeUnreadableError(
        'This PDF is password-protected. Please upload a copy without a password.',
        'pdf_password',
      );
    }
    throw new ResumeUnreadableError(
      'This PDF could not be opened; it may be damaged. Please export it again and upload the new file.',
      'pdf_damaged',
    );
  }

  private start(): Worker {
    if (this.thread) return this.thread;
    const require = createRequire(import.meta.url);
    const thread = new Worker(threadSource(), {
      eval: true,
      workerData: { unpdf: require.resolve('unpdf'), canvas: require.resolve('@napi-rs/canvas') },
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
    });
    thread.on('message', (answer: PdfAnswer) => this.waiting.get(answer.id)?.resolve(answer));
    thread.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.lost(thread, new ThreadLost(outOfMemory ? 'ran out of memory' : `failed: ${error.message}`, outOfMemory));
    });
    thread.on('exit', (code) => this.lost(thread, new ThreadLost(`stopped (exit code ${code})`, false)));
    this.thread = thread;
    return thread;
  }

  /** The thread is gone: whatever waited on it fails (the first reason wins), and the next PDF starts a new one. */
  private lost(thread: Worker, error: ThreadLost): void {
    if (this.thread === thread) this.thread = null;
    for (const waiting of this.waiting.values()) if (waiting.thread === thread) waiting.reject(error);
  }

  private async stop(thread: Worker | null): Promise<void> {
    if (!thread) return;
    if (this.thread === thread) this.thread = null;
    await thread.terminate();
  }
}
