import type { JobDetails, JobSummary } from '../jobs.js';
import { hash32 } from '../prng.js';
import { esc, isoDate, timeAgo } from '../text.js';
import { documentPage } from './layout.js';
import { GHOST_COMPANY, companyLogoUrl, personPhotoUrl } from './media.js';
import { companyUrl, jobViewUrl, renderCard } from './search-cards.js';
import { applicantsText, localizedCriteria, type SiteLanguage } from './localized.js';
import { hashedClass, languageOf, type MarkupVariant } from './variant.js';

function orgName(job: JobDetails, base: string): string {
  if (!job.company.hasPage) {
    return `<span class="topcard__flavor">
                ${esc(job.company.name)}
              </span>`;
  }
  return `<span class="topcard__flavor">
                <a class="topcard__org-name-link topcard__flavor--black-link" data-tracking-control-name="public_jobs_topcard-org-name" data-tracking-will-navigate href="${esc(companyUrl(base, job.company.slug, 'public_jobs_topcard-org-name'))}">
                  ${esc(job.company.name)}
                </a>
              </span>`;
}

function applicants(job: JobDetails, language: SiteLanguage): string {
  const text = applicantsText(job.applicants, language);
  if (job.applicants.figure) {
    return `<figure class="num-applicants__figure topcard__flavor--metadata topcard__flavor--bullet">
                  <figcaption class="num-applicants__caption">
                    ${esc(text)}
                  </figcaption>
                </figure>`;
  }
  return `<span class="num-applicants__caption topcard__flavor--metadata topcard__flavor--bullet">
                  ${esc(text)}
                </span>`;
}

function applyBlock(job: JobDetails, base: string): string {
  // An off-site apply link hides in an HTML comment, read by the site's own script; Easy Apply jobs have none. Most
  // go through the site's externalApply redirect (the employer's address in `url`), HTML-escaped.
  const wrapped =
    job.applyUrl && hash32('external-apply', job.seed.id) % 5 !== 0
      ? `${base}/jobs/view/externalApply/${job.seed.id}?url=${encodeURIComponent(job.applyUrl)}&urlHash=${job.seed.id.slice(-4)}`
      : job.applyUrl;
  const code = wrapped ? `\n          <code id="applyUrl" style="display: none"><!--"${esc(wrapped)}"--></code>` : '';
  const control = job.applyUrl ? 'public_jobs_apply-link-offsite_sign-up-modal' : 'public_jobs_apply-link-onsite';
  return `<div class="top-card-layout__cta-container flex flex-wrap mt-0.5 papabear:mt-0 ml-[-12px]">
          <button class="sign-up-modal__outlet top-card-layout__cta mt-2 ml-1.5 h-auto babybear:flex-auto top-card-layout__cta--primary btn-md btn-primary" data-tracking-control-name="${control}" data-modal="sign-up-modal-outlet">
            Apply
          </button>${code}
        </div>`;
}

function salaryBlock(job: JobDetails): string {
  if (!job.salary) return '';
  return `
    <section class="compensation mb-3 core-section-container core-section-container--with-border">
      <h2 class="compensation__heading core-section-container__title section-title">
        Base pay range
      </h2>
      <div class="salary compensation__salary">
        ${esc(job.salary.page)}
      </div>
      <p class="compensation__description">
        This range is provided by ${esc(job.company.name)}. Your actual pay will be based on your skills and experience — talk with your recruiter to learn more.
      </p>
    </section>`;
}

function posterBlock(job: JobDetails, base: string, markup: MarkupVariant): string {
  const poster = job.poster;
  if (!poster) return '';
  const profile = `${base}/in/${poster.profileSlug}?trk=public_jobs_job-poster`;
  if (markup === 'poster-minimal') return minimalPosterBlock(job, base, profile);
  return `
    <div class="message-the-recruiter mb-2 papabear:mt-3">
      <h2 class="message-the-recruiter__heading text-lg">
        Meet the hiring team
      </h2>
      <div class="base-card relative w-full hover:no-underline focus:no-underline base-card--link base-main-card flex flex-wrap entity-card-layout entity-card-layout--horizontal entity-card-layout--small base-main-card--link base-main-card--small">
        <a class="base-card__full-link absolute top-0 right-0 bottom-0 left-0 p-0 z-[2]" href="${esc(profile)}" data-tracking-control-name="public_jobs_job-poster" data-tracking-will-navigate>
          <span class="sr-only">
            ${esc(poster.name)}
          </span>
        </a>
        <div class="base-main-card__media relative w-[52px] h-[52px] flex-shrink-0 mr-1">
          <img class="inline-block relative rounded-[50%] w-6 h-6" data-delayed-url="${esc(personPhotoUrl(poster))}" data-ghost-classes="bg-color-entity-ghost-background" alt="">
        </div>
        <div class="base-main-card__info self-center flex flex-col">
          <h3 class="base-main-card__title font-sans text-sm font-bold text-color-text overflow-hidden">
            ${esc(poster.name)}
          </h3>
          <h4 class="base-main-card__subtitle body-text text-color-text overflow-hidden">
            ${esc(poster.title)}
          </h4>
        </div>
      </div>
      <a class="message-the-recruiter__cta btn-sm btn-secondary" href="${esc(base)}/login?trk=public_jobs_message-the-recruiter" data-tracking-control-name="public_jobs_message-the-recruiter">
        Message
      </a>
    </div>`;
}

/** The poster block without headings: the name in the link's sr-only span and the photo's alt, the title in a span. */
function minimalPosterBlock(job: JobDetails, base: string, profile: string): string {
  const poster = job.poster!;
  return `
    <div class="message-the-recruiter mb-2 papabear:mt-3">
      <h2 class="message-the-recruiter__heading text-lg">
        Meet the hiring team
      </h2>
      <div class="flex items-center gap-1">
        <a class="absolute inset-0 z-[2]" href="${esc(profile)}" data-tracking-control-name="public_jobs_job-poster">
          <span class="sr-only">
            ${esc(poster.name)}
          </span>
        </a>
        <img class="inline-block rounded-[50%] w-6 h-6" data-delayed-url="${esc(personPhotoUrl(poster))}" alt="${esc(poster.name)}">
        <span class="text-sm text-color-text">
          ${esc(poster.title)}
        </span>
      </div>
      <a class="message-the-recruiter__cta btn-sm btn-secondary" href="${esc(base)}/login?trk=public_jobs_message-the-recruiter" data-tracking-control-name="public_jobs_message-the-recruiter">
        Message
      </a>
    </div>`;
}

/** The report menu, which names the posting by its urn (the no-urn markup leaves it out). */
function reportMenu(job: JobDetails, base: string, markup: MarkupVariant): string {
  if (markup === 'no-urn') return '';
  return `
        <a href="${esc(base)}/uas/login?fromSignIn=true&amp;trk=public_jobs_ellipsis-menu-semaphore-sign-in-redirect&amp;guestReportContentType=JOB" data-item-type="semaphore" data-semaphore-content-type="JOB" data-semaphore-content-urn="urn:li:jobPosting:${job.seed.id}" class="semaphore__toggle ellipsis-menu__item-button">
          Report this job
        </a>`;
}

function criteriaList(job: JobDetails, language: SiteLanguage): string {
  const items = localizedCriteria(job.criteria, language)
    .map(
      ([label, value]) => `
            <li class="description__job-criteria-item">
              <h3 class="description__job-criteria-subheader">
                ${esc(label)}
              </h3>
              <span class="description__job-criteria-text description__job-criteria-text--criteria">
                ${esc(value)}
              </span>
            </li>`,
    )
    .join('');
  return `<ul class="description__job-criteria-list">${items}
          </ul>`;
}

/**
 * The job's section as the guest job-posting API answers it; the full page wraps the same section and titles the
 * job with an `h1` where the fragment uses an `h2` (both carry `top-card-layout__title topcard__title`). In the
 * markup the page asks for: the legacy `topcard` shape, or the redesign's empty shell.
 */
export function renderJobPosting(
  job: JobDetails,
  base: string,
  headingTag: 'h1' | 'h2',
  markup: MarkupVariant,
  language: SiteLanguage = 'en',
): string {
  if (markup === 'redesigned') return shellPosting(job);
  const section = currentPosting(job, base, headingTag, markup, language);
  return markup === 'legacy' ? legacyPosting(section) : section;
}

// What became of today's classes in the older job page: a `topcard` section and `job-criteria__*` items.
const LEGACY_CLASSES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\btop-card-layout__title /g, ''],
  [/class="top-card-layout container-lined/g, 'class="topcard container-lined'],
  [/\bdescription__job-criteria-(list|item|subheader|text)\b/g, 'job-criteria__$1'],
];

function legacyPosting(section: string): string {
  return LEGACY_CLASSES.reduce((html, [from, to]) => html.replace(from, to), section);
}

/** The redesign: hashed classes, an empty shell a script fills; only its componentkey names the job. */
function shellPosting(job: JobDetails): string {
  return `<section class="${hashedClass('rail')}">
  <div class="${hashedClass('details')}" componentkey="job-details-component-ref-${job.seed.id}">
    <div class="${hashedClass('details-body')}" aria-busy="true"><div class="${hashedClass('placeholder')}"></div><div class="${hashedClass('placeholder')}"></div></div>
  </div>
</section>
<script type="application/json" data-rsc-stream="job-details">${JSON.stringify(`0:["$","$L2",null,{"k":"${Buffer.from(job.seed.id).toString('base64')}"}]`)}</script>`;
}

function currentPosting(
  job: JobDetails,
  base: string,
  headingTag: 'h1' | 'h2',
  markup: MarkupVariant,
  language: SiteLanguage,
): string {
  const viewUrl = jobViewUrl(base, job, '?trk=public_jobs_topcard-title');
  const fresh = job.ageMinutes < 24 * 60;
  const logoHref = job.company.hasPage ? companyUrl(base, job.company.slug, 'public_jobs_topcard_logo') : viewUrl;
  return `<section class="core-rail mx-auto papabear:w-core-rail-width mamabear:max-w-[790px] mamabear:px-mobile-container-padding babybear:max-w-[790px] babybear:px-mobile-container-padding">
  <div class="details mx-details-container-padding">
    <section class="top-card-layout container-lined overflow-hidden babybear:rounded-[0px]">
      <div class="top-card-layout__card relative p-2 papabear:p-details-container-padding">
        <a href="${esc(logoHref)}" data-tracking-control-name="public_jobs_topcard_logo" data-tracking-will-navigate>
          <img class="artdeco-entity-image artdeco-entity-image--square-5" data-delayed-url="${esc(companyLogoUrl(job.company))}" data-ghost-classes="artdeco-entity-image--ghost" data-ghost-url="${GHOST_COMPANY}" alt="${esc(job.company.name)}">
        </a>
        <div class="top-card-layout__entity-info-container flex flex-wrap papabear:flex-nowrap">
          <div class="top-card-layout__entity-info flex-grow flex-shrink-0 basis-0 babybear:flex-none babybear:w-full">
            <a href="${esc(viewUrl)}" data-tracking-control-name="public_jobs_topcard-title" data-tracking-will-navigate>
              <${headingTag} class="top-card-layout__title font-sans text-lg papabear:text-xl font-bold leading-open text-color-text mb-0 topcard__title">
                ${esc(job.seed.title)}
              </${headingTag}>
            </a>
            <h4 class="top-card-layout__second-subline font-sans text-sm leading-open text-color-text-low-emphasis mt-0.5">
              <div class="topcard__flavor-row">
              ${orgName(job, base)}
                <span class="topcard__flavor topcard__flavor--bullet">
                  ${esc(job.seed.location)}
                </span>
              </div>
              <div class="topcard__flavor-row">
                <span class="posted-time-ago__text${fresh ? ' posted-time-ago__text--new' : ''} topcard__flavor--metadata">
                  ${esc(timeAgo(job.ageMinutes, markup === 'relative-dates' ? languageOf(job.seed.id) : 'en'))}
                </span>
                ${applicants(job, language)}
              </div>
            </h4>
        ${applyBlock(job, base)}${reportMenu(job, base, markup)}
          </div>
        </div>
      </div>
    </section>
${salaryBlock(job)}
    <div class="decorated-job-posting__details">
      <section class="core-section-container my-3 description">
        <div class="core-section-container__decoration h-[1px] w-full bg-color-border-faint"></div>
        <div class="core-section-container__content break-words">
          <div class="description__text description__text--rich">
            <section class="show-more-less-html" data-max-lines="5">
              <div class="show-more-less-html__markup show-more-less-html__markup--clamp-after-5 relative overflow-hidden">
          ${job.descriptionHtml}
        </div>
              <button class="show-more-less-html__button show-more-less-button show-more-less-html__button--more ml-0.5" data-tracking-control-name="public_jobs_show-more-html-btn" aria-label="Show more, visually expands previously read content above">
                Show more
              </button>
            </section>
          </div>
          ${criteriaList(job, language)}
        </div>
      </section>
    </div>
${posterBlock(job, base, markup)}
  </div>
</section>`;
}

function jobPostingJsonLd(job: JobDetails, base: string, markup: MarkupVariant): unknown {
  return {
    '@context': 'http://schema.org',
    '@type': 'JobPosting',
    // The relative-dates markup leaves only the page's wording to date the posting by.
    ...(markup === 'relative-dates' ? {} : { datePosted: new Date(job.postedAtMs).toISOString() }),
    title: job.seed.title,
    description: job.descriptionHtml,
    employmentType: (job.criteria.find(([label]) => label === 'Employment type')?.[1] ?? 'Full-time')
      .toUpperCase()
      .replace('-', '_'),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.hasPage ? { sameAs: `${base}/company/${job.company.slug}` } : {}),
      logo: companyLogoUrl(job.company),
    },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.seed.location } },
    validThrough: new Date(job.postedAtMs + 60 * 86_400_000).toISOString(),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.seed.id },
  };
}

/** `/jobs/view/{slug-id}`: the full signed-out page, with "Similar jobs" cards below (which carry their own links). */
export function renderJobPage(
  job: JobDetails,
  similar: readonly JobSummary[],
  base: string,
  markup: MarkupVariant,
  language: SiteLanguage = 'en',
): string {
  if (markup === 'redesigned') {
    return documentPage({
      base,
      title: 'LinkedIn',
      description: 'LinkedIn',
      canonicalPath: `/jobs/view/${job.viewSlug}`,
      bodyClass: hashedClass('body'),
      main: renderJobPosting(job, base, 'h1', markup),
    });
  }
  const page = { base, start: 0, pageSize: similar.length, querySeed: Number(job.seed.id), markup };
  const cards = similar.map((s, i) => renderCard(s, i, page)).join('\n');
  return documentPage({
    base,
    title: `${job.company.name} hiring ${job.seed.title} in ${job.seed.location} | LinkedIn`,
    description: `Posted ${isoDate(job.postedAtMs)}. ${job.company.name} is hiring a ${job.seed.title} in ${job.seed.location}.`,
    canonicalPath: `/jobs/view/${job.viewSlug}`,
    jsonLd: jobPostingJsonLd(job, base, markup),
    bodyClass: 'overflow-hidden',
    main: `${renderJobPosting(job, base, 'h1', markup, language)}
      <section class="similar-jobs core-section-container my-3">
        <h2 class="core-section-container__title section-title">
          Similar jobs
        </h2>
        <ul class="similar-jobs__list">
${cards}
        </ul>
      </section>`,
  });
}
