import type { VerificationStatus } from '@app/types';
import { z } from 'zod';
import { address, DEFAULT_TIMEOUT_MS, joinUrl, requestJson, text } from './http.js';
import { type PeopleProvider, PeopleProviderError, type ProviderPerson } from './people-provider.js';

export const HUNTER_BASE_URL = 'https://api.hunter.io';

export interface HunterOptions {
  apiKey: string;
  /** Default https://api.hunter.io; the sandbox's `services.peopleApis.hunterUrl` in tests and the demo. */
  baseUrl?: string;
  /** Per call; default 10 s. */
  timeoutMs?: number;
}

const nullableText = z.string().nullish();

/** One entry of Domain Search's `data.emails`; read one by one so a malformed entry costs only itself. */
const hunterEmail = z.object({
  value: z.string(),
  type: nullableText,
  confidence: z.number().nullish(),
  first_name: nullableText,
  last_name: nullableText,
  position: nullableText,
  linkedin: nullableText,
});

const domainSearchAnswer = z.object({ data: z.object({ emails: z.array(z.unknown()) }) });

const verifierAnswer = z.object({
  data: z.object({
    status: nullableText,
    /** Deprecated by Hunter in favour of `status`, still sent: deliverable, undeliverable, risky. */
    result: nullableText,
    score: z.number().nullish(),
    webmail: z.boolean().nullish(),
    disposable: z.boolean().nullish(),
    accept_all: z.boolean().nullish(),
  }),
});

/**
 * Hunter's Domain Search (`GET /v2/domain-search`): the personal addresses it found published for a domain, with
 * names, positions and a confidence score. Entries without a first and last name are skipped: a contact needs one.
 */
export class HunterProvider implements PeopleProvider {
  readonly name = 'hunter' as const;

  constructor(private readonly options: HunterOptions) {}

  async findPeople(domain: string, signal?: AbortSignal): Promise<ProviderPerson[]> {
    const url = joinUrl(this.options.baseUrl ?? HUNTER_BASE_URL, '/v2/domain-search');
    url.searchParams.set('domain', domain);
    url.searchParams.set('api_key', this.options.apiKey);
    url.searchParams.set('type', 'personal');
    url.searchParams.set('limit', '10');
    const { body } = await requestJson({
      provider: 'hunter',
      url,
      apiKey: this.options.apiKey,
      timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal,
    });
    const answer = domainSearchAnswer.safeParse(body);
    if (!answer.success) {
      throw new PeopleProviderError('hunter', 'bad-response', 'Hunter domain search answered without data.emails');
    }
    return answer.data.data.emails.flatMap((raw) => {
      const entry = hunterEmail.safeParse(raw);
      if (!entry.success || entry.data.type === 'generic') return [];
      const firstName = text(entry.data.first_name);
      const lastName = text(entry.data.last_name);
      if (!firstName || !lastName) return [];
      return [
        {
          firstName,
          lastName,
          title: text(entry.data.position),
          email: address(entry.data.value),
          confidence: entry.data.confidence ?? null,
          linkedinUrl: linkedinUrl(entry.data.linkedin),
        },
      ];
    });
  }
}

/** Hunter has sent both full profile URLs and bare handles in `linkedin`. */
function linkedinUrl(value: string | null | undefined): string | null {
  const handle = text(value);
  if (!handle) return null;
  if (/^https?:\/\//i.test(handle)) return handle;
  return `https://www.linkedin.com/in/${encodeURIComponent(handle.replace(/^\/+|\/+$/g, ''))}`;
}

export type HunterVerificationStatus = Extract<VerificationStatus, 'valid' | 'invalid' | 'catch-all' | 'unknown'>;

export interface HunterVerdict {
  address: string;
  status: HunterVerificationStatus;
  /** Hunter's deliverability score, 0–100. */
  score: number | null;
  /** A free mailbox provider's address; Hunter does not probe these, so `valid` only means well-formed. */
  webmail: boolean;
  disposable: boolean;
  /** Hunter's own status, for logs and the cache's reason column. */
  reason: string;
}

/** HTTP 202: still verifying (Hunter gives up waiting after ~20 s); 222: the remote server answered oddly. */
const UNFINISHED = new Set([202, 222]);

/**
 * Hunter's Email Verifier (`GET /v2/email-verifier`), an alternative to our own SMTP probe where port 25 is blocked.
 * Its statuses map onto ours; webmail and disposable addresses count as `valid` with a flag, as Hunter does not
 * probe them.
 */
export class HunterVerifier {
  readonly name = 'hunter' as const;

  constructor(private readonly options: HunterOptions) {}

  async verify(email: string, signal?: AbortSignal): Promise<HunterVerdict> {
    const url = joinUrl(this.options.baseUrl ?? HUNTER_BASE_URL, '/v2/email-verifier');
    url.searchParams.set('email', email);
    url.searchParams.set('api_key', this.options.apiKey);
    const { status: httpStatus, body } = await requestJson({
      provider: 'hunter',
      url,
      apiKey: this.options.apiKey,
      timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal,
    });
    const base = { address: email, score: null, webmail: false, disposable: false };
    if (UNFINISHED.has(httpStatus)) return { ...base, status: 'unknown', reason: `http ${httpStatus}` };
    const answer = verifierAnswer.safeParse(body);
    if (!answer.success) {
      throw new PeopleProviderError('hunter', 'bad-response', 'Hunter email verifier answered without data');
    }
    const data = answer.data.data;
    const reason = data.status ?? data.result ?? 'none';
    return {
      address: email,
      status: statusOf(data.status, data.result, data.accept_all),
      score: data.score ?? null,
      webmail: data.webmail === true || data.status === 'webmail',
      disposable: data.disposable === true || data.status === 'disposable',
      reason,
    };
  }
}

function statusOf(
  status: string | null | undefined,
  result: string | null | undefined,
  acceptAll: boolean | null | undefined,
): HunterVerificationStatus {
  switch (status) {
    case 'valid':
    case 'webmail':
    case 'disposable':
      return 'valid';
    case 'invalid':
      return 'invalid';
    case 'accept_all':
      return 'catch-all';
    case 'unknown':
      return 'unknown';
    default:
      break;
  }
  // Older answers carry only `result`.
  if (result === 'deliverable') return 'valid';
  if (result === 'undeliverable') return 'invalid';
  return acceptAll ? 'catch-all' : 'unknown';
}
