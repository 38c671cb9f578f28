import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { claimListRequest, parseClaimList, type ListedClaim } from '../model/claim-list.js';
import type { EvalCase } from './cases.js';

/**
 * A real language model's answer to the product's claim-listing request for one evaluation case, recorded offline
 * (the model saw the request only, never the labels) and kept beside the case in `<set>/recorded/<case id>.json`.
 */
export interface Recording {
  caseId: string;
  /** Which model answered, as it named itself. */
  model: string;
  /** The day it answered (YYYY-MM-DD). */
  answeredOn: string;
  /** sha256 of the request it answered (requestHash): a recording made for an older request no longer matches. */
  requestSha256: string;
  /** The completion's content, as the model wrote it. */
  content: string;
}

/** The request the product sends for a case (the model's name aside), as a model would receive it. */
export const requestFor = (c: EvalCase) => claimListRequest(c.email, c.sources);

/** sha256 of a request's canonical JSON (keys in the order the product builds them). */
export const requestHash = (request: ReturnType<typeof requestFor>) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** The recordings of a set's folder, by case id (none when the folder has no `recorded/`). */
export function loadRecordings(setFolder: string): Map<string, Recording> {
  const dir = path.join(setFolder, 'recorded');
  const out = new Map<string, Recording>();
  if (!fs.existsSync(dir)) return out;
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const r = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Recording;
    out.set(r.caseId, r);
  }
  return out;
}

/**
 * Replays recordings in place of the model: the answer recorded for the case whose request this is, or null (as a
 * failed call) when none was recorded for this exact request.
 */
export class RecordedClaimLister {
  private readonly byHash = new Map<string, string>();

  constructor(recordings: Iterable<Recording>) {
    for (const r of recordings) this.byHash.set(r.requestSha256, r.content);
  }

  list(email: { subject: string; body: string }, sources: EvalCase['sources']): Promise<ListedClaim[] | null> {
    const content = this.byHash.get(requestHash(claimListRequest(email, sources)));
    return Promise.resolve(content === undefined ? null : parseClaimList(content));
  }
}
