import { describe, expect, it } from 'vitest';
import {
  dateFromRelativeText,
  jobIdFromAttribute,
  jobIdFromComponentKey,
  jobIdFromUrn,
  jobIdFromViewPath,
} from './site-markup.js';

describe('job ids in the markup', () => {
  it('reads job posting urns, the signed-in pages’ fsd urns included, and nothing else', () => {
    expect(jobIdFromUrn('urn:li:jobPosting:4012345601')).toBe('4012345601');
    expect(jobIdFromUrn(' urn:li:fsd_jobPosting:4012345601 ')).toBe('4012345601');
    expect(jobIdFromUrn('urn:li:organization:1115')).toBeNull();
    expect(jobIdFromUrn('urn:li:jobPosting:')).toBeNull();
    expect(jobIdFromUrn(null)).toBeNull();
  });

  it('reads the trailing digits of a /jobs/view path, with or without a slug', () => {
    expect(jobIdFromViewPath('/jobs/view/senior-engineer-at-acme-4012345601')).toBe('4012345601');
    expect(jobIdFromViewPath('/jobs/view/4012345601/')).toBe('4012345601');
    expect(jobIdFromViewPath('/jobs/view/engineer-at-acme')).toBeNull();
    expect(jobIdFromViewPath('/company/acme-4012345601')).toBeNull();
  });

  it('reads the redesigned cards’ componentkey and a data-job-id of digits only', () => {
    expect(jobIdFromComponentKey('job-card-component-ref-4012345601')).toBe('4012345601');
    expect(jobIdFromComponentKey('job-details-component-ref-4012345601')).toBeNull();
    expect(jobIdFromAttribute(' 4012345601 ')).toBe('4012345601');
    expect(jobIdFromAttribute('search-result-3')).toBeNull();
    expect(jobIdFromAttribute(undefined)).toBeNull();
  });
});

describe('dateFromRelativeText', () => {
  const now = new Date('2024-09-18T10:00:00Z');

  it.each([
    ['3 days ago', '2024-09-15'],
    ['1 day ago', '2024-09-17'],
    ['2 weeks ago', '2024-09-04'],
    ['1 month ago', '2024-08-18'],
    ['2 months ago', '2024-07-18'],
    ['1 year ago', '2023-09-18'],
    ['5 hours ago', '2024-09-18'],
    ['11 hours ago', '2024-09-17'],
    ['32 minutes ago', '2024-09-18'],
    ['Reposted 1 week ago', '2024-09-11'],
    ['30+ days ago', '2024-08-19'],
    ['Just now', '2024-09-18'],
  ])('reads English: "%s" is %s', (text, expected) => {
    expect(dateFromRelativeText(text, now)).toBe(expected);
  });

  it.each([
    ['de', 'vor 3 Tagen', '2024-09-15'],
    ['de', 'vor 1 Tag', '2024-09-17'],
    ['de', 'Erneut gepostet: vor 2 Wochen', '2024-09-04'],
    ['de', 'vor 1 Monat', '2024-08-18'],
    ['de', 'vor 11 Stunden', '2024-09-17'],
    ['fr', 'il y a 3 jours', '2024-09-15'],
    ['fr', 'Il y a 1 semaine', '2024-09-11'],
    ['fr', 'il y a 2 mois', '2024-07-18'],
    ['fr', 'il y a 1 an', '2023-09-18'],
    ['es', 'hace 3 días', '2024-09-15'],
    ['es', 'hace 2 semanas', '2024-09-04'],
    ['es', 'Hace 1 mes', '2024-08-18'],
    ['pt', 'há 3 dias', '2024-09-15'],
    ['pt', 'há 1 mês', '2024-08-18'],
    ['pt', '2 semanas atrás', '2024-09-04'],
    ['sv', 'för 3 dagar sedan', '2024-09-15'],
    ['sv', 'för 1 vecka sedan', '2024-09-11'],
    ['sv', 'för 2 månader sedan', '2024-07-18'],
    ['sv', 'för 11 timmar sedan', '2024-09-17'],
  ])('reads %s: "%s" is %s', (_lang, text, expected) => {
    expect(dateFromRelativeText(text, now)).toBe(expected);
  });

  it('reads "just now" in each language as today', () => {
    for (const text of ['gerade eben', 'à l’instant', 'justo ahora', 'agora mesmo', 'just nu']) {
      expect(dateFromRelativeText(text, now)).toBe('2024-09-18');
    }
  });

  it('clamps month arithmetic to the end of the shorter month', () => {
    expect(dateFromRelativeText('1 month ago', new Date('2024-03-31T12:00:00Z'))).toBe('2024-02-29');
  });

  it('answers null for wording it cannot read, or that does not say the past, rather than guessing', () => {
    expect(dateFromRelativeText('3日前', now)).toBeNull();
    expect(dateFromRelativeText('3 days', now)).toBeNull();
    expect(dateFromRelativeText('in 3 days', now)).toBeNull();
    expect(dateFromRelativeText('', now)).toBeNull();
    expect(dateFromRelativeText(null, now)).toBeNull();
    expect(dateFromRelativeText('3 days ago', new Date(Number.NaN))).toBeNull();
  });
});
