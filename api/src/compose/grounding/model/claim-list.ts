import type { ChatMessage } from '../../email-prompt.js';
import { CLAIM_KINDS, type ClaimKind, type GroundingSources } from '../types.js';

/** One claim as the model lists it: the email's words, and the resume's words it says back them. */
export interface ListedClaim {
  claim: string;
  kind: ClaimKind;
  about: 'sender' | 'company';
  /** Copied from the resume, or null when the model finds no support there. Never trusted: checked in code. */
  resumeQuote: string | null;
}

/** The name the structured output is asked under; the LLM stand-in recognises the claim-listing call by it. */
export const CLAIMS_SCHEMA_NAME = 'email_claims';

/** The JSON schema of the answer (structured output, strict). */
export const CLAIMS_JSON_SCHEMA = {
  type: 'object',
  properties: {
    claims: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          claim: { type: 'string', description: 'The words of the email that make the claim, copied exactly.' },
          kind: { type: 'string', enum: [...CLAIM_KINDS] },
          about: { type: 'string', enum: ['sender', 'company'] },
          resume_quote: {
            type: ['string', 'null'],
            description: 'The words of the resume that back the claim, copied exactly; null when the resume does not.',
          },
        },
        required: ['claim', 'kind', 'about', 'resume_quote'],
        additionalProperties: false,
      },
    },
  },
  required: ['claims'],
  additionalProperties: false,
} as const;

/** The company profile's facts, which the email may say about the company (never about the sender). */
function profileLines(p: GroundingSources['company']): string[] {
  if (!p) return [];
  return [p.tagline, p.description, p.industry, p.size, p.headquarters, p.founded, p.specialties.join(', ')]
    .filter((v): v is string => !!v?.trim())
    .map((v) => v.trim());
}

const quoted = (text: string) => `"""\n${text.trim().replace(/"""/g, '"')}\n"""`;

/** The messages of the claim-listing call: a separate request from the one that wrote the email. */
export function buildClaimListMessages(
  email: { subject: string; body: string },
  sources: GroundingSources,
): ChatMessage[] {
  const system = [
    'You check a job application email against the resume of the person who sends it.',
    'List every factual claim the email (its subject line included) makes about the sender: employers; schools; degrees; certifications and memberships; job titles and seniority; years of experience; team sizes; figures and results; skills and tools; languages spoken and how well; where the sender lives and their right to work; awards; publications and talks.',
    'For each claim copy its words exactly from the email, say what kind of claim it is, and copy exactly the shortest words of the resume that back it. When the resume does not say it (or says less: a lower level, a nomination rather than a win, a smaller number), the quote is null.',
    'The job ad is not the resume: what the ad asks for backs nothing about the sender.',
    'Claims about the company or the role are "about": "company". Do not list the greeting, the sign-off or the sender\'s name.',
    'Answer with JSON only.',
  ].join('\n');
  const user = [
    `Email subject: ${email.subject}`,
    '',
    'Email:',
    quoted(email.body),
    '',
    'Resume:',
    quoted(sources.resume),
    '',
    `Job ad (${sources.jobTitle} at ${sources.companyName}):`,
    quoted([sources.jobDescription || '(none)', ...profileLines(sources.company)].filter(Boolean).join('\n')),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The claims of a completion's content; null when it is not the JSON asked for. Malformed items are dropped. */
export function parseClaimList(content: string | null | undefined): ListedClaim[] | null {
  if (!content) return null;
  let value: unknown;
  try {
    value = JSON.parse(
      content
        .trim()
        .replace(/^```(?:json)?\s*/i, '')
        .replace(/\s*```$/, ''),
    );
  } catch {
    return null;
  }
  const list = (value as { claims?: unknown } | null)?.claims;
  if (!Array.isArray(list)) return null;
  const out: ListedClaim[] = [];
  for (const item of list as Record<string, unknown>[]) {
    const { claim, kind, about, resume_quote: quote } = item ?? {};
    if (typeof claim !== 'string' || !claim.trim()) continue;
    if (typeof kind !== 'string' || !(CLAIM_KINDS as readonly string[]).includes(kind)) continue;
    out.push({
      claim: claim.trim(),
      kind: kind as ClaimKind,
      about: about === 'company' ? 'company' : 'sender',
      resumeQuote: typeof quote === 'string' && quote.trim() ? quote : null,
    });
  }
  return out;
}

/**
 * The whole claim-listing request but the model's name: what the product sends, and what a recorded answer was made
 * for (eval/recordings.ts hashes it, so a recording made for an older request is caught).
 */
export function claimListRequest(email: { subject: string; body: string }, sources: GroundingSources) {
  return {
    messages: buildClaimListMessages(email, sources),
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: CLAIMS_SCHEMA_NAME, strict: true, schema: CLAIMS_JSON_SCHEMA },
    },
  };
}
