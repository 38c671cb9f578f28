import { makeJob } from '@app/types/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobContact } from './JobContact.js';

const noop = () => {};
const show = (job: ReturnType<typeof makeJob>, searching?: boolean) =>
  render(
    <JobContact
      job={job}
      locked={false}
      onApply={noop}
      applyStep="idle"
      applyDisabled={false}
      onUnlock={noop}
      searching={searching}
    />,
  );

describe("a job's contact", () => {
  it('says "yet" about a missing contact only while the search runs', () => {
    const job = makeJob({ jobPosterEmail: null, emailVerificationStatus: null, contactSource: null });
    const { unmount } = show(job, true);
    expect(screen.getByTestId('no-contact').textContent).toBe('No contact found for this job yet.');
    unmount();
    show(job);
    expect(screen.getByTestId('no-contact').textContent).toBe('No contact found for this job.');
  });

  it('badges a recruiter, and not a founder who says they are hiring', () => {
    const { unmount } = show(makeJob({ jobPosterName: 'Lin', jobPosterTitle: 'Talent Acquisition Partner at Acme' }));
    expect(screen.getByText('Recruiter')).toBeTruthy();
    unmount();
    show(makeJob({ jobPosterName: 'Ravi', jobPosterTitle: 'Founder & CEO | Hiring for React & Node.js roles | Acme' }));
    expect(screen.getByText('Founder & CEO | Hiring for React & Node.js roles | Acme')).toBeTruthy();
    expect(screen.queryByText('Recruiter')).toBeNull();
  });
});
