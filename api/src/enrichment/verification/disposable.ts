import { createRequire } from 'node:module';

// The package ships plain JSON arrays (no ESM entry); `require` reads them without import attributes.
const require = createRequire(import.meta.url);

let lists: { exact: ReadonlySet<string>; wildcard: ReadonlySet<string> } | null = null;

function loadDomains(id: string): ReadonlySet<string> {
  const data: unknown = require(id);
  if (!Array.isArray(data)) throw new Error(`${id} is not a list of domains`);
  return new Set(data.filter((entry): entry is string => typeof entry === 'string').map((d) => d.toLowerCase()));
}

/** Loaded on first use: the list holds ~100k domains. */
function disposableLists(): { exact: ReadonlySet<string>; wildcard: ReadonlySet<string> } {
  lists ??= {
    exact: loadDomains('disposable-email-domains'),
    // Entries whose every subdomain is disposable too (e.g. per-user subdomains of a forwarding service).
    wildcard: loadDomains('disposable-email-domains/wildcard.json'),
  };
  return lists;
}

/** True for throwaway-mailbox providers (the maintained disposable-email-domains list). */
export function isDisposableDomain(domain: string): boolean {
  const { exact, wildcard } = disposableLists();
  const name = domain.toLowerCase();
  if (exact.has(name)) return true;
  const labels = name.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (wildcard.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
