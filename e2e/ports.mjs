// Ports of the e2e run, away from the defaults so a running `pnpm start` or `pnpm demo` does not collide.
//
// Each Playwright worker drives an app and stand-ins of its own (playwright.config.ts starts one server per worker),
// so a journey that turns a stand-in's knob (the site's latency, a redesign, a mail server's mood) never reaches
// another's. Slot n is worker n's: Playwright sets TEST_PARALLEL_INDEX in a worker before it loads the config and
// the tests, and server.mjs is told its slot in E2E_SLOT. The stand-ins take the sandbox port and the ten after it.
export const E2E_SLOTS = 2;

/** The addresses of one slot's app and stand-ins. */
export function e2ePorts(slot) {
  const appPort = 3310 + slot;
  const sandboxPort = 4310 + slot * 20;
  return {
    appPort,
    sandboxPort,
    appUrl: `http://localhost:${appPort}`,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  };
}

export const E2E = e2ePorts(Number(process.env.TEST_PARALLEL_INDEX ?? process.env.E2E_SLOT ?? 0));
