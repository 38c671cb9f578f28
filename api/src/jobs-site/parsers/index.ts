// Pure parsers for the networking site's public pages: HTML or JSON in, typed records out, no I/O.
export { parseCompanyPage } from './company-page.js';
export { detectBlock } from './detect-block.js';
export { parseGeoTypeahead } from './geo-typeahead.js';
export { parseJobPage } from './job-page.js';
export { MARKUP_NOT_UNDERSTOOD_MESSAGE, MarkupNotUnderstood, type ParsedPageKind } from './markup-not-understood.js';
export { parseSearchCards } from './search-cards.js';
export { FIELD_STRATEGIES, isFallback, type ReadBy, type ReportedField } from './strategies.js';
export type {
  BlockKind,
  CompanyPage,
  CompanyPageOptions,
  GeoHit,
  JobPageOptions,
  JobPosting,
  SearchCard,
  SearchPageOptions,
} from './types.js';
