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
import { mask, maskContactDetails, sentences } from './text.js';
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
  text = mask(text, [sources.senderName, ...titleForms(sources.jobTitle)], NEUTRAL_MASK);
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
