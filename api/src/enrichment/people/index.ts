export { APOLLO_BASE_URL, APOLLO_SEARCH_PATH, APOLLO_TITLES, ApolloProvider, type ApolloOptions } from './apollo.js';
export {
  HUNTER_BASE_URL,
  HunterProvider,
  HunterVerifier,
  type HunterOptions,
  type HunterVerdict,
  type HunterVerificationStatus,
} from './hunter.js';
export { DEFAULT_TIMEOUT_MS } from './http.js';
export {
  PeopleProviderError,
  type PeopleProvider,
  type PeopleProviderErrorKind,
  type PeopleProviderName,
  type ProviderPerson,
} from './people-provider.js';
