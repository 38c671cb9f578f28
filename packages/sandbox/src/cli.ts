#!/usr/bin/env node
import { startSandbox } from './index.js';

/** `pnpm --filter @app/sandbox start`: the stand-ins alone, for pointing a hand-run API at them. */
const port = Number(process.env.SANDBOX_PORT ?? 4100);
const appUrls = (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).split(',');
const sandbox = await startSandbox({ port, appUrls });
console.log(JSON.stringify({ sandbox: sandbox.url, services: sandbox.services }, null, 2));
const stop = () => void sandbox.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
