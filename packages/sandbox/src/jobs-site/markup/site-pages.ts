import { esc } from '../text.js';
import { documentPage } from './layout.js';
import { NO_RESULTS_HEADING, type SiteLanguage } from './localized.js';

/** The sign-in wall the site redirects guests to when it wants them signed in. */
export function renderAuthwall(base: string, sessionRedirect: string | null): string {
  const back = sessionRedirect ? `&session_redirect=${encodeURIComponent(sessionRedirect)}` : '';
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>Sign Up | LinkedIn</title>
    <meta name="robots" content="noindex">
  </head>
  <body class="authwall">
    <main class="authwall-join-form__main">
      <h1 class="authwall-join-form__title">Join LinkedIn</h1>
      <form class="authwall-join-form__form" action="${esc(base)}/signup/cold-join" method="post">
        <label for="email-or-phone">Email or phone number</label>
        <input id="email-or-phone" name="email-or-phone" type="text" autocomplete="username">
        <label for="password">Password (6+ characters)</label>
        <input id="password" name="password" type="password" autocomplete="new-password">
        <button class="authwall-join-form__form-submit-btn" type="submit">Agree &amp; Join</button>
      </form>
      <p class="authwall-join-form__subtitle">
        Already on LinkedIn? <a class="authwall-join-form__form-toggle--bottom" href="${esc(base)}/login?trk=guest_homepage-basic_nav-header-signin${esc(back)}">Sign in</a>
      </p>
    </main>
  </body>
</html>
`;
}

/** What the site answers instead of 429 now and then: status 999 with a tiny script page. */
export function renderRequestDenied(): string {
  return `<html><head>
<script type="text/javascript">
window.onload = function() {
  var domain = location.host.substring(location.host.indexOf('.') + 1);
  document.cookie = "trkCode=bf; domain=." + domain + "; path=/";
  location.href = "/authwall?trk=bf";
}
</script>
</head><body></body></html>
`;
}

export function renderNotFound(base: string): string {
  return documentPage({
    base,
    title: 'Page Not Found | LinkedIn',
    description: 'This page does not exist.',
    canonicalPath: '/404',
    bodyClass: 'not-found',
    main: `      <section class="not-found">
        <h1 class="not-found__title">Page not found</h1>
        <p class="not-found__message">Uh oh, we can&#39;t seem to find the page you&#39;re looking for. Try going back to the previous page.</p>
      </section>`,
  });
}

/** `/jobs/search?…`: the full page a person opens; its first cards sit in `ul.jobs-search__results-list`. */
export function renderSearchPage(
  base: string,
  query: string,
  heading: string,
  cards: string,
  noResults: string | null = null,
): string {
  return documentPage({
    base,
    title: `${heading} | LinkedIn`,
    description: heading,
    canonicalPath: `/jobs/search?${query}`,
    bodyClass: 'jobs-search',
    main:
      noResults ??
      `      <section class="two-pane-serp-page__results-list">
        <h1 class="results-context-header__context">
          <span class="results-context-header__query-search">${esc(heading)}</span>
        </h1>
        <ul class="jobs-search__results-list">
${cards}
        </ul>
      </section>`,
  });
}

/**
 * A search the site has no job for, as it answers one (the whole page, and the listing API's first page): the
 * "We couldn't find a match for …" box in the host's language, beside the search's filter menus (list items that are
 * no job cards).
 */
export function renderNoResults(searchWords: string, language: SiteLanguage): string {
  const filters = ['Past 24 hours', 'Past week', 'Past month', 'Any time']
    .map((label) => `<li class="filter-values-container__filter-value"><label>${esc(label)}</label></li>`)
    .join('\n          ');
  return `      <section class="filters">
        <ul class="filter-values-container__filter-values">
          ${filters}
        </ul>
      </section>
      <section class="core-section-container my-3 no-results">
        <h1 class="core-section-container__main-title main-title">
          ${esc(NO_RESULTS_HEADING[language])}
          <strong class="no-results__main-title-keywords">${esc(searchWords)}</strong>
        </h1>
        <div class="core-section-container__content break-words">
          <p class="no-results__subheading">Please make sure your keywords are spelled correctly</p>
        </div>
      </section>`;
}
