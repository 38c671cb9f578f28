import { describe, expect, it } from 'vitest';
import { companyDomainFromApplyUrl, isFreeMailDomain, mailDomainOf } from './mail-domain.js';

const SITE = 'https://www.linkedin.com';

describe('mailDomainOf', () => {
  it.each([
    ['https://www.northwind-labs.example', 'northwind-labs.example'],
    ['https://careers.acme.co.uk/jobs', 'acme.co.uk'],
    ['acme.com', 'acme.com'],
    ['http://shop.example.com.au', 'example.com.au'],
  ])('%s → %s', (website, domain) => {
    expect(mailDomainOf(website, SITE)).toBe(domain);
  });

  it.each([
    'https://www.linkedin.com/company/acme',
    'https://bit.ly/x',
    'https://lnkd.in/abc',
    'not a url at all',
    null,
  ])('refuses %s', (website) => {
    expect(mailDomainOf(website, SITE)).toBeNull();
  });

  it("refuses the configured site's own domain", () => {
    expect(mailDomainOf('http://127.0.0.1:4101/company/x', 'http://127.0.0.1:4101')).toBeNull();
  });
});

describe('companyDomainFromApplyUrl', () => {
  it.each([
    ['https://careers.northwind-labs.example/apply/1', 'Northwind Labs', 'northwind-labs.example'],
    ['https://www.acme.co.uk/careers/42?source=linkedin', 'Acme Ltd', 'acme.co.uk'],
    [
      'https://jobs.mueller-soehne-software.example/x',
      'Müller & Söhne Software GmbH',
      'mueller-soehne-software.example',
    ],
    ['https://careers.zoe-health.example/', 'Zoë Health', 'zoe-health.example'],
    ['https://ibm.com/careers', 'International Business Machines', 'ibm.com'],
  ])("%s is %s's own (%s)", (url, company, domain) => {
    expect(companyDomainFromApplyUrl(url, company, SITE)).toBe(domain);
  });

  it.each([
    ['https://boards.greenhouse.io/northwindlabs/jobs/1', 'Northwind Labs'],
    ['https://jobs.lever.co/northwind/0f1e', 'Northwind Labs'],
    ['https://northwind.wd5.myworkdayjobs.com/en-US/External/job/1', 'Northwind Labs'],
    ['https://careers-northwind.icims.com/jobs/1/job', 'Northwind Labs'],
    ['https://jobs.smartrecruiters.com/NorthwindLabs/1', 'Northwind Labs'],
    ['https://jobs.ashbyhq.com/northwind/1', 'Northwind Labs'],
    ['https://www.naukri.com/job-listings-1', 'Northwind Labs'],
    // An unknown host that does not look like the company is not believed.
    ['https://hire.talentnest.io/northwind/1', 'Northwind Labs'],
    // A generic word alone ("software") does not tie a domain to a company.
    ['https://careers.bluesoftware.example/1', 'Acme Software'],
    ['https://www.linkedin.com/jobs/view/1', 'Northwind Labs'],
    [null, 'Northwind Labs'],
  ])('%s is not the company’s own (%s)', (url, company) => {
    expect(companyDomainFromApplyUrl(url, company, SITE)).toBeNull();
  });
});

describe('isFreeMailDomain', () => {
  it('knows the mailbox providers anyone can sign up at', () => {
    expect(isFreeMailDomain('gmail.com')).toBe(true);
    expect(isFreeMailDomain('acme.com')).toBe(false);
  });
});
