// `pnpm bench verify`: the email verifier on 500 candidate addresses over 50 stand-in mail domains of every
// behaviour, with 50 ms of network latency on every SMTP reply. Reports wall time, SMTP connections per domain and
// verdict accuracy against the stand-in's truth. Needs `pnpm build`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_NAMES, LAST_NAMES, startMailStandIn } from '@app/sandbox';

export const name = 'verify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LATENCY_MS = 50;
const STEP_TIMEOUT_MS = 2000;
const SLOW_MS = 3000; // the tarpit host answers slower than the step timeout: "unknown" is the right verdict
const WRONG_PATTERNS = [(f, l) => `${f}.${l}x`, (f, l) => `${l}${f}`, (f) => `${f}99`, (f, l) => `x${f}${l}`];

/** What a correct verifier concludes for an address, from the stand-in's truth and behaviour. */
function expected(truth, behaviour) {
  if (behaviour === 'slow') return 'unknown';
  return {
    valid: 'valid',
    invalid: 'invalid',
    'catch-all': 'catch-all',
    'no-mail-server': 'invalid',
    unverifiable: 'unknown',
  }[truth];
}

export async function run() {
  const { EmailVerifier } = await import(path.join(root, 'api/dist/enrichment/verification/index.js'));
  const mail = await startMailStandIn({
    dnsPort: 0,
    smtpPort: 0,
    latencyMs: LATENCY_MS,
    greylistSeconds: 2,
    slowMs: SLOW_MS,
  });
  try {
    // 50 domains, every behaviour present, chosen deterministically (round-robin over behaviours).
    const byBehaviour = new Map();
    for (const d of mail.mailDomains()) byBehaviour.set(d.behaviour, [...(byBehaviour.get(d.behaviour) ?? []), d]);
    const domains = [];
    for (let i = 0; domains.length < 50; i++) {
      for (const list of byBehaviour.values()) if (list[i] && domains.length < 50) domains.push(list[i]);
    }
    const work = domains.map((d, di) => {
      const locals = [];
      for (let p = 0; p < 4; p++) {
        const first = FIRST_NAMES[(di * 7 + p * 3) % FIRST_NAMES.length];
        const last = LAST_NAMES[(di * 5 + p * 11) % LAST_NAMES.length];
        locals.push(mail.addressFor(d.domain, first, last).split('@')[0]);
        locals.push(
          WRONG_PATTERNS[p](first.toLowerCase().replace(/[^a-z]/g, ''), last.toLowerCase().replace(/[^a-z]/g, '')),
        );
      }
      locals.push('careers', 'zz-nobody-here');
      return { d, locals };
    });
    const verifier = new EmailVerifier({
      dnsServers: [mail.dnsServer],
      probe: true,
      port: mail.smtpPort,
      helo: 'bench.local',
      from: 'bench@bench.local',
      stepTimeoutMs: STEP_TIMEOUT_MS,
      greylistRetryMs: 2500,
      maxConnectionsPerHost: 4,
    });
    const t0 = performance.now();
    const results = await Promise.all(work.map(({ d, locals }) => verifier.verifyDomain(d.domain, locals)));
    const seconds = (performance.now() - t0) / 1000;

    const perBehaviour = new Map();
    let correct = 0;
    let total = 0;
    results.forEach((r, i) => {
      const d = work[i].d;
      const row = perBehaviour.get(d.behaviour) ?? { behaviour: d.behaviour, domains: 0, addresses: 0, correct: 0 };
      row.domains += 1;
      for (const v of r.verdicts) {
        const ok = v.status === expected(mail.truthOf(v.address), d.behaviour);
        row.addresses += 1;
        row.correct += ok ? 1 : 0;
        correct += ok ? 1 : 0;
        total += 1;
      }
      perBehaviour.set(d.behaviour, row);
    });
    const stats = verifier.stats();
    return [
      ...[...perBehaviour.values()].map((r) => ({
        ...r,
        accuracy: `${((100 * r.correct) / r.addresses).toFixed(1)}%`,
      })),
      {
        behaviour: 'ALL',
        domains: domains.length,
        addresses: total,
        correct,
        accuracy: `${((100 * correct) / total).toFixed(1)}%`,
        'wall s': Number(seconds.toFixed(2)),
        'SMTP connections/domain': Number((stats.connections / domains.length).toFixed(2)),
      },
    ];
  } finally {
    await mail.close();
  }
}
