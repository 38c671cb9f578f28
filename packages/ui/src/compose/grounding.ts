import type { BackedClaim, CheckEmailRequest, GenerateEmailRequest, GroundingReport, UnbackedClaim } from '@app/types';

/**
 * The grounding report's claims as the compose dialog shows them. Every offset is in `${subject}\n${body}` (as the
 * API gives it); a claim counts as standing only while the text at its offset is still its words, so after an edit
 * a moved claim waits for the re-check's fresh offsets instead of marking the wrong words.
 */

/** The email as the check reads it: its offsets count from the subject's first character. */
export const checkedText = (subject: string, body: string) => `${subject}\n${body}`;

/** Whether a claim's words still stand where the check found them. */
export function stands(claim: { at: number; text: string }, subject: string, body: string): boolean {
  return checkedText(subject, body).slice(claim.at, claim.at + claim.text.length) === claim.text;
}

/** Where the claim's words are in the body (null when they are in the subject or no longer stand). */
export function bodyRange(
  claim: { at: number; text: string },
  subject: string,
  body: string,
): { start: number; end: number } | null {
  if (!stands(claim, subject, body)) return null;
  const start = claim.at - subject.length - 1;
  return start < 0 ? null : { start, end: start + claim.text.length };
}

/** The unbacked claims that still stand in the body, as ranges to highlight (overlaps: the first wins). */
export function bodyHighlights(
  body: string,
  subject: string,
  claims: readonly UnbackedClaim[],
): { start: number; end: number; label: string }[] {
  const ranges = claims
    .flatMap((claim) => {
      const range = bodyRange(claim, subject, body);
      return range ? [{ ...range, label: claim.warning }] : [];
    })
    .sort((a, b) => a.start - b.start);
  return ranges.filter((r, i) => i === 0 || r.start >= ranges[i - 1]!.end);
}

/**
 * The backed claims still in the text (a re-check brings back the moved ones), grouped by the resume line behind
 * them: "React", "TypeScript" and "CSS" all stand on "Skills: React, TypeScript, CSS", said once.
 */
export function standingEvidence(
  report: GroundingReport | null,
  subject: string,
  body: string,
): { evidence: string; claims: BackedClaim[] }[] {
  const groups = new Map<string, BackedClaim[]>();
  for (const claim of report?.backed ?? []) {
    if (!stands(claim, subject, body)) continue;
    const group = groups.get(claim.evidence);
    if (group) {
      if (!group.some((c) => c.text === claim.text)) group.push(claim);
    } else groups.set(claim.evidence, [claim]);
  }
  return [...groups].map(([evidence, claims]) => ({ evidence, claims }));
}

/** The re-check request: the generation's own fields (the same sources), the edited text, the model's claim list. */
export function checkRequestFor(
  request: GenerateEmailRequest,
  subject: string,
  body: string,
  report: GroundingReport | null,
): CheckEmailRequest {
  const check: CheckEmailRequest = { ...request, subject, body };
  if (report?.modelClaims?.length) check.modelClaims = report.modelClaims;
  return check;
}
