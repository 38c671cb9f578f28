import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { parseCompanyPage } from './company-page.js';
import { MarkupNotUnderstood } from './markup-not-understood.js';

const BASE = 'https://www.linkedin.com';
const fixture = (name: string) => readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), 'utf8');

describe('parseCompanyPage', () => {
  it('reads the company profile from the JSON-LD organization and the about-us list together', () => {
    expect(parseCompanyPage(fixture('company.html'), { baseUrl: BASE })).toEqual({
      name: 'Helvetia Ledger',
      logo: 'https://media.licdn.com/dms/image/v2/D4E0BAQu1OZxE4xrx/company-logo_200_200/company-logo_200_200/0/1712745098123/helvetia_ledger_logo?e=2147483647&v=beta&t=pZ1ob4w0Gq3bKxR8mV9cS2uYd5fT6gH7jK8lM9nO0pQ',
      tagline: 'Settlement you can trust — in real time',
      description:
        "Helvetia Ledger builds the ledger behind card settlement for 40 banks in Zürich & Lisbon. We're hiring engineers who care about correctness.",
      industry: 'Financial Services',
      size: '501-1,000 employees',
      headquarters: 'Zürich, ZH',
      founded: '2016',
      specialties: ['Payments', 'Real-time settlement', 'Risk & Compliance', 'Open Banking', 'Kotlin'],
      website: 'https://www.helvetialedger.ch',
      linkedinUrl: 'https://www.linkedin.com/company/helvetia-ledger',
      slug: 'helvetia-ledger',
      organizationType: 'Privately Held',
      employeeCount: 642,
      readBy: { name: 'json-ld', description: 'json-ld', headquarters: 'about-us', website: 'about-us' },
    });
  });

  it('decodes the HTML entities the site writes into its JSON-LD', () => {
    const html = `<script type="application/ld+json">{"@context":"http://schema.org","@graph":[{"@type":"Organization",
      "name":"Smith &amp; Kapoor Health","url":"https://www.linkedin.com/company/smith-kapoor",
      "description":"We run clinics &amp; hospitals &#8211; and we&#39;re hiring &quot;carers&quot;.",
      "slogan":"Care you&#39;d trust","sameAs":"https://www.smith-kapoor.example/?a=1&amp;b=2",
      "address":{"type":"PostalAddress","addressLocality":"K&amp;ouml;ln"}}]}</script>`;
    expect(parseCompanyPage(html, { baseUrl: BASE })).toMatchObject({
      name: 'Smith & Kapoor Health',
      description: 'We run clinics & hospitals – and we\'re hiring "carers".',
      tagline: "Care you'd trust",
      website: 'https://www.smith-kapoor.example/?a=1&b=2',
      headquarters: 'K&ouml;ln',
    });
  });

  it('falls back to the about-us list and the top card when the page has no JSON-LD', () => {
    expect(parseCompanyPage(fixture('company-no-jsonld.html'), { baseUrl: BASE })).toEqual({
      name: 'Ōkami Robotics 株式会社',
      logo: 'https://media.licdn.com/dms/image/v2/C510BAQokamiLogo/company-logo_200_200/company-logo_200_200/0/1630600000000/okami_robotics_logo?e=2147483647&v=beta&t=oKaMiLoGoToKeN',
      tagline: null,
      description:
        'Ōkami Robotics designs pick-and-place cells for small factories in Kansai. We ship to Japan, Korea & Taiwan.',
      industry: 'Automation Machinery Manufacturing',
      size: '201-500 employees',
      headquarters: 'Osaka, Osaka',
      founded: null,
      specialties: [],
      website: 'https://okami-robotics.jp/en',
      linkedinUrl: 'https://www.linkedin.com/company/okami-robotics',
      slug: 'okami-robotics',
      organizationType: 'Privately Held',
      employeeCount: 318,
      readBy: { name: 'class', description: 'class', headquarters: 'about-us', website: 'about-us' },
    });
  });

  it('uses the JSON-LD alone when the page has no about-us list', () => {
    const html = `<script type="application/ld+json">[{"@type":"WebPage","name":"ignored"},{"@type":"Organization",
      "name":"Nordlys AS","url":"https://no.linkedin.com/company/nordlys/","logo":"https://media.licdn.com/nordlys.png",
      "address":{"@type":"PostalAddress","addressLocality":"Oslo","addressCountry":"NO"},
      "numberOfEmployees":{"value":"1,204"},"sameAs":["https://www.linkedin.com/company/nordlys","https://nordlys.no"],
      "description":"Grid   software\\nfor the north."}]</script>`;

    expect(parseCompanyPage(html, { baseUrl: BASE })).toEqual({
      name: 'Nordlys AS',
      logo: 'https://media.licdn.com/nordlys.png',
      tagline: null,
      description: 'Grid software for the north.',
      industry: null,
      size: null,
      headquarters: 'Oslo',
      founded: null,
      specialties: [],
      website: 'https://nordlys.no',
      linkedinUrl: 'https://www.linkedin.com/company/nordlys',
      slug: 'nordlys',
      organizationType: null,
      employeeCount: 1204,
      readBy: { name: 'json-ld', description: 'json-ld', headquarters: 'json-ld', website: 'json-ld' },
    });
  });

  it('prefers the about-us website text but unwraps the redirect link when the text is not an address', () => {
    const html = `<h1 class="top-card-layout__title">Kraft &amp; Klar</h1>
      <div data-test-id="about-us__website"><dt>Website</dt><dd><a href="https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fkraft-klar%2Ede&amp;urlhash=x">Visit website</a></dd></div>`;

    expect(parseCompanyPage(html, { baseUrl: BASE })).toMatchObject({
      name: 'Kraft & Klar',
      website: 'https://kraft-klar.de',
      linkedinUrl: null,
      slug: null,
    });
  });

  it('skips an unreadable JSON-LD block and still reads the page', () => {
    const html = `<script type="application/ld+json">{not json</script><h1 class="top-card-layout__title">Tidewater</h1>`;

    expect(parseCompanyPage(html, { baseUrl: BASE })?.name).toBe('Tidewater');
  });

  it('answers null for a page that is not a company page', () => {
    expect(parseCompanyPage(fixture('authwall.html'), { baseUrl: BASE })).toBeNull();
    expect(parseCompanyPage('', { baseUrl: BASE })).toBeNull();
  });

  it('takes the name from the og:title of a company page that has neither structured data nor the top card', () => {
    const html = `<link rel="canonical" href="https://www.linkedin.com/company/tidewater">
      <meta property="og:title" content="Tidewater Logistics | LinkedIn">`;
    expect(parseCompanyPage(html, { baseUrl: BASE })).toMatchObject({
      name: 'Tidewater Logistics',
      slug: 'tidewater',
      readBy: { name: 'og-title' },
    });
  });

  it('throws MarkupNotUnderstood for a redesigned company page whose name no strategy finds', () => {
    const attempt = () => parseCompanyPage(fixture('company-redesigned.html'), { baseUrl: BASE });
    expect(attempt).toThrow(MarkupNotUnderstood);
    expect(attempt).toThrow(expect.objectContaining({ page: 'company', strategy: 'canonical' }));
  });
});
