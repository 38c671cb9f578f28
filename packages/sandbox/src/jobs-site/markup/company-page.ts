import type { Company } from '../catalog/companies.js';
import { esc, groupThousands } from '../text.js';
import { documentPage } from './layout.js';
import { companyLogoUrl } from './media.js';
import { hashedClass, type MarkupVariant } from './variant.js';

/** The website as the page prints it; `self` companies list their own page on the site. */
function websiteText(company: Company, base: string): string | null {
  if (!company.website) return null;
  return company.website.kind === 'self' ? `${base}/company/${company.slug}/` : company.website.url;
}

function aboutItem(testId: string, label: string, value: string): string {
  return `
          <div class="mb-2 papabear:mr-8 babybear:flex-wrap babybear:mr-0 babybear:max-w-full" data-test-id="about-us__${testId}">
            <dt class="mb-1 text-md font-bold text-color-text">
              ${esc(label)}
            </dt>
            <dd class="font-sans text-md text-color-text-low-emphasis break-words babybear:w-full">
              ${value}
            </dd>
          </div>`;
}

/** Specialties as the site prints them: "A, B, and C". */
function specialtiesText(items: readonly string[]): string {
  if (items.length < 3) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

function headquartersText(company: Company): string | null {
  const hq = company.headquarters;
  return hq ? [hq.city, hq.region].filter(Boolean).join(', ') : null;
}

function organizationJsonLd(company: Company, base: string): unknown {
  const website = websiteText(company, base);
  const hq = company.headquarters;
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    name: company.name,
    url: `${base}/company/${company.slug}`,
    description: company.description,
    numberOfEmployees: { value: company.employees, '@type': 'QuantitativeValue' },
    logo: { contentUrl: companyLogoUrl(company), '@type': 'ImageObject' },
  };
  if (hq) {
    organization.address = {
      type: 'PostalAddress',
      streetAddress: hq.street,
      addressLocality: hq.city,
      addressRegion: hq.region ?? undefined,
      postalCode: hq.postalCode,
      addressCountry: hq.countryCode,
    };
  }
  if (website) organization.sameAs = website;
  if (company.slogan) organization.slogan = company.slogan;
  // The site wraps the Organization in an @graph beside the WebPage.
  return {
    '@context': 'http://schema.org',
    '@graph': [organization, { '@type': 'WebPage', url: `${base}/company/${company.slug}`, name: company.name }],
  };
}

/**
 * `/company/{slug}`: top card, JSON-LD and the about-us `dl`. The website link goes through the site's redirector
 * (its text is the website itself), as on the real page. The legacy markup has no JSON-LD; the redesign is an
 * empty shell a script fills.
 */
export function renderCompanyPage(company: Company, base: string, markup: MarkupVariant): string {
  if (markup === 'redesigned') {
    return documentPage({
      base,
      title: 'LinkedIn',
      description: 'LinkedIn',
      canonicalPath: `/company/${company.slug}`,
      bodyClass: hashedClass('body'),
      main: `      <section class="${hashedClass('org-top-card')}" componentkey="org-top-card-component-ref-${company.slug}"><div class="${hashedClass('placeholder')}"></div></section>`,
    });
  }
  const website = websiteText(company, base);
  const items: string[] = [];
  if (website) {
    const redirect = `${base}/redir/redirect?url=${encodeURIComponent(website)}&urlhash=${company.logoToken.slice(0, 4)}&trk=about_website`;
    items.push(
      aboutItem(
        'website',
        'Website',
        `<a class="link-no-visited-state hover:no-underline" href="${esc(redirect)}" data-tracking-control-name="about_website" data-tracking-will-navigate rel="noopener" target="_blank">
                ${esc(website)}
                <icon class="inline-block align-text-top" data-delayed-url="https://static.example/aero-v1/sc/h/external-link"></icon>
              </a>`,
      ),
    );
  }
  items.push(aboutItem('industry', 'Industry', esc(company.industry)));
  items.push(aboutItem('size', 'Company size', esc(company.sizeLabel)));
  const hq = headquartersText(company);
  if (hq) items.push(aboutItem('headquarters', 'Headquarters', esc(hq)));
  if (company.organizationType) items.push(aboutItem('organizationType', 'Type', esc(company.organizationType)));
  if (company.foundedOn) items.push(aboutItem('foundedOn', 'Founded', String(company.foundedOn)));
  if (company.specialties)
    items.push(aboutItem('specialties', 'Specialties', esc(specialtiesText(company.specialties))));

  const subline = [company.industry, hq, `${groupThousands(company.followers)} followers`].filter(Boolean).join(' · ');
  const main = `
      <section class="top-card-layout container-lined overflow-hidden babybear:rounded-[0px]">
        <figure class="cover-img min-h-[87px] papbear:min-h-[100px] rounded-t-[2px] babybear:rounded-[0px] -z-1"></figure>
        <div class="top-card-layout__card relative p-2 papabear:p-details-container-padding">
          <img class="artdeco-entity-image artdeco-entity-image--square-6 top-card-layout__entity-image" data-delayed-url="${esc(companyLogoUrl(company))}" alt="${esc(company.name)}">
          <div class="top-card-layout__entity-info-container flex flex-wrap papabear:flex-nowrap">
            <div class="top-card-layout__entity-info flex-grow flex-shrink-0 basis-0 babybear:flex-none babybear:w-full">
              <h1 class="top-card-layout__title font-sans text-lg papabear:text-xl font-bold leading-open text-color-text mb-0">
                ${esc(company.name)}
              </h1>
${company.slogan ? `              <h2 class="top-card-layout__headline break-words font-sans text-md leading-open text-color-text">\n                ${esc(company.slogan)}\n              </h2>\n` : ''}              <h3 class="top-card-layout__first-subline font-sans text-md leading-open text-color-text-low-emphasis">
                ${esc(subline)}
              </h3>
            </div>
          </div>
        </div>
      </section>
      <section class="core-section-container my-3 core-section-container--with-border border-b-1 border-solid border-color-border-faint m-0 py-3">
        <h2 class="core-section-container__title section-title">
          About us
        </h2>
        <div class="core-section-container__content break-words">
          <p class="break-words whitespace-pre-wrap text-color-text" data-test-id="about-us__description">${esc(company.description)}</p>
          <dl class="mt-6">${items.join('')}
          </dl>
        </div>
      </section>`;
  return documentPage({
    base,
    title: `${company.name} | LinkedIn`,
    description:
      `${company.name} | ${groupThousands(company.followers)} followers on LinkedIn. ${company.slogan ?? ''}`.trim(),
    canonicalPath: `/company/${company.slug}`,
    jsonLd: markup === 'legacy' ? undefined : organizationJsonLd(company, base),
    bodyClass: 'company-page',
    main,
  });
}
