import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What to answer; `hang` never answers (for timeouts). */
export type Reply = { status: number; json?: unknown; text?: string; headers?: Record<string, string> } | 'hang';

/** A loopback HTTP server answering from the test's handler and remembering every request. */
export class FakeHttp {
  readonly requests: SeenRequest[] = [];
  url = '';
  private reply: (req: SeenRequest) => Reply = () => ({ status: 404, json: {} });

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<FakeHttp> {
    const server = http.createServer();
    const fake = new FakeHttp(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const seen = {
          method: req.method ?? 'GET',
          url: new URL(req.url ?? '/', fake.url),
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        fake.requests.push(seen);
        const reply = fake.reply(seen);
        if (reply === 'hang') return;
        res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
        res.end(reply.text ?? JSON.stringify(reply.json ?? {}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return fake;
  }

  answer(reply: (req: SeenRequest) => Reply): void {
    this.reply = reply;
    this.requests.length = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
