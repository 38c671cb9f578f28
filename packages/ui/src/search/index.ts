export { INITIAL_SEARCH_FORM, useSearchForm } from './useSearchForm.js';
export { useStartSearch } from './useStartSearch.js';
export { LocationSuggestions } from './LocationSuggestions.js';
