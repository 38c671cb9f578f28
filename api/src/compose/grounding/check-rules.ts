import { detectLanguage } from '../language.js';
import { COMPANY_MASK, NEUTRAL_MASK, SubjectReader } from './about.js';
import { awardsDetector } from './detectors/awards.js';
import { certificationsDetector } from './detectors/certifications.js';
import { degreesDetector } from './detectors/degrees.js';
import type { Detector, DetectorContext } from './detectors/detector.js';
import { employersDetector } from './detectors/employers.js';
import { languagesDetector } from './detectors/languages.js';
import { locationDetector } from './detectors/location.js';
import { metricsDetector } from './detectors/metrics.js';
import { publicationsDetector } from './detectors/publications.js';
import { schoolsDetector } from './detectors/schools.js';
import { skillsDetector } from './detectors/skills.js';
import { teamDetector } from './detectors/team.js';
import { titlesDetector } from './detectors/titles.js';
import { yearsDetector } from './detectors/years.js';
import { Source } from './source.js';
import { escape, mask, maskContactDetails, sentences } from './text.js';
import type { Found, GroundingSources, UnsupportedClaim } from './types.js';

/**
 * The detectors, in the order they claim words: a span one of them takes is not read again by the next ("40
 * engineers" is a team size, not a metric; "AWS Certified Developer" a certification, not a title; the "2" of
 * "Université Rennes 2" part of a school's name).
 */
const DETECTORS: readonly Detector[] = [
  yearsDetector,
  teamDetector,
  degreesDetector,
  schoolsDetector,
  certificationsDetector,
  awardsDetector,
  publicationsDetector,
  languagesDetector,
  locationDetector,
  titlesDetector,
  metricsDetector,
  skillsDetector,
  employersDetector,
];

/** The job ad, the company profile and the recipient: what a claim about the company may come from. */
function adText(sources: GroundingSources): string {
  const profile = sources.company;
  return [
    sources.jobTitle,
    sources.companyName,
    sources.jobDescription,
    sources.posterName,
    sources.posterTitle,
    ...(profile
      ? [
          profile.name,
          profile.tagline,
          profile.description,
          profile.industry,
          profile.size,
          profile.headquarters,
          profile.founded,
          ...profile.specialties,
        ]
      : []),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * A job title as the ad writes it and as an email would: without its inclusive forms ("Développeur·se",
 * "Entwickler/in", "(m/w/d)"), in its first form and its second ("Consultant·e SEA": "Consultant SEA", "Consultante SEA").
 */
function titleForms(title: string): string[] {
  const bare = title.replace(/\s*\((?:m|w|f|d|h|x|all genders?)(?:\s*[/|,]\s*(?:m|w|f|d|h|x))+\)/giu, '').trim();
  const first = bare.replace(/[·•.:*/](?:e|se|ne|in|innen|euse|rice|a)\b/giu, '').replace(/\/\p{L}+/gu, '');
  const second = bare.replace(
    /(\p{L}+?)(?:eur|er|o|é|ien|ant)?[·•.:*/](e|se|ne|in|innen|euse|rice|a)\b/giu,
    (_, stem: string, end: string) => `${stem}${end}`,
  );
  return [...new Set([title, bare, first, second])];
}

/** "soy", "I am", "je suis", "ich bin", "currently": what the sender is, said right before a title. */
const BEING = String.raw`(?:I am|I'm|I’m|currently|soy|actualmente|je suis|actuellement|ich bin|bin ich|derzeit)`;
/** Where a title was held: "at X", "del Grupo X", "chez X", "bei der X". */
const HELD_AT = String.raw`(?:at|with|del|de la|de|en|chez|au sein de|bei|beim|bei der|im)\s+`;

/**
 * The job applied for, said as one the sender already holds somewhere ("desde 2021, soy Talent Acquisition Manager
 * del Grupo Hotelero Alcázar"), is a claim: those words come back from under the mask.
 */
function unmaskHeldTitle(masked: string, raw: string, forms: string[]): string {
  let out = masked;
  for (const form of forms.filter((f) => f.trim().length > 1)) {
    const title = escape(form.trim()).replace(/\s+/g, '\\s+');
    const re = new RegExp(
      `(?<![\\p{L}])${BEING}\\s+(?:(?:a|an|the|el|la|un|una|le|der|die)\\s+)?(${title})\\s+${HELD_AT}`,
      'giu',
    );
    for (const m of raw.matchAll(re)) {
      // The place is a name ("del Grupo Hotelero Alcázar"), not "at ease" or "en équipe".
      if (!/^\p{Lu}/u.test(raw.slice(m.index + m[0].length))) continue;
      const at = m.index + m[0].indexOf(m[1]!);
      out = out.slice(0, at) + raw.slice(at, at + m[1]!.length) + out.slice(at + m[1]!.length);
    }
  }
  return out;
}

/** Joins lines a text was wrapped at, so a sentence is one line; bullets and blank lines still break. */
function unwrap(text: string): string {
  return text.replace(/([^\n])\n(?![\s\-•*·–]|\d+[.)])/gu, '$1 ');
}

/**
 * Every claim of an email its sources do not back, found by the deterministic detectors, each time it occurs. A
 * claim about the sender (or about no one in particular) must be in the resume: the job ad never stands in for it.
 * A claim about the company may also come from the ad or the company profile. The company's name, the job title,
 * the recipient and the sender's own name are facts of the ad and the signature, never claims.
 */
export function checkByRules(
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): UnsupportedClaim[] {
  return readClaims(email, sources, now).flagged;
}

/**
 * What the detectors read in an email: the claims its sources do not back (`flagged`, as checkByRules), and those
 * the resume itself backs (`backed`), which outweigh a model that found no words for them (see unite).
 */
export function readClaims(
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): { flagged: UnsupportedClaim[]; backed: UnsupportedClaim[] } {
  const raw = `${email.subject}\n${email.body}`;
  let text = maskContactDetails(raw, NEUTRAL_MASK);
  const jobTitles = titleForms(sources.jobTitle);
  text = mask(text, [sources.senderName, ...jobTitles], NEUTRAL_MASK);
  text = unmaskHeldTitle(text, raw, jobTitles);
  text = mask(
    text,
    [sources.companyName, sources.company?.name, sources.posterName, sources.posterTitle],
    COMPANY_MASK,
  );
  const lang = detectLanguage(email.body) ?? 'en';
  const subjects = new SubjectReader(lang);
  const resume = new Source(sources.resume, 'resume', now);
  const ad = new Source(unwrap(adText(sources)), 'ad', now);

  const out: UnsupportedClaim[] = [];
  const backed: UnsupportedClaim[] = [];
  for (const sentence of sentences(text)) {
    const view = {
      text: sentence.text,
      raw: raw.slice(sentence.start, sentence.start + sentence.text.length),
      subjectLine: sentence.start < email.subject.length,
    };
    const markers = subjects.markers(sentence.text);
    const taken: Found[] = [];
    const ctx: DetectorContext = { lang, sources, subjects, resume, ad, taken };
    for (const detector of DETECTORS) {
      for (const claim of detector.find(view, ctx)) {
        taken.push(claim);
        const about = claim.about ?? subjects.subject(sentence.text, markers, claim);
        const read = {
          kind: claim.kind,
          text: claim.text,
          about,
          at: sentence.start + claim.index,
          source: 'rules' as const,
        };
        if (detector.backs(claim, resume)) backed.push(read);
        else if (!(about === 'company' && detector.backs(claim, ad))) out.push(read);
      }
    }
  }
  return { flagged: out.sort((a, b) => a.at - b.at), backed };
}
