/** Kinds of work a search keyword can mean. A job id carries its family's index, so never reorder this list. */
export interface RoleFamily {
  key: string;
  /** Lower-case phrases found in keywords; the longest match wins. */
  match: string[];
  /** Generic words that pick this family only when no other family matches ("developer"). */
  weakMatch?: string[];
  /** Titles without a seniority prefix. */
  titles: string[];
  /** Concrete skills the descriptions ask for. */
  skills: string[];
  team: string;
  jobFunction: string;
  duties: string[];
}

export const FAMILIES: readonly RoleFamily[] = [
  {
    key: 'general',
    match: [],
    titles: ['Operations Associate', 'Business Analyst', 'Program Coordinator', 'Customer Success Manager'],
    skills: ['Communication', 'Microsoft Excel', 'SQL', 'Stakeholder Management', 'Jira', 'Project Management'],
    team: 'Operations',
    jobFunction: 'Other',
    duties: [
      'Own day-to-day execution and keep stakeholders informed',
      'Spot process gaps and fix them with the team',
      'Prepare weekly reports for leadership',
      'Work closely with sales, product & support',
    ],
  },
  {
    key: 'frontend',
    match: [
      'frontend',
      'front-end',
      'front end',
      'react',
      'angular',
      'vue',
      'ui developer',
      'javascript',
      'next.js',
      'typescript',
      'css',
    ],
    titles: [
      'Frontend Developer',
      'Frontend Engineer (React)',
      'React Developer',
      'UI Developer',
      'Software Engineer, Frontend',
      'Frontend Developer – Angular',
      'Frontend & UI Engineer',
      'React.js Developer',
    ],
    skills: [
      'React',
      'TypeScript',
      'JavaScript',
      'HTML',
      'CSS',
      'Redux',
      'Next.js',
      'Figma',
      'Jest',
      'Webpack',
      'GraphQL',
      'Tailwind CSS',
    ],
    team: 'Web Platform',
    jobFunction: 'Engineering and Information Technology',
    duties: [
      'Build accessible, responsive interfaces used by millions of people',
      'Turn Figma designs into reusable components',
      'Improve Core Web Vitals & bundle size',
      'Write unit and end-to-end tests',
      'Review code and mentor other engineers',
    ],
  },
  {
    key: 'backend',
    match: [
      'backend',
      'back-end',
      'back end',
      'node',
      'java',
      'golang',
      'spring',
      'python developer',
      'api developer',
      'python',
      'django',
      'php',
      'ruby',
      'rails',
      '.net',
      'c#',
      'rust',
      'microservices',
    ],
    titles: [
      'Backend Engineer',
      'Backend Developer (Node.js)',
      'Java Developer',
      'Software Engineer – Backend',
      'Python Developer',
      'Golang Engineer',
      'Java Spring Boot Developer',
      'Backend Engineer, Payments',
    ],
    skills: [
      'Node.js',
      'Java',
      'Spring Boot',
      'Python',
      'Go',
      'SQL',
      'PostgreSQL',
      'AWS',
      'Docker',
      'Kubernetes',
      'Kafka',
      'Redis',
      'REST APIs',
    ],
    team: 'Core Services',
    jobFunction: 'Engineering and Information Technology',
    duties: [
      'Design and build APIs and services that scale',
      'Own services in production, including on-call',
      'Model data and tune SQL queries',
      'Break a monolith into well-defined services',
    ],
  },
  {
    key: 'fullstack',
    match: ['full stack', 'fullstack', 'full-stack', 'mern', 'mean stack'],
    titles: [
      'Full Stack Developer',
      'Full Stack Engineer',
      'MERN Stack Developer',
      'Software Engineer (Full Stack)',
      'Full-Stack Developer – React & Node.js',
    ],
    skills: ['React', 'Node.js', 'TypeScript', 'MongoDB', 'PostgreSQL', 'AWS', 'Express', 'Docker', 'GraphQL', 'SQL'],
    team: 'Product Engineering',
    jobFunction: 'Engineering and Information Technology',
    duties: [
      'Ship features end to end, from schema to UI',
      'Work with product & design on what to build next',
      'Keep our CI/CD pipeline fast',
      'Write tests and documentation',
    ],
  },
  {
    key: 'software',
    match: ['software engineer', 'software developer', 'programmer', 'sde', 'coder'],
    weakMatch: ['developer', 'engineer'],
    titles: [
      'Software Engineer',
      'Software Developer',
      'SDE II',
      'Software Development Engineer',
      'Application Developer',
      'Software Engineer – Platform',
    ],
    skills: ['Java', 'Python', 'C++', 'Data Structures', 'Algorithms', 'SQL', 'AWS', 'Git', 'Linux', 'System Design'],
    team: 'Engineering',
    jobFunction: 'Engineering and Information Technology',
    duties: [
      'Write clean, well-tested code',
      'Take part in design reviews',
      'Debug and fix production issues',
      'Improve developer tooling',
    ],
  },
  {
    key: 'mobile',
    match: ['android', 'ios', 'mobile', 'flutter', 'react native', 'kotlin', 'swift'],
    titles: [
      'Android Developer',
      'iOS Engineer',
      'Mobile Developer (Flutter)',
      'React Native Developer',
      'Mobile Engineer',
    ],
    skills: [
      'Kotlin',
      'Swift',
      'Flutter',
      'Dart',
      'React Native',
      'Jetpack Compose',
      'SwiftUI',
      'Firebase',
      'REST APIs',
    ],
    team: 'Mobile',
    jobFunction: 'Engineering and Information Technology',
    duties: [
      'Build features for our Android & iOS apps',
      'Keep crash-free sessions above 99.9%',
      'Ship releases every two weeks',
    ],
  },
  {
    key: 'devops',
    match: [
      'devops',
      'sre',
      'site reliability',
      'cloud engineer',
      'platform engineer',
      'infrastructure',
      'kubernetes',
      'aws',
      'azure',
      'gcp',
      'terraform',
    ],
    titles: [
      'DevOps Engineer',
      'Site Reliability Engineer',
      'Cloud Engineer (AWS)',
      'Platform Engineer',
      'Infrastructure Engineer',
    ],
    skills: [
      'AWS',
      'Azure',
      'GCP',
      'Kubernetes',
      'Terraform',
      'Docker',
      'Linux',
      'Python',
      'Prometheus',
      'CI/CD',
      'Ansible',
    ],
    team: 'Infrastructure',
    jobFunction: 'Information Technology',
    duties: [
      'Automate infrastructure with Terraform',
      'Run Kubernetes clusters in production',
      'Improve observability & incident response',
    ],
  },
  {
    key: 'data-science',
    match: [
      'data scientist',
      'data science',
      'machine learning',
      'ml engineer',
      'ai engineer',
      'nlp',
      'deep learning',
      'llm',
      'ai',
    ],
    titles: [
      'Data Scientist',
      'Machine Learning Engineer',
      'AI Engineer',
      'Applied Scientist',
      'NLP Engineer',
      'ML Engineer – LLMs',
    ],
    skills: [
      'Python',
      'PyTorch',
      'TensorFlow',
      'scikit-learn',
      'SQL',
      'Pandas',
      'Statistics',
      'Spark',
      'AWS SageMaker',
      'LLMs',
    ],
    team: 'Data Science',
    jobFunction: 'Engineering and Information Technology',
    duties: [
      'Build and deploy models that move business metrics',
      'Design experiments and read A/B tests',
      'Work with engineers to productionise models',
    ],
  },
  {
    key: 'data-engineering',
    match: ['data engineer', 'etl', 'big data', 'spark', 'databricks', 'snowflake'],
    titles: ['Data Engineer', 'Big Data Engineer', 'Analytics Engineer', 'ETL Developer', 'Data Platform Engineer'],
    skills: ['Python', 'SQL', 'Spark', 'Airflow', 'Kafka', 'Snowflake', 'dbt', 'AWS', 'Databricks', 'Scala'],
    team: 'Data Platform',
    jobFunction: 'Information Technology',
    duties: ['Build reliable batch and streaming pipelines', 'Model data in the warehouse', 'Own data quality checks'],
  },
  {
    key: 'data-analysis',
    match: ['data analyst', 'business analyst', 'analytics', 'power bi', 'tableau', 'analyst', 'sql', 'excel'],
    titles: ['Data Analyst', 'Business Analyst', 'BI Analyst', 'Product Analyst', 'Business Intelligence Developer'],
    skills: ['SQL', 'Microsoft Excel', 'Power BI', 'Tableau', 'Python', 'Looker', 'Statistics'],
    team: 'Analytics',
    jobFunction: 'Information Technology',
    duties: ['Build dashboards leadership actually uses', 'Answer ad-hoc questions with SQL', 'Define and track KPIs'],
  },
  {
    key: 'qa',
    match: ['qa', 'tester', 'testing', 'sdet', 'quality assurance', 'automation test'],
    titles: ['QA Engineer', 'SDET', 'Automation Test Engineer', 'Quality Assurance Analyst', 'QA Lead – Automation'],
    skills: ['Selenium', 'Playwright', 'Cypress', 'Java', 'Python', 'API Testing', 'Postman', 'JIRA', 'TestNG'],
    team: 'Quality Engineering',
    jobFunction: 'Quality Assurance',
    duties: ['Automate regression suites', 'Write test plans with developers', 'Triage and reproduce bugs'],
  },
  {
    key: 'design',
    match: ['designer', 'ux', 'ui/ux', 'product design', 'graphic design', 'visual design', 'figma'],
    titles: [
      'Product Designer',
      'UI/UX Designer',
      'UX Researcher',
      'Visual Designer',
      'Senior Product Designer, Growth',
    ],
    skills: ['Figma', 'Prototyping', 'User Research', 'Design Systems', 'Adobe Illustrator', 'Interaction Design'],
    team: 'Design',
    jobFunction: 'Design, Art/Creative, and Information Technology',
    duties: ['Design flows from sketch to polished UI', 'Run usability tests', 'Grow our design system'],
  },
  {
    key: 'product',
    match: ['product manager', 'product owner', 'program manager', 'project manager', 'scrum master'],
    titles: [
      'Product Manager',
      'Product Owner',
      'Technical Program Manager',
      'Project Manager',
      'Product Manager – Payments',
    ],
    skills: ['Roadmapping', 'SQL', 'Jira', 'Agile', 'Stakeholder Management', 'A/B Testing', 'Figma'],
    team: 'Product',
    jobFunction: 'Product Management and Marketing',
    duties: [
      'Own the roadmap for a product area',
      'Write clear specs with engineering & design',
      'Talk to customers every week',
    ],
  },
  {
    key: 'marketing',
    match: ['marketing', 'seo', 'content writer', 'social media', 'growth', 'brand'],
    titles: [
      'Digital Marketing Manager',
      'SEO Specialist',
      'Content Marketing Manager',
      'Growth Marketer',
      'Social Media Executive',
    ],
    skills: ['SEO', 'Google Analytics', 'Google Ads', 'HubSpot', 'Content Strategy', 'Copywriting', 'Meta Ads'],
    team: 'Marketing',
    jobFunction: 'Marketing',
    duties: ['Plan and run campaigns across channels', 'Grow organic traffic', 'Report on funnel metrics'],
  },
  {
    key: 'sales',
    match: ['sales', 'business development', 'account executive', 'bdr', 'sdr', 'account manager'],
    titles: [
      'Account Executive',
      'Business Development Manager',
      'Sales Development Representative',
      'Inside Sales Executive',
      'Key Account Manager',
    ],
    skills: ['Salesforce', 'B2B Sales', 'Negotiation', 'Lead Generation', 'HubSpot', 'Cold Calling'],
    team: 'Sales',
    jobFunction: 'Sales and Business Development',
    duties: ['Own a quota and a pipeline', 'Run discovery calls and demos', 'Close mid-market deals'],
  },
  {
    key: 'people',
    match: ['recruiter', 'hr', 'human resources', 'talent acquisition', 'hrbp'],
    titles: [
      'Technical Recruiter',
      'HR Business Partner',
      'Talent Acquisition Specialist',
      'HR Generalist',
      'People Operations Manager',
    ],
    skills: ['Sourcing', 'Applicant Tracking Systems', 'Interviewing', 'Employer Branding', 'HR Policies', 'Workday'],
    team: 'People',
    jobFunction: 'Human Resources',
    duties: [
      'Hire for engineering & product roles',
      'Run a fair, fast interview process',
      'Partner with hiring managers',
    ],
  },
  {
    key: 'finance',
    match: ['accountant', 'finance', 'financial analyst', 'chartered accountant', 'audit', 'tax'],
    titles: ['Financial Analyst', 'Accountant', 'Chartered Accountant', 'FP&A Manager', 'Audit Associate'],
    skills: ['Financial Modeling', 'Microsoft Excel', 'SAP', 'Tally', 'IFRS', 'GST', 'Budgeting'],
    team: 'Finance',
    jobFunction: 'Finance and Accounting/Auditing',
    duties: ['Close the books every month', 'Build forecasts & budgets', 'Work with auditors'],
  },
  {
    key: 'security',
    match: ['security', 'cybersecurity', 'soc analyst', 'penetration', 'appsec'],
    titles: [
      'Security Engineer',
      'SOC Analyst',
      'Application Security Engineer',
      'Cloud Security Engineer',
      'Penetration Tester',
    ],
    skills: ['SIEM', 'AWS', 'Threat Modeling', 'OWASP', 'Python', 'Splunk', 'ISO 27001'],
    team: 'Security',
    jobFunction: 'Information Technology',
    duties: [
      'Find and fix vulnerabilities before attackers do',
      'Run incident response',
      'Harden cloud infrastructure',
    ],
  },
  {
    key: 'support',
    match: ['customer support', 'customer success', 'support engineer', 'technical support', 'customer service'],
    titles: [
      'Customer Support Specialist',
      'Customer Success Manager',
      'Technical Support Engineer',
      'Support Engineer L2',
    ],
    skills: ['Zendesk', 'Customer Service', 'SQL', 'Troubleshooting', 'Salesforce', 'Communication'],
    team: 'Customer Success',
    jobFunction: 'Customer Service',
    duties: [
      'Help customers succeed with the product',
      'Resolve escalated tickets',
      'Feed customer insight back to product',
    ],
  },
];

/** At most 32 families: a job id keeps the family in `(id − base) mod 32`. */
export const FAMILY_SLOTS = 32;

export const GENERAL_FAMILY = 0;

const escapeRegExp = (s: string) => s.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&');
const PHRASES: ReadonlyArray<{ family: number; score: number; re: RegExp }> = FAMILIES.flatMap((f, familyIndex) => [
  ...f.match.map((words) => ({
    family: familyIndex,
    score: words.length,
    re: new RegExp(`(?<![a-z0-9])${escapeRegExp(words)}(?![a-z0-9])`),
  })),
  ...(f.weakMatch ?? []).map((words) => ({
    family: familyIndex,
    score: 0.5,
    re: new RegExp(`(?<![a-z0-9])${escapeRegExp(words)}`),
  })),
]);

/** The family a keyword means (longest phrase match), or the general family with titles made from the keyword. */
export function familyOf(keywords: string): number {
  const text = keywords.toLowerCase();
  let best = GENERAL_FAMILY;
  let bestScore = 0;
  for (const candidate of PHRASES) {
    if (candidate.score > bestScore && candidate.re.test(text)) {
      best = candidate.family;
      bestScore = candidate.score;
    }
  }
  return best;
}

export const SENIORITY_PREFIXES: ReadonlyArray<readonly [string, number]> = [
  ['', 40],
  ['Senior ', 24],
  ['Sr. ', 4],
  ['Junior ', 6],
  ['Lead ', 7],
  ['Staff ', 3],
  ['Principal ', 2],
  ['Associate ', 6],
  ['Intern – ', 2],
];

/** Criteria the top card lists. */
export const EMPLOYMENT_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['Full-time', 82],
  ['Contract', 9],
  ['Part-time', 3],
  ['Temporary', 2],
  ['Internship', 4],
];
