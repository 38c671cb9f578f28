import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForClients } from '../src/http-listen.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** One HTTP/1.1 request on an open socket; resolves with the status line, or rejects when the socket is closed. */
function request(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      // The health answer is small: the whole of it is in once the JSON closes.
      if (data.includes('\r\n\r\n') && data.trimEnd().endsWith('}')) done(() => resolve(data.split('\r\n')[0]!));
    };
    const onClose = () => done(() => reject(new Error('the server closed the kept connection')));
    const done = (then: () => void) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      then();
    };
    socket.on('data', onData);
    socket.on('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

/**
 * A client (or a reverse proxy) reuses an idle connection: Node's default closes it after 5 s, and a request sent at
 * that moment is reset (seen as "socket hang up" in the e2e tests). The app keeps it open longer than clients do.
 */
describe('kept-alive connections', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    const server = await listenForClients(t.app.nest, 0, '127.0.0.1');
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a second request on a connection left idle for 6 s', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    expect(await request(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await request(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
    socket.destroy();
  });
});
