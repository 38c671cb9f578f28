import { escape, normalise } from '../text.js';
import type { GroundingSources, UnsupportedClaim } from '../types.js';
import type { ListedClaim } from './claim-list.js';
import { figuresAgree, quoteOccurs } from './quoted-spans.js';

/** Where the model's words stand in the email, on word boundaries (spacing, then case, aside); null when nowhere. */
function locate(text: string, words: string): { at: number; text: string } | null {
  const pattern = words
    .trim()
    .split(/\s+/u)
    .map((w) => escape(w.replace(/[‘’]/gu, "'")).replace(/'/gu, "['‘’]"))
    .join('\\s+');
  const bounded = `(?<![\\p{L}\\d])${pattern}(?![\\p{L}\\d])`;
  const m = new RegExp(bounded, 'u').exec(text) ?? new RegExp(bounded, 'iu').exec(text);
  return m ? { at: m.index, text: m[0] } : null;
}

/**
 * The claims about the sender that the model's list leaves unbacked: no quote, a quote the resume does not hold, or
 * one whose figures differ from the claim's. The model's word is never taken for it; what the resume holds is
 * checked here. Claims whose words are not in the email, or that only name the sender, the company or the job, are
 * left out.
 */
export function checkByModel(
  listed: readonly ListedClaim[],
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): UnsupportedClaim[] {
  const text = `${email.subject}\n${email.body}`;
  const names = new Set(
    [sources.senderName, sources.companyName, sources.jobTitle, sources.posterName, sources.company?.name]
      .filter(Boolean)
      .map((n) => normalise(n!)),
  );
  const out: UnsupportedClaim[] = [];
  for (const item of listed) {
    if (item.about !== 'sender' || names.has(normalise(item.claim))) continue;
    const found = locate(text, item.claim);
    if (!found) continue;
    const quote = item.resumeQuote;
    const backed =
      quote !== null && quoteOccurs(sources.resume, quote) && figuresAgree(item.claim, item.kind, quote, now);
    if (!backed) out.push({ kind: item.kind, text: found.text, about: 'sender', at: found.at, source: 'model' });
  }
  return out;
}
