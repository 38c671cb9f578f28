import fs from 'node:fs';
import path from 'node:path';
import { CLAIM_KINDS, type ClaimKind, type GroundingSources } from '../types.js';

/** One claim of a case, where it stands in `${subject}\n${body}`. */
export interface LabelledClaim {
  kind: ClaimKind;
  text: string;
  start: number;
  end: number;
}

/** The day the cases are read on, unless their file names another: years of experience are counted to it. */
export const EVAL_NOW = new Date('2026-06-01T00:00:00Z');

/** One application of the evaluation set (format in ./README.md). */
export interface EvalCase {
  id: string;
  language: string;
  /** The day its dates are read on ("Dates as of YYYY-MM-DD." on the file's first line), else EVAL_NOW. */
  now: Date;
  sources: GroundingSources;
  email: { subject: string; body: string };
  invented: LabelledClaim[];
  grounded: LabelledClaim[];
}

const L = '\\p{L}\\d';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the nth occurrence of some words stands, on word boundaries; null when it does not occur. */
function locate(text: string, words: string, nth: number): { start: number; end: number } | null {
  const lead = /^[\p{L}\d]/u.test(words) ? `(?<![${L}])` : '';
  const tail = /[\p{L}\d]$/u.test(words) ? `(?![${L}])` : '';
  const re = new RegExp(`${lead}${escape(words)}${tail}`, 'gu');
  let seen = 0;
  for (const m of text.matchAll(re)) if (++seen === nth) return { start: m.index, end: m.index + m[0].length };
  return null;
}

function sectionsOf(block: string): { header: Map<string, string>; sections: Map<string, string> } {
  const [head = '', ...rest] = block.split(/^--- /m);
  const header = new Map<string, string>();
  for (const line of head.split('\n').slice(1)) {
    const m = /^([\w ]+):\s*(.*)$/.exec(line.trim());
    if (m) header.set(m[1]!.trim(), m[2]!.trim());
  }
  const sections = new Map<string, string>();
  for (const part of rest) {
    const newline = part.indexOf('\n');
    const name = (newline < 0 ? part : part.slice(0, newline)).trim();
    sections.set(name, newline < 0 ? '' : part.slice(newline + 1).replace(/\s+$/, ''));
  }
  return { header, sections };
}

function claimsOf(list: string | undefined, text: string, caseId: string): LabelledClaim[] {
  const out: LabelledClaim[] = [];
  for (const line of (list ?? '').split('\n').filter((l) => l.trim())) {
    const m = /^(\w+):\s*(.+?)(?:\s+#(\d+))?$/.exec(line.trim());
    if (!m) throw new Error(`${caseId}: cannot read the claim line "${line}"`);
    const kind = m[1] as ClaimKind;
    if (!CLAIM_KINDS.includes(kind)) throw new Error(`${caseId}: unknown kind "${kind}"`);
    const at = locate(text, m[2]!, Number(m[3] ?? 1));
    if (!at) throw new Error(`${caseId}: "${m[2]}" is not in the email`);
    out.push({ kind, text: m[2]!, ...at });
  }
  return out;
}

/** The cases of one file; throws on a malformed case, so a typo never silently drops a claim. */
export function parseCases(file: string, language: string): EvalCase[] {
  const resumes = new Map<string, string>();
  const cases: EvalCase[] = [];
  const [preamble = '', ...blocks] = file.split(/^##### /m);
  const dated = /Dates as of (\d{4}-\d{2}-\d{2})\./.exec(preamble);
  const now = dated ? new Date(`${dated[1]}T00:00:00Z`) : EVAL_NOW;
  for (const block of blocks) {
    const [kind, id] = block.slice(0, block.indexOf('\n')).trim().split(/\s+/);
    if (kind === 'resume') {
      resumes.set(id!, block.slice(block.indexOf('\n') + 1).trim());
      continue;
    }
    if (kind !== 'case') throw new Error(`Unknown block "${kind}"`);
    const { header, sections } = sectionsOf(block);
    const resume = resumes.get(header.get('resume') ?? '');
    if (!resume) throw new Error(`${id}: unknown resume "${header.get('resume')}"`);
    const email = { subject: sections.get('subject')?.trim() ?? '', body: sections.get('body')?.trim() ?? '' };
    if (!email.body) throw new Error(`${id}: no body`);
    const text = `${email.subject}\n${email.body}`;
    cases.push({
      id: id!,
      language,
      now,
      sources: {
        resume,
        companyName: header.get('company') ?? '',
        jobTitle: header.get('job title') ?? '',
        jobDescription: sections.get('job ad') ?? '',
        posterName: header.get('poster') ?? null,
      },
      email,
      invented: claimsOf(sections.get('invented'), text, id!),
      grounded: claimsOf(sections.get('grounded'), text, id!),
    });
  }
  return cases;
}

/** Every case of the set, from `cases/<language>.txt` under the folder given (this folder in the sources). */
export function loadCases(dir: string): EvalCase[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap((f) => parseCases(fs.readFileSync(path.join(dir, f), 'utf8'), path.basename(f, '.txt')));
}
