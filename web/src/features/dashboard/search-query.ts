export interface SearchQueryParts {
  keywords: string | null;
  location: string | null;
}

/** The query string of a URL, even when the URL itself does not parse. */
function queryOf(url: string): URLSearchParams {
  try {
    return new URL(url).searchParams;
  } catch {
    const at = url.indexOf('?');
    return new URLSearchParams(at === -1 ? '' : url.slice(at + 1).split('#')[0]);
  }
}

/** The decoded keywords and location of a job-search URL ('+' and percent escapes decoded); null when absent. */
export function searchQueryParts(linkedinUrl: string): SearchQueryParts {
  const query = queryOf(linkedinUrl);
  const read = (key: string) => {
    const value = query.get(key)?.trim();
    return value ? value : null;
  };
  return { keywords: read('keywords'), location: read('location') };
}
