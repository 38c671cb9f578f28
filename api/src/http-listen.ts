import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s by default; a client or a reverse
 * proxy that reuses it at that moment has its request reset (ECONNRESET, a 502 behind a proxy). Longer than the
 * 60 s most load balancers keep theirs, so the proxy, not the app, is the one to close.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Listens for HTTP clients on `port`, keeping idle connections longer than the clients that reuse them. */
export async function listenForClients(nest: INestApplication, port: number, host = ''): Promise<Server> {
  await nest.listen(port, host);
  const server = nest.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Headers of a request on a kept connection may arrive just before it closes: wait a little longer for them.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
