/**
 * A deterministic "model": it reads the facts a prompt gives (job title, company, recipient, sender, language, job
 * ad, company profile, resume) and writes a short, plausible application email that claims only skills both the
 * resume and the job ad name. Prompts in another shape still get a sensible email.
 */

export type Lang = 'en' | 'es' | 'fr' | 'de';

export interface PromptFacts {
  jobTitle: string | null;
  company: string | null;
  recipient: string | null;
  sender: string | null;
  lang: Lang;
  jobAd: string;
  resume: string;
  industry: string | null;
  suggestedSubject: string | null;
  /** The prompt asks for a rewrite of an earlier draft. */
  rewrite: boolean;
}

export interface WrittenEmail {
  subject: string;
  body: string;
}

/** Technologies the stand-in recognises, as people write them. */
const SKILLS = [
  'React',
  'TypeScript',
  'JavaScript',
  'Node.js',
  'Python',
  'Django',
  'Java',
  'Spring',
  'Kotlin',
  'Go',
  'Rust',
  'SQL',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Kafka',
  'GraphQL',
  'AWS',
  'Azure',
  'GCP',
  'Docker',
  'Kubernetes',
  'Terraform',
  'CSS',
  'HTML',
  'Vue',
  'Angular',
  'Next.js',
  'Figma',
  'Tableau',
  'Excel',
  'Spark',
  'TensorFlow',
  'PyTorch',
];

const LANGS: Record<string, Lang> = {
  english: 'en',
  spanish: 'es',
  español: 'es',
  french: 'fr',
  français: 'fr',
  german: 'de',
  deutsch: 'de',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, skill: string) =>
  new RegExp(`(?<![\\w.+#])${escape(skill)}(?![\\w+#])`).exec(text)?.index ?? -1;

function line(prompt: string, label: string): string | null {
  const m = new RegExp(`^${label}:[ \\t]*(.+)$`, 'im').exec(prompt);
  return m ? m[1]!.trim() : null;
}

function section(prompt: string, label: string): string | null {
  const m = new RegExp(`^${label}:\\s*"""\\n([\\s\\S]*?)\\n"""`, 'im').exec(prompt);
  return m ? m[1]! : null;
}

const unknown = (value: string | null) => !value || /^unknown\b/i.test(value);

/** The facts in the system and user messages of a chat request. */
export function readPrompt(messages: { role: string; content: string }[]): PromptFacts {
  const all = messages.map((m) => m.content).join('\n\n');
  const users = messages.filter((m) => m.role === 'user');
  const languageName =
    /Write the email in (\p{L}+)/u.exec(all)?.[1] ?? line(all, 'Language')?.split(/\s/)[0] ?? 'English';
  const recipient = line(all, 'Recipient');
  const sender = line(all, "Sender's name");
  return {
    jobTitle: line(all, 'Job title'),
    company: line(all, 'Company'),
    recipient: unknown(recipient) ? null : recipient!.split(',')[0]!.trim(),
    sender: unknown(sender) ? null : sender,
    lang: LANGS[languageName.toLowerCase()] ?? 'en',
    jobAd: section(all, 'Job ad') ?? '',
    resume: section(all, 'Resume') ?? '',
    industry: line(all, 'Industry'),
    suggestedSubject: line(all, 'Suggested subject')?.replace(/\s*\(in \p{L}+\)$/u, '') ?? null,
    rewrite: users.length > 1 && /\brewrite\b/i.test(users.at(-1)!.content),
  };
}

/** Up to three skills both the resume and the job ad name, in the order the ad names them. */
export function sharedSkills(resume: string, jobAd: string): string[] {
  return SKILLS.filter((s) => mentions(resume, s) >= 0 && mentions(jobAd, s) >= 0)
    .sort((a, b) => mentions(jobAd, a) - mentions(jobAd, b))
    .slice(0, 3);
}

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

interface Phrases {
  subject(title: string, company: string): string;
  greeting(recipient: string | null): string;
  opening(title: string, company: string): string;
  industry(company: string, industry: string): string;
  skills(list: string): string;
  noSkills: string;
  and: string;
  invented: string;
  placeholders: string;
  closing: string;
  signOff: string;
}

const PHRASES: Record<Lang, Phrases> = {
  en: {
    subject: (t, c) => `Application for ${t} position at ${c}`,
    greeting: (r) => `Dear ${r ?? 'Hiring Manager'},`,
    opening: (t, c) => `I am excited to apply for the ${t} role at ${c}.`,
    industry: (c, i) => `${c}'s work in ${i} is the kind of work I want to be part of.`,
    skills: (l) => `My background includes ${l}, which the job ad highlights.`,
    noSkills: 'My resume shows how my experience fits this role.',
    and: 'and',
    invented: 'I led a team of 40 engineers for 12 years and I also hold an MBA.',
    placeholders: 'I would bring the same energy to [Company Name].',
    closing: 'I would be glad to talk about how I can help your team. Thank you for your consideration.',
    signOff: 'Best regards,',
  },
  es: {
    subject: (t, c) => `Candidatura: ${t} en ${c}`,
    greeting: (r) => `Estimado/a ${r ?? 'equipo de selección'}:`,
    opening: (t, c) => `Me entusiasma presentar mi candidatura al puesto de ${t} en ${c}.`,
    industry: (c, i) => `El trabajo de ${c} en ${i} es justo lo que busco.`,
    skills: (l) => `Mi experiencia incluye ${l}, que el anuncio destaca.`,
    noSkills: 'Mi currículum muestra cómo encaja mi experiencia con el puesto.',
    and: 'y',
    invented: 'Dirigí un equipo de 40 ingenieros durante 12 años y tengo un MBA.',
    placeholders: 'Aportaría la misma energía a [Nombre de la empresa].',
    closing: 'Me encantaría conversar sobre cómo puedo ayudar a su equipo. Gracias por su consideración.',
    signOff: 'Saludos cordiales,',
  },
  fr: {
    subject: (t, c) => `Candidature : ${t} chez ${c}`,
    greeting: (r) => (r ? `Bonjour ${r},` : 'Madame, Monsieur,'),
    opening: (t, c) => `Je suis ravi de postuler au poste de ${t} chez ${c}.`,
    industry: (c, i) => `Le travail de ${c} dans le domaine ${i} m'attire particulièrement.`,
    skills: (l) => `Mon parcours comprend ${l}, que l'annonce met en avant.`,
    noSkills: 'Mon CV montre en quoi mon expérience correspond au poste.',
    and: 'et',
    invented: "J'ai dirigé une équipe de 40 ingénieurs pendant 12 ans et je suis titulaire d'un MBA.",
    placeholders: "J'apporterais la même énergie à [Nom de l'entreprise].",
    closing: "Je serais heureux d'échanger avec vous. Merci de votre attention.",
    signOff: 'Cordialement,',
  },
  de: {
    subject: (t, c) => `Bewerbung als ${t} bei ${c}`,
    greeting: (r) => (r ? `Guten Tag ${r},` : 'Sehr geehrte Damen und Herren,'),
    opening: (t, c) => `mit großem Interesse bewerbe ich mich als ${t} bei ${c}.`,
    industry: (c, i) => `Die Arbeit von ${c} im Bereich ${i} reizt mich sehr.`,
    skills: (l) => `Meine Erfahrung umfasst ${l}, was die Anzeige hervorhebt.`,
    noSkills: 'Mein Lebenslauf zeigt, wie meine Erfahrung zur Stelle passt.',
    and: 'und',
    invented: 'Ich habe 12 Jahre lang ein Team von 40 Ingenieuren geleitet und habe einen MBA.',
    placeholders: 'Dieselbe Energie würde ich bei [Firmenname] einbringen.',
    closing: 'Gerne erläutere ich Ihnen in einem Gespräch, wie ich Ihr Team unterstützen kann. Vielen Dank.',
    signOff: 'Mit freundlichen Grüßen',
  },
};

/**
 * The email for a prompt. `invent` adds claims no resume backs (for tests of a grounding check); `placeholders`
 * leaves template slots like a careless model does. Without a sender's name the signature is a "[Your Name]" slot,
 * as models write when they are not told who signs.
 */
export function writeEmail(
  facts: PromptFacts,
  options: { invent?: boolean; placeholders?: boolean } = {},
): WrittenEmail {
  const p = PHRASES[facts.lang];
  const title = facts.jobTitle ?? 'open';
  const company = facts.company ?? 'your company';
  const skills = sharedSkills(facts.resume, facts.jobAd);
  const middle = [
    skills.length ? p.skills(list(skills, p.and)) : p.noSkills,
    options.invent ? p.invented : null,
    options.placeholders ? p.placeholders : null,
  ]
    .filter(Boolean)
    .join(' ');
  const paragraphs = [
    p.greeting(facts.recipient),
    [p.opening(title, company), facts.industry ? p.industry(company, facts.industry) : null].filter(Boolean).join(' '),
    middle,
    p.closing,
    `${p.signOff}\n${options.placeholders || !facts.sender ? '[Your Name]' : facts.sender}`,
  ];
  const subject = facts.lang === 'en' && facts.suggestedSubject ? facts.suggestedSubject : p.subject(title, company);
  return { subject, body: paragraphs.join('\n\n') };
}
