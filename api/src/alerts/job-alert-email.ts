import { DIGEST_MAX_JOBS, WORK_TYPE_LABELS, type WorkType } from '@app/types';
import { escapeHtml } from '../common/escape-html.js';

/** One new job with a contact, as a digest lists it. */
export interface DigestJob {
  title: string;
  companyName: string | null;
  location: string | null;
  contactName: string | null;
  contactTitle: string | null;
  /** The run that found it: the app's results page for it. */
  searchId: string | null;
  savedSearchId: string;
}

/** A saved search whose new jobs a digest lists. */
export interface DigestSearch {
  id: string;
  keyword: string;
  location: string;
  workType: WorkType | null;
}

export interface DigestInput {
  firstName: string | null;
  appUrl: string;
  unsubscribeUrl: string;
  searches: readonly DigestSearch[];
  /** Newest first; at most DIGEST_MAX_JOBS are listed. */
  jobs: readonly DigestJob[];
}

const esc = escapeHtml;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const searchLabel = (s: DigestSearch) =>
  [s.keyword, s.location, s.workType ? WORK_TYPE_LABELS[s.workType] : null].filter(Boolean).join(' · ');
const place = (j: DigestJob) => [j.companyName, j.location].filter(Boolean).join(', ');
const contact = (j: DigestJob) =>
  j.contactName ? `${j.contactName}${j.contactTitle ? ` (${j.contactTitle})` : ''}` : 'a verified contact';

/**
 * The daily job alert digest: the new jobs with a contact to write to, grouped by saved search, each linking to the
 * app's results of the run that found it; plain text and HTML; and how to stop it (the one-click link, Settings).
 */
export function jobAlertEmail(input: DigestInput): { subject: string; text: string; html: string } {
  const listed = input.jobs.slice(0, DIGEST_MAX_JOBS);
  const more = input.jobs.length - listed.length;
  const subject = `${plural(input.jobs.length, 'new job', 'new jobs')} with a contact from your saved searches`;
  const resultsUrl = (j: DigestJob) => (j.searchId ? `${input.appUrl}/results/${j.searchId}` : input.appUrl);
  const groups = input.searches
    .map((s) => ({ search: s, jobs: listed.filter((j) => j.savedSearchId === s.id) }))
    .filter((g) => g.jobs.length);
  const greeting = `Hello${input.firstName ? ` ${input.firstName}` : ''},`;
  const intro = `Your saved searches found ${plural(input.jobs.length, 'new job', 'new jobs')} with a contact to write to.`;
  const moreLine = more > 0 ? `And ${plural(more, 'more', 'more')} in the app: ${input.appUrl}/saved-searches` : '';
  const footer =
    'You get this email because job alert emails are on in Settings → Notification preferences. It comes from ' +
    "JobReach's own address, never from your mailbox.";

  const text = [
    greeting,
    '',
    intro,
    ...groups.flatMap((g) => [
      '',
      `${searchLabel(g.search)}:`,
      ...g.jobs.map((j) => `- ${j.title}${place(j) ? `, ${place(j)}` : ''}. Write to ${contact(j)}: ${resultsUrl(j)}`),
    ]),
    ...(moreLine ? ['', moreLine] : []),
    '',
    '--',
    footer,
    `Stop these emails: ${input.unsubscribeUrl}`,
    '',
  ].join('\n');

  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${esc(greeting)}</p>
<p>${esc(intro)}</p>
${groups
  .map(
    (g) =>
      `<h3 style="margin:20px 0 8px">${esc(searchLabel(g.search))}</h3><ul>${g.jobs
        .map(
          (j) =>
            `<li style="margin-bottom:6px"><a href="${esc(resultsUrl(j))}">${esc(j.title)}</a>${
              place(j) ? `, ${esc(place(j))}` : ''
            }<br><span style="color:#475569">Write to ${esc(contact(j))}</span></li>`,
        )
        .join('')}</ul>`,
  )
  .join('\n')}
${moreLine ? `<p><a href="${esc(`${input.appUrl}/saved-searches`)}">${esc(`And ${plural(more, 'more', 'more')} in the app`)}</a></p>` : ''}
<hr style="border:0;border-top:1px solid #e2e8f0;margin-top:24px">
<p style="color:#64748b;font-size:12px">${esc(footer)} <a href="${esc(input.unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`;
  return { subject, text, html };
}
