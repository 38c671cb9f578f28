// Ports of the e2e run, away from the defaults so a running `pnpm start` or `pnpm demo` does not collide.
const appPort = Number(process.env.E2E_APP_PORT ?? 3310);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4310);
export const E2E = {
  appPort,
  sandboxPort,
  appUrl: `http://localhost:${appPort}`,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
};
