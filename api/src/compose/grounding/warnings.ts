import type { ClaimKind, UnsupportedClaim } from './types.js';

const q = (text: string) => `"${text}"`;

/** Per kind, a sentence a job seeker understands: what the email says, and that the resume does not back it. */
const SENTENCES: Readonly<Record<ClaimKind, (text: string) => string>> = {
  // Where one worked, or a client or partner one worked for or with.
  employer: (t) => `The email says you worked at or with ${q(t)}; your resume does not mention it.`,
  school: (t) => `The email says you studied at ${q(t)}; your resume does not mention it.`,
  degree: (t) => `The email says you hold the degree ${q(t)}; your resume does not show it.`,
  certification: (t) => `The email says you hold or belong to ${q(t)}; your resume does not mention it.`,
  title: (t) => `The email calls you ${q(t)}; your resume does not give you that title.`,
  years: (t) => `The email says ${q(t)} about your experience; your resume does not show that.`,
  team: (t) => `The email says ${q(t)} about a team; your resume does not mention that number.`,
  metric: (t) => `The email says ${q(t)}; your resume does not mention that figure.`,
  skill: (t) => `The email says you know ${q(t)}; your resume does not mention it.`,
  language: (t) => `The email says ${q(t)} about the languages you speak; your resume does not show that.`,
  location: (t) => `The email says ${q(t)} about where you live or may work; your resume does not mention it.`,
  award: (t) => `The email says ${q(t)} about an award; your resume does not mention it.`,
  publication: (t) =>
    `The email says ${q(t)} about something you published or presented; your resume does not mention it.`,
};

/** A sentence the user understands, naming the claim and why it is flagged. */
export function claimWarning(claim: Pick<UnsupportedClaim, 'kind' | 'text' | 'about' | 'kindGuessed'>): string {
  const text = claim.text.replace(/\s+/g, ' ').trim();
  if (claim.about === 'company')
    return `The email says ${q(text)} about the company; neither the job ad nor your resume mentions it.`;
  return claim.kindGuessed
    ? `The email says ${q(text)}; your resume does not mention it.`
    : SENTENCES[claim.kind](text);
}

/** Each claim once (the first time the email makes it), for warnings and for the rewrite request. */
export function distinctClaims(claims: readonly UnsupportedClaim[]): UnsupportedClaim[] {
  const seen = new Set<string>();
  return claims.filter((c) => {
    const key = `${c.kind}:${c.text.toLowerCase().replace(/\s+/g, ' ')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
