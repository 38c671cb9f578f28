/**
 * Skills the app recognises, each with the spellings people use: one vocabulary shared by search's matcher (resume
 * fit) and compose (the skills an email or resume mentions). Kept as data so it can grow; a skill counts when any
 * alias appears as a whole word (case-insensitive).
 */
export const SKILLS: Record<string, string[]> = {
  JavaScript: ['javascript', 'js', 'es6', 'ecmascript'],
  TypeScript: ['typescript', 'ts'],
  React: ['react', 'react.js', 'reactjs'],
  'React Native': ['react native'],
  Angular: ['angular', 'angularjs'],
  Vue: ['vue', 'vue.js', 'vuejs'],
  'Next.js': ['next.js', 'nextjs'],
  Redux: ['redux'],
  HTML: ['html', 'html5'],
  CSS: ['css', 'css3', 'sass', 'scss'],
  'Tailwind CSS': ['tailwind', 'tailwindcss'],
  'Node.js': ['node.js', 'nodejs', 'node'],
  Express: ['express', 'express.js'],
  NestJS: ['nestjs', 'nest.js'],
  GraphQL: ['graphql'],
  'REST APIs': ['rest', 'restful', 'rest api', 'rest apis'],
  Python: ['python'],
  Django: ['django'],
  Flask: ['flask'],
  FastAPI: ['fastapi'],
  Java: ['java'],
  Spring: ['spring', 'spring boot'],
  Kotlin: ['kotlin'],
  Swift: ['swift'],
  'C#': ['c#', '.net', 'dotnet', 'asp.net'],
  'C++': ['c++', 'cpp'],
  Go: ['golang', 'go'],
  Rust: ['rust'],
  Ruby: ['ruby', 'rails', 'ruby on rails'],
  PHP: ['php', 'laravel'],
  SQL: ['sql', 'mysql', 'postgresql', 'postgres', 'sql server'],
  NoSQL: ['nosql', 'mongodb', 'dynamodb', 'cassandra'],
  Redis: ['redis'],
  Kafka: ['kafka'],
  AWS: ['aws', 'amazon web services'],
  Azure: ['azure'],
  GCP: ['gcp', 'google cloud'],
  Docker: ['docker', 'containers'],
  Kubernetes: ['kubernetes', 'k8s'],
  Terraform: ['terraform'],
  'CI/CD': ['ci/cd', 'jenkins', 'github actions', 'gitlab ci'],
  Linux: ['linux', 'unix'],
  Git: ['git'],
  Testing: ['jest', 'cypress', 'playwright', 'unit testing', 'test automation', 'selenium'],
  'Machine Learning': ['machine learning', 'ml', 'deep learning'],
  TensorFlow: ['tensorflow'],
  PyTorch: ['pytorch'],
  NLP: ['nlp', 'natural language processing'],
  'Data Analysis': ['data analysis', 'data analytics', 'pandas', 'numpy'],
  Statistics: ['statistics', 'statistical'],
  Spark: ['spark', 'pyspark'],
  Tableau: ['tableau'],
  'Power BI': ['power bi', 'powerbi'],
  Excel: ['excel'],
  Figma: ['figma'],
  Sketch: ['sketch'],
  'UX Research': ['user research', 'ux research', 'usability testing'],
  Prototyping: ['prototyping', 'wireframing', 'wireframes'],
  'Product Management': ['product management', 'roadmap', 'product roadmap'],
  Agile: ['agile', 'scrum', 'kanban'],
  Jira: ['jira'],
  'System Design': ['system design', 'distributed systems', 'microservices'],
  Security: ['security', 'owasp', 'penetration testing'],
  Android: ['android'],
  iOS: ['ios'],
  Flutter: ['flutter', 'dart'],
  Communication: ['communication', 'stakeholder management'],
  Leadership: ['leadership', 'mentoring', 'team lead'],
};

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Word boundaries that also work around symbols such as "c++" and ".net".
const MATCHERS: [string, RegExp][] = Object.entries(SKILLS).map(([skill, aliases]) => [
  skill,
  new RegExp(`(?<![\\w+#.])(?:${aliases.map(escape).join('|')})(?![\\w+#])`, 'i'),
]);

/** The recognised skills a text mentions, in dictionary order. */
export function extractSkills(text: string | null | undefined): string[] {
  if (!text) return [];
  return MATCHERS.filter(([, re]) => re.test(text)).map(([skill]) => skill);
}
