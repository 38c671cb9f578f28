import { type PeopleProviderName, PeopleProviderError } from './people-provider.js';

/** How long a provider call may take, unless the caller's signal ends it first. */
export const DEFAULT_TIMEOUT_MS = 10_000;

const LABEL: Record<PeopleProviderName, string> = { hunter: 'Hunter', apollo: 'Apollo' };

export interface JsonRequest {
  provider: PeopleProviderName;
  url: URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** Removed from any text of the provider's that ends up in an error message. */
  apiKey: string;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/** `https://x/hunter/` + `/v2/a` → `https://x/hunter/v2/a` (`new URL(path, base)` would drop a base's path). */
export function joinUrl(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
}

/**
 * One JSON call with a timeout; maps refusals to `PeopleProviderError`. A cancellation by the caller is rethrown
 * as it came, so callers can tell it from a provider failure.
 */
export async function requestJson(req: JsonRequest): Promise<{ status: number; body: unknown }> {
  const label = LABEL[req.provider];
  const timeout = AbortSignal.timeout(req.timeoutMs);
  let status: number;
  let text: string;
  let retryAfter: string | null;
  try {
    const res = await fetch(req.url, {
      method: req.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(req.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...req.headers,
      },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal ? AbortSignal.any([req.signal, timeout]) : timeout,
    });
    status = res.status;
    retryAfter = res.headers.get('retry-after');
    text = await res.text();
  } catch (err) {
    if (req.signal?.aborted) throw err;
    if (timeout.aborted) {
      throw new PeopleProviderError(req.provider, 'timeout', `${label} did not answer within ${req.timeoutMs} ms`);
    }
    // The URL is left out of the message: Hunter's carries the key.
    throw new PeopleProviderError(req.provider, 'network', `${label} could not be reached`, null, null, { cause: err });
  }

  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    if (body === undefined) {
      throw new PeopleProviderError(req.provider, 'bad-response', `${label} answered ${status} with no JSON body`);
    }
    return { status, body };
  }
  const details = redact(errorDetails(body) ?? text.slice(0, 200), req.apiKey);
  const suffix = details ? `: ${details}` : '';
  if (status === 401 || status === 403) {
    throw new PeopleProviderError(
      req.provider,
      'auth',
      `${label} refused the API key (HTTP ${status})${suffix}`,
      status,
    );
  }
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(retryAfter);
    throw new PeopleProviderError(
      req.provider,
      'rate-limit',
      `${label} rate limit hit (HTTP 429)${suffix}`,
      status,
      retryAfterMs,
    );
  }
  throw new PeopleProviderError(req.provider, 'http', `${label} answered HTTP ${status}${suffix}`, status);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Hunter: `{ errors: [{ id, code, details }] }`; Apollo: `{ error }` or `{ message }`. */
function errorDetails(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) {
    const texts = record.errors.flatMap((e: unknown) => {
      const detail = typeof e === 'object' && e !== null ? (e as Record<string, unknown>).details : undefined;
      return typeof detail === 'string' ? [detail] : [];
    });
    if (texts.length) return texts.join('; ').slice(0, 200);
  }
  for (const key of ['error', 'message']) {
    if (typeof record[key] === 'string') return record[key].slice(0, 200);
  }
  return undefined;
}

function redact(text: string, apiKey: string): string {
  return apiKey ? text.split(apiKey).join('[api key]') : text;
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : new Date(header).getTime() - Date.now();
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** Trimmed text, or null for missing and blank values. */
export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A plausible address, lower-cased; null otherwise. */
export function address(value: string | null | undefined): string | null {
  const trimmed = text(value)?.toLowerCase() ?? null;
  return trimmed && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : null;
}
