export type PeopleProviderName = 'hunter' | 'apollo';

/** A person a provider knows at a company's domain. */
export interface ProviderPerson {
  firstName: string;
  lastName: string;
  title: string | null;
  /** The work address, when the provider gives one (still to be verified: providers can be out of date). */
  email: string | null;
  /** The provider's confidence in `email`, 0–100 (Hunter); null when it gives none (Apollo). */
  confidence: number | null;
  linkedinUrl: string | null;
}

/** A people-data service (Hunter domain search, Apollo people search), used only when its API key is set. */
export interface PeopleProvider {
  readonly name: PeopleProviderName;
  /** Decision makers and other staff at the domain; empty when the provider knows nobody there. */
  findPeople(domain: string, signal?: AbortSignal): Promise<ProviderPerson[]>;
}

/**
 * - `auth`: the API key was refused (401/403): retrying cannot help, the setting must change.
 * - `rate-limit`: 429, or the plan's quota is used up; `retryAfterMs` when the provider said.
 * - `timeout`, `network`: no answer; worth another try later.
 * - `http`: another non-2xx answer; `bad-response`: a 2xx body we cannot read.
 */
export type PeopleProviderErrorKind = 'auth' | 'rate-limit' | 'timeout' | 'network' | 'http' | 'bad-response';

/** Every failure of a provider call. Messages never contain the API key. */
export class PeopleProviderError extends Error {
  override name = 'PeopleProviderError';

  constructor(
    readonly provider: PeopleProviderName,
    readonly kind: PeopleProviderErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
