import { GROUNDING_CLAIM_KINDS, type CompanyProfile } from '@app/types';

/** What a claim is about (one list with the API's types: packages/types). */
export const CLAIM_KINDS = GROUNDING_CLAIM_KINDS;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Who a sentence says the claim is about: the sender ("I", "my"), the company ("you", "the role"), or no one. */
export type ClaimSubject = 'sender' | 'company' | 'unclear';

/** Which check found a claim: the floor ('rules'), or the model's claim list (its quotes checked in code). */
export type ClaimSource = 'rules' | 'model';

export interface UnsupportedClaim {
  kind: ClaimKind;
  /** The words as the email has them, e.g. "12 years", "40 engineers", "Globex", "MBA". */
  text: string;
  about: ClaimSubject;
  /** Where the words start in `${subject}\n${body}`. */
  at: number;
  source: ClaimSource;
  /** The kind is the floor's guess from the word alone (a name it cannot place): the warning then names no kind. */
  kindGuessed?: boolean;
}

/** What the email may draw on: the sender's resume, and the job ad with the company's profile. */
export interface GroundingSources {
  resume: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  posterName?: string | null;
  posterTitle?: string | null;
  company?: CompanyProfile | null;
  /** The sender's own name, used in the signature. */
  senderName?: string | null;
}
