import type { JobSummary } from '../jobs.js';
import { Rng } from '../prng.js';
import { esc, isoDate, timeAgo, type Language } from '../text.js';
import { GHOST_COMPANY, companyLogoUrl } from './media.js';
import { hashedClass, languageOf, type MarkupVariant } from './variant.js';

export interface CardPage {
  /** Origin the links point at (the site's own). */
  base: string;
  start: number;
  pageSize: number;
  /** Identifies the query, so tracking ids and card shapes stay stable per query and position. */
  querySeed: number;
  markup: MarkupVariant;
}

const CARD_CLASSES =
  'base-card relative w-full hover:no-underline focus:no-underline base-card--link base-search-card base-search-card--link job-search-card';

function base64Id(rng: Rng): string {
  return encodeURIComponent(rng.token(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') + '==');
}

/** `/jobs/view/…` link with the tracking parameters the site appends (parsers must drop them). */
export function jobViewUrl(base: string, job: JobSummary, tracking: string): string {
  return `${base}/jobs/view/${job.viewSlug}${tracking}`;
}

export function companyUrl(base: string, slug: string, trk: string): string {
  return `${base}/company/${slug}?trk=${trk}`;
}

function logo(job: JobSummary): string {
  return `
      <img class="artdeco-entity-image artdeco-entity-image--square-4" data-delayed-url="${esc(companyLogoUrl(job.company))}" data-ghost-classes="artdeco-entity-image--ghost" data-ghost-url="${GHOST_COMPANY}" alt="${esc(job.company.name)}">
    `;
}

/** `<time>` as the markup writes it: with its datetime, or (relative-dates) only the wording, in the page's language. */
function listDate(job: JobSummary, className: string, markup: MarkupVariant, language: Language): string {
  const datetime = markup === 'relative-dates' ? '' : ` datetime="${isoDate(job.postedAtMs)}"`;
  const wording = timeAgo(job.ageMinutes, markup === 'relative-dates' ? language : 'en');
  return `<time class="${className}"${datetime}>
      
        ${esc(wording)}
      
    </time>`;
}

function metadata(job: JobSummary, markup: MarkupVariant, language: Language): string {
  const salary = job.salary
    ? `
      <span class="job-search-card__salary-info">
        ${esc(job.salary.card)}
      </span>
`
    : '';
  const benefit = job.benefit
    ? job.benefit.legacy
      ? `
  <div class="result-benefits">
    <icon class="result-benefits__icon" data-delayed-url="https://static.example/aero-v1/sc/h/benefits-icon"></icon>
    <span class="result-benefits__text">
      ${esc(job.benefit.text)}
    </span>
  </div>
`
      : `
  <div class="job-posting-benefits text-sm">
    <icon class="job-posting-benefits__icon" data-delayed-url="https://static.example/aero-v1/sc/h/benefits-icon" data-svg-class-name="job-posting-benefits__icon-svg"></icon>
    <span class="job-posting-benefits__text">
      ${esc(job.benefit.text)}
    </span>
  </div>
`
    : '';
  const fresh = job.ageMinutes < 24 * 60;
  return `
          <div class="base-search-card__metadata">
            
      <span class="job-search-card__location">
        ${esc(job.seed.location)}
      </span>
${salary}${benefit}
    ${listDate(job, `job-search-card__listdate${fresh ? '--new' : ''}`, markup, language)}
  
          </div>`;
}

function subtitle(job: JobSummary, page: CardPage, linked: boolean): string {
  if (!linked || !job.company.hasPage) {
    return `
          <h4 class="base-search-card__subtitle">
            ${esc(job.company.name)}
          </h4>`;
  }
  const href = companyUrl(page.base, job.company.slug, 'public_jobs_jserp-result_job-search-card-subtitle');
  return `
          <h4 class="base-search-card__subtitle">
            
          <a class="hidden-nested-link" data-tracking-client-ingraph data-tracking-control-name="public_jobs_jserp-result_job-search-card-subtitle" data-tracking-will-navigate href="${esc(href)}">
            ${esc(job.company.name)}
          </a>
      
          </h4>`;
}

/**
 * One `<li>` card in either of the site's shapes: a `div.base-card` with an inner `a.base-card__full-link`, or the
 * whole card as an `a.base-card` (whose subtitle cannot hold a nested link, so the company is plain text); in the
 * legacy or redesigned markup when the page asks for it.
 */
export function renderCard(job: JobSummary, index: number, page: CardPage): string {
  const position = page.start + index;
  const rng = Rng.of(page.querySeed, 'card', position);
  const anchorShape = rng.chance(0.4);
  const refId = base64Id(Rng.of(page.querySeed, 'ref', page.start));
  const trackingId = base64Id(rng);
  // Drawn in this order whatever the markup, so every variant shows the same jobs the same way.
  const companyLinked = !anchorShape && rng.chance(0.9);
  const pageNum = Math.floor(page.start / page.pageSize);
  const href = jobViewUrl(
    page.base,
    job,
    `?position=${index + 1}&pageNum=${pageNum}&refId=${refId}&trackingId=${trackingId}&trk=public_jobs_jserp-result_search-card`,
  );
  if (page.markup === 'redesigned') return shellCard(job);
  if (page.markup === 'legacy') return legacyCard(job, page, href, companyLinked);
  const urn = page.markup === 'no-urn' ? '' : `data-entity-urn="urn:li:jobPosting:${job.seed.id}" `;
  const dataAttrs = `${urn}data-impression-id="jobs-search-result-${index}" data-reference-id="${esc(decodeURIComponent(refId))}" data-tracking-id="${esc(decodeURIComponent(trackingId))}" data-column="1" data-row="${index + 1}"`;
  const info = `
      <div class="base-search-card__info">
        <h3 class="base-search-card__title">
          
        ${esc(job.seed.title)}
      
        </h3>
${subtitle(job, page, companyLinked)}
${metadata(job, page.markup, languageOf(page.querySeed, page.start))}
      </div>`;
  if (anchorShape) {
    return `<li>
    

    <a class="${CARD_CLASSES}" href="${esc(href)}" data-tracking-control-name="public_jobs_jserp-result_search-card" ${dataAttrs} data-tracking-client-ingraph data-tracking-will-navigate>
      

      <div class="search-entity-media">
        ${logo(job)}
      </div>
${info}
    
    </a>
  
  </li>`;
  }
  return `<li>
    

    
    
    

    <div class="${CARD_CLASSES}" ${dataAttrs}>
        

      <a class="base-card__full-link absolute top-0 right-0 bottom-0 left-0 p-0 z-[2]" href="${esc(href)}" data-tracking-control-name="public_jobs_jserp-result_search-card" data-tracking-client-ingraph data-tracking-will-navigate>
        
        <span class="sr-only">
            
        
        ${esc(job.seed.title)}
      
      
        </span>
      </a>

    
      <div class="search-entity-media">
        ${logo(job)}
      </div>
${info}
    
  </div>
  
  </li>`;
}

/** The `result-card` markup the site served before base cards: the urn on the `<li>`, one link over the card. */
function legacyCard(job: JobSummary, page: CardPage, href: string, companyLinked: boolean): string {
  const company =
    companyLinked && job.company.hasPage
      ? `<a class="result-card__subtitle-link job-result-card__subtitle-link" href="${esc(companyUrl(page.base, job.company.slug, 'guest_job_search_job-result-card_result-card_subtitle-click'))}">${esc(job.company.name)}</a>`
      : esc(job.company.name);
  const salary = job.salary
    ? `\n          <span class="job-result-card__salary-info">${esc(job.salary.card)}</span>`
    : '';
  const benefit = job.benefit
    ? `\n          <div class="result-benefits"><span class="result-benefits__text">${esc(job.benefit.text)}</span></div>`
    : '';
  return `<li class="result-card job-result-card result-card--with-hover-state" data-entity-urn="urn:li:jobPosting:${job.seed.id}" data-id="${job.seed.id}">
      <a class="result-card__full-card-link" href="${esc(href)}"><span class="screen-reader-text">${esc(job.seed.title)}</span></a>
      <img class="artdeco-entity-image artdeco-entity-image--square-4" data-delayed-url="${esc(companyLogoUrl(job.company))}" alt="${esc(job.company.name)}">
      <div class="result-card__contents job-result-card__contents">
        <h3 class="result-card__title job-result-card__title">${esc(job.seed.title)}</h3>
        <h4 class="result-card__subtitle job-result-card__subtitle">${company}</h4>
        <div class="job-result-card__meta">
          <span class="job-result-card__location">${esc(job.seed.location)}</span>${salary}${benefit}
          ${listDate(job, 'job-result-card__listdate', 'legacy', 'en')}
        </div>
      </div>
    </li>`;
}

/** A redesigned card: an empty shell a script fills in the browser; only its componentkey names the job. */
function shellCard(job: JobSummary): string {
  return `<li class="${hashedClass('list-item')}">
  <div role="button" tabindex="0" class="${hashedClass('card')} ${hashedClass('card-interactive')}" componentkey="job-card-component-ref-${job.seed.id}">
    <div class="${hashedClass('card-body')}" aria-hidden="true"><div class="${hashedClass('placeholder')}"></div><div class="${hashedClass('placeholder')}"></div></div>
  </div>
</li>`;
}

/**
 * The listing fragment: cards only, no wrapper, as the site's seeMoreJobPostings answers. The redesigned list
 * carries its data in a script stream the markup never shows.
 */
export function renderCards(jobs: readonly JobSummary[], page: CardPage): string {
  const cards = jobs.map((job, i) => renderCard(job, i, page)).join('\n');
  if (page.markup !== 'redesigned') return `\n\n${cards}\n`;
  const stream = Buffer.from(JSON.stringify({ v: 2, c: 'job-cards', n: jobs.length })).toString('base64');
  return `<ul class="${hashedClass('list')}" role="list">\n${cards}\n</ul>
<script type="application/json" data-rsc-stream="jobs-search">${JSON.stringify(`0:["$","$L1",null,{"k":"${stream}"}]`)}</script>\n`;
}
