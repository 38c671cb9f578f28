import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_EGRESS_ADDRESSES, SANDBOX_PROXY_CREDENTIALS, startProxyStandIns, type ProxyStandIns } from './index.js';

/** A TCP server that answers each connection with the address it came from. */
async function whoAmIServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer((socket) => socket.end(`${socket.remoteAddress}\n`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readAll(socket: net.Socket): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.once('end', () => resolve(Buffer.concat(chunks)));
    socket.once('error', reject);
  });
}

/** A SOCKS5 CONNECT by hand (RFC 1928/1929), answering the server's bytes after the handshake. */
async function socksConnect(proxyPort: number, user: string, pass: string, targetPort: number): Promise<Buffer> {
  const socket = net.connect(proxyPort, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const all = readAll(socket);
  socket.write(Buffer.from([5, 1, 2]));
  socket.write(
    Buffer.concat([Buffer.from([1, user.length]), Buffer.from(user), Buffer.from([pass.length]), Buffer.from(pass)]),
  );
  const port = Buffer.alloc(2);
  port.writeUInt16BE(targetPort);
  socket.write(Buffer.concat([Buffer.from([5, 1, 0, 1, 127, 0, 0, 1]), port]));
  return all;
}

describe('the proxy stand-ins', () => {
  let proxies: ProxyStandIns;
  let target: Awaited<ReturnType<typeof whoAmIServer>>;
  beforeAll(async () => {
    proxies = await startProxyStandIns({ host: '127.0.0.1', ports: [0, 0, 0] });
    target = await whoAmIServer();
  });
  afterAll(async () => {
    await proxies.close();
    await target.close();
  });

  it('SOCKS5 relays a CONNECT from its own egress address once the credentials are right, and counts it', async () => {
    proxies.resetStats();
    const { username, password } = SANDBOX_PROXY_CREDENTIALS;
    const answer = await socksConnect(proxies.socks.port, username, password, target.port);
    // Method choice (5, 2), auth ok (1, 0), CONNECT ok (5, 0, …10 bytes), then the target's own bytes.
    expect([...answer.subarray(0, 5)]).toEqual([5, 2, 1, 0, 5]);
    expect(answer.subarray(14).toString()).toBe(`${PROXY_EGRESS_ADDRESSES.socks}\n`);
    expect(proxies.stats().socks).toEqual({
      connections: 1,
      connectsByDestination: { [`127.0.0.1:${target.port}`]: 1 },
      authFailures: 0,
    });
  });

  it('SOCKS5 refuses wrong credentials', async () => {
    proxies.resetStats();
    const answer = await socksConnect(proxies.socks.port, 'someone', 'guess', target.port);
    expect([...answer]).toEqual([5, 2, 1, 1]);
    expect(proxies.stats().socks.authFailures).toBe(1);
  });

  it('the HTTP proxy asks for credentials, then tunnels from its own egress address', async () => {
    proxies.resetStats();
    const [proxy] = proxies.http;
    const connect = (auth?: string) =>
      new Promise<{ status: number; socket: net.Socket; head: Buffer }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port: proxy.port,
          method: 'CONNECT',
          path: `127.0.0.1:${target.port}`,
          headers: auth ? { 'Proxy-Authorization': `Basic ${Buffer.from(auth).toString('base64')}` } : {},
        });
        req.once('connect', (res, socket, head) => resolve({ status: res.statusCode ?? 0, socket, head }));
        req.once('response', (res) =>
          resolve({ status: res.statusCode ?? 0, socket: res.socket, head: Buffer.alloc(0) }),
        );
        req.once('error', reject);
        req.end();
      });
    const refused = await connect();
    refused.socket.destroy();
    expect(refused.status).toBe(407);

    const { username, password } = SANDBOX_PROXY_CREDENTIALS;
    const tunnel = await connect(`${username}:${password}`);
    expect(tunnel.status).toBe(200);
    expect(Buffer.concat([tunnel.head, await readAll(tunnel.socket)]).toString()).toBe(
      `${PROXY_EGRESS_ADDRESSES.httpA}\n`,
    );
    expect(proxies.stats().http[0]).toEqual({ tunnels: 1, forwarded: 0, authFailures: 1 });
    expect(proxies.appEnv.JOBS_SITE_PROXIES.split(',')).toHaveLength(2);
    expect(proxies.appEnv.SMTP_PROBE_PROXY).toMatch(/^socks5:\/\/sandbox-proxy:[^@]+@127\.0\.0\.1:\d+$/);
  });
});
