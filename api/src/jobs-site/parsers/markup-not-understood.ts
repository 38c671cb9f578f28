import { DomainError } from '../../common/errors/domain-error.js';

/** The page kinds whose markup the parsers read. */
export type ParsedPageKind = 'listing' | 'job' | 'company';

/** What a person is told when the site's pages cannot be read: the fault is ours, not theirs. */
export const MARKUP_NOT_UNDERSTOOD_MESSAGE =
  "We could not read LinkedIn's pages: the site has changed in a way we do not understand yet. This is on our side, " +
  'not yours, and we are on it. Please try again later.';

/**
 * A page that clearly holds a list of jobs, a posting or a company, yet yields nothing usable: the site's markup has
 * changed past every strategy the parsers know. Never answered as an empty result. `strategy` names how the page was
 * recognised (e.g. `componentkey` cards); `problem` says, for maintainers, what could not be read.
 */
export class MarkupNotUnderstood extends DomainError {
  constructor(
    readonly page: ParsedPageKind,
    readonly strategy: string,
    readonly problem: string,
  ) {
    super(502, 'jobs_site_markup_not_understood', MARKUP_NOT_UNDERSTOOD_MESSAGE, { page });
  }
}
