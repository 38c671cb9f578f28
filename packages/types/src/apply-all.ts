import type { Job } from './entities.js';
import type { VerificationStatus } from './enums.js';
import type { ApplyAllCandidate, JobContacted } from './outreach.js';

/** Jobs of one company share this key: the name, case and runs of spaces aside. */
export const companyKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

const VERIFICATION_RANK: Partial<Record<VerificationStatus, number>> = { valid: 1, 'catch-all': 2 };

/** Who speaks for a company by default: the job's poster first, else the best verified address (then list order). */
const contactRank = (job: Job): number =>
  job.contactSource === 'poster' ? 0 : (VERIFICATION_RANK[job.emailVerificationStatus ?? 'unknown'] ?? 3);

/**
 * Apply to All's candidates among a search's jobs, in list order: each job with a contact this user may write to (one
 * job per address: the same person is written to once). `contacted` (by site job id) are shown unticked; of each
 * company one person is ticked, the poster first, else the best verified; when someone at the company was already
 * contacted, nobody more there is ticked. The others of a company point to the one that speaks for it. At most
 * `limit` are ticked (the first ones); the user may swap others in.
 */
export function applyAllCandidates(
  jobs: Job[],
  contacted: ReadonlyMap<string, JobContacted>,
  limit = Number.POSITIVE_INFINITY,
): ApplyAllCandidate[] {
  const seenAddresses = new Set<string>();
  const writable = jobs.filter((job) => {
    const to = job.jobPosterEmail?.toLowerCase();
    if (!job.canApply || job.locked || !to || seenAddresses.has(to)) return false;
    seenAddresses.add(to);
    return true;
  });
  const byCompany = new Map<string, Job[]>();
  for (const job of writable) {
    const key = companyKey(job.companyName);
    byCompany.set(key, [...(byCompany.get(key) ?? []), job]);
  }
  const speaker = new Map<string, Job>();
  for (const [key, group] of byCompany) {
    const reached = group.find((job) => contacted.has(job.siteJobId));
    const best = [...group].sort((a, b) => contactRank(a) - contactRank(b))[0]!;
    speaker.set(key, reached ?? best);
  }
  let ticked = 0;
  return writable.map((job) => {
    const key = companyKey(job.companyName);
    const chosen = speaker.get(key)!;
    const reached = contacted.get(job.siteJobId) ?? null;
    const tick = chosen === job && !reached && ticked < limit;
    if (tick) ticked += 1;
    return {
      siteJobId: job.siteJobId,
      title: job.title,
      companyName: job.companyName,
      companyKey: key,
      to: job.jobPosterEmail!,
      contactName: job.jobPosterName,
      contactSource: job.contactSource,
      ticked: tick,
      contacted: reached,
      sameCompanyAs: chosen === job ? null : chosen.siteJobId,
    };
  });
}

/**
 * The companies a choice reaches more than once (two people ticked, or one ticked where someone was already
 * contacted): the server drafts them only when the user said so (`severalPerCompany`), and the page asks first.
 */
export function companiesReachedTwice(candidates: ApplyAllCandidate[], chosen: ReadonlySet<string>): string[] {
  const reach = new Map<string, { name: string; count: number }>();
  for (const c of candidates) {
    if (!chosen.has(c.siteJobId) && !c.contacted) continue;
    const entry = reach.get(c.companyKey) ?? { name: c.companyName, count: 0 };
    entry.count += 1;
    reach.set(c.companyKey, entry);
  }
  return [...reach.values()].filter((e) => e.count > 1).map((e) => e.name);
}
