import { esc } from '../text.js';
import { documentPage } from './layout.js';

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
export function renderSearchPage(base: string, query: string, heading: string, cards: string): string {
  return documentPage({
    base,
    title: `${heading} | LinkedIn`,
    description: heading,
    canonicalPath: `/jobs/search?${query}`,
    bodyClass: 'jobs-search',
    main: `      <section class="two-pane-serp-page__results-list">
        <h1 class="results-context-header__context">
          <span class="results-context-header__query-search">${esc(heading)}</span>
        </h1>
        <ul class="jobs-search__results-list">
${cards}
        </ul>
      </section>`,
  });
}
