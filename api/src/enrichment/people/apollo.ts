import { z } from 'zod';
import { address, DEFAULT_TIMEOUT_MS, joinUrl, requestJson, text } from './http.js';
import { type PeopleProvider, PeopleProviderError, type ProviderPerson } from './people-provider.js';

export const APOLLO_BASE_URL = 'https://api.apollo.io';
export const APOLLO_SEARCH_PATH = '/api/v1/mixed_people/search';
/** Apollo matches these loosely against current titles: the people a job application is worth sending to. */
export const APOLLO_TITLES: readonly string[] = [
  'recruiter',
  'talent acquisition',
  'hiring manager',
  'engineering manager',
  'head of',
];

export interface ApolloOptions {
  apiKey: string;
  /** Default https://api.apollo.io; the sandbox's `services.peopleApis.apolloUrl` in tests and the demo. */
  baseUrl?: string;
  /**
   * Default `/api/v1/mixed_people/search`. Apollo's newer `/api/v1/mixed_people/api_search` takes the same body
   * but never returns emails.
   */
  searchPath?: string;
  /** Per call; default 10 s. */
  timeoutMs?: number;
}

const nullableText = z.string().nullish();

const apolloPerson = z.object({
  first_name: nullableText,
  last_name: nullableText,
  title: nullableText,
  email: nullableText,
  linkedin_url: nullableText,
});

/** "Mixed" search: `people` from Apollo's database and `contacts` already saved in the account. */
const searchAnswer = z.object({
  people: z.array(z.unknown()).nullish(),
  contacts: z.array(z.unknown()).nullish(),
});

/**
 * Apollo's People Search (`POST /api/v1/mixed_people/search`): people at the domain with recruiting and hiring
 * titles. Emails come only for some; locked ones arrive as a placeholder and count as none.
 */
export class ApolloProvider implements PeopleProvider {
  readonly name = 'apollo' as const;

  constructor(private readonly options: ApolloOptions) {}

  async findPeople(domain: string, signal?: AbortSignal): Promise<ProviderPerson[]> {
    const { body } = await requestJson({
      provider: 'apollo',
      url: joinUrl(this.options.baseUrl ?? APOLLO_BASE_URL, this.options.searchPath ?? APOLLO_SEARCH_PATH),
      method: 'POST',
      // A header rather than the body's legacy `api_key`, so the key never sits in a logged body.
      headers: { 'X-Api-Key': this.options.apiKey, 'Cache-Control': 'no-cache' },
      body: { q_organization_domains_list: [domain], person_titles: APOLLO_TITLES, per_page: 10 },
      apiKey: this.options.apiKey,
      timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal,
    });
    const answer = searchAnswer.safeParse(body);
    if (!answer.success) {
      throw new PeopleProviderError('apollo', 'bad-response', 'Apollo people search answered without people');
    }
    const seen = new Set<string>();
    return [...(answer.data.contacts ?? []), ...(answer.data.people ?? [])].flatMap((raw) => {
      const entry = apolloPerson.safeParse(raw);
      if (!entry.success) return [];
      const firstName = text(entry.data.first_name);
      // The newer search sends `last_name_obfuscated` ("Sm***h") instead, useless for an address.
      const lastName = text(entry.data.last_name);
      if (!firstName || !lastName) return [];
      const key = `${firstName}\u0000${lastName}`.toLowerCase();
      if (seen.has(key)) return []; // a saved contact also found in the database
      seen.add(key);
      return [
        {
          firstName,
          lastName,
          title: text(entry.data.title),
          email: unlockedEmail(entry.data.email),
          confidence: null,
          linkedinUrl: text(entry.data.linkedin_url),
        },
      ];
    });
  }
}

/** Apollo sends "email_not_unlocked@domain.com" for an address the plan has not paid to reveal. */
function unlockedEmail(value: string | null | undefined): string | null {
  const email = address(value);
  return email && !email.startsWith('email_not_unlocked@') ? email : null;
}
