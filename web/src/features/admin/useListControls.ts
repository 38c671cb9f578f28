import { useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** A list's search text (sent after a pause) and page; a new search starts again at page 1. */
export function useListControls() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    q: q || undefined,
    page,
    setPage,
  };
}
