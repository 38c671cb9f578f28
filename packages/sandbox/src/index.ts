import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createOidcStandIn, SANDBOX_OIDC_CLIENT } from './oidc/oidc-stand-in.js';

export { SANDBOX_OIDC_CLIENT };

export interface SandboxOptions {
  /** Base port; every stand-in's port derives from it. 0 picks a free one. */
  port: number;
  host?: string;
  /** Origins of the app(s) that sign in here; their /api/auth/callback become the exact redirect URIs. */
  appUrls: string[];
}

export interface Sandbox {
  url: string;
  services: { oidc: { issuer: string; clientId: string; clientSecret: string } };
  close(): Promise<void>;
}

/**
 * Starts the offline stand-ins for the outside services. `GET /` answers JSON naming each stand-in and its URL.
 * Later stand-ins (networking site, mail, DNS, LLM, payments) are added here.
 */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const app = express();
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;

  const oidc = createOidcStandIn({
    baseUrl: url,
    redirectUris: options.appUrls.map((appUrl) => new URL('/api/auth/callback', appUrl).href),
  });
  const services: Sandbox['services'] = {
    oidc: { issuer: oidc.issuer, clientId: SANDBOX_OIDC_CLIENT.id, clientSecret: SANDBOX_OIDC_CLIENT.secret },
  };
  app.get('/', (_req, res) => {
    res.json({
      sandbox: url,
      standIns: [
        { name: 'oidc', description: 'OpenID Connect provider standing in for Google sign-in', url: oidc.issuer },
      ],
      services,
    });
  });
  app.use(oidc.router);

  return {
    url,
    services,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
