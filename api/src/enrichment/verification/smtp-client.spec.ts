import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpClient, SmtpTransportError } from './smtp-client.js';

type Reply = string | null;

/** A raw TCP server that greets with `greeting` and answers each command line with `answer(line)` (null: silence). */
async function scripted(greeting: string | null, answer: (line: string, socket: net.Socket) => Reply) {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (greeting !== null) socket.write(greeting);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        received.push(line);
        const reply = answer(line, socket);
        if (reply !== null && !socket.destroyed) socket.write(reply);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  servers.push(server);
  return { port: address.port, received };
}

const servers: net.Server[] = [];
const sockets = new Set<net.Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const polite = (line: string): Reply => {
  if (line.startsWith('EHLO')) return '250-mx.test hello\r\n250-PIPELINING\r\n250 8BITMIME\r\n';
  if (line === 'QUIT') return '221 bye\r\n';
  if (line.startsWith('RCPT TO:<nobody@')) return '550 5.1.1 No such user\r\n';
  return '250 OK\r\n';
};

const connect = (port: number, stepTimeoutMs = 500) => SmtpClient.connect({ host: '127.0.0.1', port, stepTimeoutMs });

async function failure(promise: Promise<unknown>): Promise<SmtpTransportError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(error instanceof SmtpTransportError)) throw new Error(`expected an SmtpTransportError, got ${String(error)}`);
  return error;
}

describe('SmtpClient', () => {
  it('holds a whole conversation on one connection and never sends DATA', async () => {
    const server = await scripted('220-mx.test ESMTP\r\n220 welcome\r\n', polite);
    const { client, greeting } = await connect(server.port);
    expect(greeting).toEqual({ code: 220, lines: ['mx.test ESMTP', 'welcome'], text: 'mx.test ESMTP welcome' });

    expect((await client.hello('probe.example')).lines).toEqual(['mx.test hello', 'PIPELINING', '8BITMIME']);
    expect((await client.mailFrom('probe@example.org')).code).toBe(250);
    expect((await client.rcptTo('someone@acme.test')).code).toBe(250);
    expect(await client.rcptTo('nobody@acme.test')).toMatchObject({ code: 550, text: '5.1.1 No such user' });
    expect((await client.rset()).code).toBe(250);
    await client.quit();

    expect(server.received).toEqual([
      'EHLO probe.example',
      'MAIL FROM:<probe@example.org>',
      'RCPT TO:<someone@acme.test>',
      'RCPT TO:<nobody@acme.test>',
      'RSET',
      'QUIT',
    ]);
    expect(client.transcript.map((e) => e.reply.code)).toEqual([220, 250, 250, 250, 550, 250, 221]);
  });

  it('falls back to HELO when EHLO is not understood', async () => {
    const server = await scripted('220 old school\r\n', (line) =>
      line.startsWith('EHLO') ? '502 5.5.2 Command not implemented\r\n' : '250 OK\r\n',
    );
    const { client } = await connect(server.port);
    expect((await client.hello('probe.example')).code).toBe(250);
    client.close();
    expect(server.received).toEqual(['EHLO probe.example', 'HELO probe.example']);
  });

  it('returns a 5xx greeting instead of throwing', async () => {
    const server = await scripted('554 5.7.1 No SMTP service here\r\n', () => null);
    const { client, greeting } = await connect(server.port);
    expect(greeting).toMatchObject({ code: 554, text: '5.7.1 No SMTP service here' });
    client.close();
  });

  it('reads replies split across packets and bare LF line ends', async () => {
    const server = await scripted(null, () => null);
    const pending = connect(server.port);
    const socket = await new Promise<net.Socket>((resolve) => servers[0]?.once('connection', resolve));
    socket.write('22');
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.write('0-first\n220 second\r\n');
    const { client, greeting } = await pending;
    expect(greeting.lines).toEqual(['first', 'second']);
    client.close();
  });

  it('reports a server that hangs up mid-conversation', async () => {
    const server = await scripted('220 hi\r\n', (line, socket) => {
      if (line.startsWith('MAIL')) {
        socket.end();
        return null;
      }
      return '250 OK\r\n';
    });
    const { client } = await connect(server.port);
    await client.hello('probe.example');
    const error = await failure(client.mailFrom('probe@example.org'));
    expect(error.kind).toBe('closed');
    await client.quit();
  });

  it('rejects garbage as a protocol error', async () => {
    const server = await scripted('HTTP/1.1 400 Bad Request\r\n\r\n', () => null);
    const error = await failure(connect(server.port));
    expect(error).toMatchObject({ kind: 'protocol', step: 'greeting' });
  });

  it('times out a silent step', async () => {
    const server = await scripted('220 hi\r\n', () => null);
    const { client } = await connect(server.port, 150);
    const started = Date.now();
    const error = await failure(client.hello('probe.example'));
    expect(error).toMatchObject({ kind: 'timeout', step: 'EHLO' });
    expect(Date.now() - started).toBeLessThan(1000);
    client.close();
  });

  it('times out a server that never greets, and reports a refused connection', async () => {
    const silent = await scripted(null, () => null);
    expect(await failure(connect(silent.port, 150))).toMatchObject({ kind: 'timeout', step: 'greeting' });

    const closed = await scripted(null, () => null);
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await failure(connect(closed.port, 150))).toMatchObject({ kind: 'connect' });
  });

  it('refuses to send a command that would smuggle another one', async () => {
    const server = await scripted('220 hi\r\n', polite);
    const { client } = await connect(server.port);
    await expect(client.rcptTo('a@b.test>\r\nDATA')).rejects.toThrow(/line break/);
    client.close();
    expect(server.received).toEqual([]);
  });
});
