/*
 * Sample data for the landing page demo and sample cards. None of it is real: every figure and name here is shown
 * under a visible "Demo" / "Sample data" label (DESIGN.md §6 allows the demo copy only as demo).
 */

export const DEMO_SEARCH = { keyword: 'Frontend Developer', location: 'Bangalore', totalJobs: 847 } as const;

export const DEMO_RESULT = { matchScore: '97%', timeTaken: '3.2s' } as const;

export interface DemoJob {
  title: string;
  company: string;
  initials: string;
  /** Logo tile colour; fixed hues that read well on light and dark cards. */
  logoClass: string;
  location: string;
  workType: 'On-site' | 'Remote' | 'Hybrid';
  experience: string;
  posted: string;
  contactVerified: boolean;
}

export const DEMO_JOBS: readonly DemoJob[] = [
  {
    title: 'Senior Frontend Developer',
    company: 'Northwind Labs',
    initials: 'NL',
    logoClass: 'bg-sky-600',
    location: 'Bangalore',
    workType: 'Hybrid',
    experience: 'Mid-Senior level',
    posted: '2h ago',
    contactVerified: true,
  },
  {
    title: 'React Engineer',
    company: 'Acme Cloud',
    initials: 'AC',
    logoClass: 'bg-violet-600',
    location: 'Remote',
    workType: 'Remote',
    experience: 'Associate',
    posted: '5h ago',
    contactVerified: true,
  },
  {
    title: 'UI Engineer',
    company: 'Brightpath Health',
    initials: 'BH',
    logoClass: 'bg-emerald-600',
    location: 'Pune',
    workType: 'On-site',
    experience: 'Mid-Senior level',
    posted: '1d ago',
    contactVerified: true,
  },
  {
    title: 'Frontend Developer II',
    company: 'Lumen Fintech',
    initials: 'LF',
    logoClass: 'bg-amber-600',
    location: 'Mumbai',
    workType: 'Hybrid',
    experience: 'Associate',
    posted: '1d ago',
    contactVerified: false,
  },
];

export interface DemoContact {
  name: string;
  initials: string;
  title: string;
  company: string;
  email: string;
  /** Who the contact is for the job: the person who posted it, or a decision maker found for it. */
  role: 'Job poster' | 'Decision maker';
}

export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    name: 'Priya Sharma',
    initials: 'PS',
    title: 'Engineering Manager',
    company: 'Northwind Labs',
    email: 'priya.sharma@northwind.example',
    role: 'Job poster',
  },
  {
    name: 'Daniel Okafor',
    initials: 'DO',
    title: 'Talent Acquisition Lead',
    company: 'Acme Cloud',
    email: 'daniel@acmecloud.example',
    role: 'Job poster',
  },
  {
    name: 'Mei Chen',
    initials: 'MC',
    title: 'Head of Engineering',
    company: 'Brightpath Health',
    email: 'mei.chen@brightpath.example',
    role: 'Decision maker',
  },
];

export const DEMO_EMAIL = {
  to: 'priya.sharma@northwind.example',
  subject: 'Application for Senior Frontend Developer position at Northwind Labs',
  body: [
    'Hi Priya,',
    '',
    'I saw that Northwind Labs is hiring a Senior Frontend Developer. For the last four years I have built React and TypeScript dashboards, and your focus on fast, accessible interfaces is exactly the work I enjoy most.',
    '',
    'Would you be open to a 15-minute call this week?',
    '',
    'Best regards,',
    'Alex',
  ].join('\n'),
} as const;

/** The sample outreach message shown on the page (a second, complete example). */
export const SAMPLE_OUTREACH = {
  from: 'alex.morgan@example.com',
  to: 'mei.chen@brightpath.example',
  subject: 'Application for UI Engineer position at Brightpath Health',
  body: [
    'Hi Mei,',
    '',
    "I came across Brightpath Health's opening for a UI Engineer in Pune. I have spent three years building patient-facing web apps with React, with a strong focus on accessibility and design systems, which matches what the role asks for.",
    '',
    'I would love to learn more about the team and share how I could help. Are you available for a short call next week?',
    '',
    'Thanks for your time,',
    'Alex Morgan',
  ].join('\n'),
} as const;
