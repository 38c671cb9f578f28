import { describe, expect, it } from 'vitest';
import { classifyTitle, isRecruiterTitle } from './titles.js';

describe('isRecruiterTitle', () => {
  it('knows recruiting roles', () => {
    for (const title of [
      'Technical Recruiter',
      'Senior Technical Recruiter at Northwind Labs',
      'Talent Acquisition Partner | Hiring for React & Node.js roles | Acme',
      'Recruitment Lead – Tech',
      'Sourcer @ Acme',
      'HR Business Partner',
      'Head of HR',
      'People Partner, Engineering',
      'Human Resources Manager',
    ]) {
      expect(isRecruiterTitle(title), title).toBe(true);
    }
  });

  it('gives no Recruiter badge to founders and managers who say they are hiring, or work at a recruiting firm', () => {
    for (const title of [
      'Founder & CEO',
      "Founder & CEO @ Acme – We're hiring!",
      'Founder & CEO | Hiring for React & Node.js roles | Acme',
      'Founder & CEO at HireHub Recruitment Services',
      'Hiring Manager',
      'Engineering Manager at Talent Acquisition Co',
      'CTO',
      'Threshold engineer',
    ]) {
      expect(isRecruiterTitle(title), title).toBe(false);
    }
    expect(isRecruiterTitle(null)).toBe(false);
  });

  it('ranks a hiring manager as one, not as a recruiter', () => {
    expect(classifyTitle('Hiring Manager')).toBe('hiring-manager');
    expect(classifyTitle("Founder & CEO @ Acme – We're hiring!")).toBe('executive');
  });
});
