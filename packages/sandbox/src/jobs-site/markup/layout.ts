import { entityEncodedStrings, esc, scriptJson } from '../text.js';

/**
 * A full guest page: head with title, canonical link and optional JSON-LD (its strings HTML-escaped, as the real site
 * writes them), the signed-out header, then `main`.
 */
export function documentPage(options: {
  base: string;
  title: string;
  description: string;
  canonicalPath: string;
  jsonLd?: unknown;
  bodyClass: string;
  main: string;
}): string {
  const canonical = `${options.base}${options.canonicalPath}`;
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${esc(options.title)}</title>
    <meta name="description" content="${esc(options.description)}">
    <meta property="og:title" content="${esc(options.title)}">
    <meta property="og:url" content="${esc(canonical)}">
    <link rel="canonical" href="${esc(canonical)}">
    <link rel="stylesheet" href="https://static.example/aero-v1/sc/h/guest.css">
${options.jsonLd === undefined ? '' : `    <script type="application/ld+json">${scriptJson(entityEncodedStrings(options.jsonLd))}</script>\n`}  </head>
  <body dir="ltr" class="${options.bodyClass}">
    <a href="#main-content" class="skip-link btn-md btn-primary absolute z-11 -top-[100vh] focus:top-0">Skip to main content</a>
    <header class="header base-container-header">
      <nav class="nav pt-1.5 pb-2 flex items-center justify-between relative flex-nowrap" aria-label="Primary">
        <a href="${esc(options.base)}/?trk=public_header_logo" class="nav__logo-link" data-tracking-control-name="public_header_logo">
          <span class="sr-only">LinkedIn</span>
        </a>
        <div class="nav__cta-container order-3 flex gap-x-1 justify-end min-w-[100px] flex-nowrap flex-shrink-0 babybear:flex-wrap flex-2">
          <a class="nav__button-tertiary btn-md btn-tertiary" href="${esc(options.base)}/signup/cold-join?trk=public_header_join" data-tracking-control-name="public_header_join">
            Join now
          </a>
          <a class="nav__button-secondary btn-md btn-secondary-emphasis" href="${esc(options.base)}/login?trk=public_header_nav-header-signin" data-tracking-control-name="public_header_nav-header-signin">
            Sign in
          </a>
        </div>
      </nav>
    </header>
    <main class="main" id="main-content" role="main">
${options.main}
    </main>
    <footer class="li-footer bg-transparent w-full">
      <ul class="li-footer__list flex flex-wrap flex-row items-start justify-start w-full h-auto min-h-[50px]">
        <li class="li-footer__item">© 2025</li>
        <li class="li-footer__item"><a class="li-footer__item-link" href="${esc(options.base)}/legal/user-agreement?trk=public_footer">User Agreement</a></li>
        <li class="li-footer__item"><a class="li-footer__item-link" href="${esc(options.base)}/legal/privacy-policy?trk=public_footer">Privacy Policy</a></li>
      </ul>
    </footer>
  </body>
</html>
`;
}
