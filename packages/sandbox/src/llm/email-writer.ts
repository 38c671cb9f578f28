/**
 * A deterministic "model": it reads the facts a prompt gives (job title, company, recipient, sender, language, job
 * ad, company profile, resume) and writes a short, plausible application email that claims only skills both the
 * resume and the job ad name. Prompts in another shape still get a sensible email.
 */

import { embellish, type EmbellishKind, type Invention } from './embellish.js';

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
  /** The prompt asks for a follow-up in the thread of an earlier email (1, 2), not a first email. */
  followUp: number | null;
}

export interface WrittenEmail {
  subject: string;
  body: string;
  /** What the email claims that the resume does not say, when it was told to embellish. */
  invented: Invention[];
}

/** How the email misbehaves, for tests of the app's checks. */
export interface WriteOptions {
  /** Add "I led a team of 40 engineers for 12 years and I also hold an MBA." (in the email's language). */
  invent?: boolean;
  /** Add one invented claim per kind listed (see embellish.ts). */
  embellish?: readonly EmbellishKind[];
  /** Leave "[Company Name]" and "[Your Name]" slots. */
  placeholders?: boolean;
  /** Sign with the name heading the resume (and a closing of its own), not the sender's name given. */
  signAsResume?: boolean;
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
    followUp: Number(line(all, 'Follow-up number')) || null,
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
  /** The closings a model varies between when it signs by itself. */
  otherSignOffs: string[];
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
    otherSignOffs: ['Thanks,', 'Kind regards,', 'Best,'],
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
    otherSignOffs: ['Un saludo,', 'Atentamente,'],
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
    otherSignOffs: ['Bien à vous,', 'Bien cordialement,'],
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
    otherSignOffs: ['Viele Grüße', 'Beste Grüße'],
  },
};

/** A number for a text, the same every time: what makes the stand-in's choices deterministic per prompt. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** The name heading a resume, when its first line reads like one. */
const resumeName = (resume: string) => {
  const first =
    resume
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  return /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(first) ? first : null;
};

/**
 * The email for a prompt. Without a sender's name the signature is a "[Your Name]" slot, as models write when they
 * are not told who signs. The options make it misbehave on purpose (see WriteOptions).
 */
export function writeEmail(facts: PromptFacts, options: WriteOptions = {}): WrittenEmail {
  if (facts.followUp) return writeFollowUp(facts);
  const p = PHRASES[facts.lang];
  const title = facts.jobTitle ?? 'open';
  const company = facts.company ?? 'your company';
  const skills = sharedSkills(facts.resume, facts.jobAd);
  const seed = seedOf(`${facts.resume}\n${facts.jobAd}`);
  const extra = options.embellish?.length
    ? embellish(
        facts.lang,
        options.embellish,
        {
          resume: facts.resume,
          realSkill: SKILLS.find((s) => mentions(facts.resume, s) >= 0) ?? null,
          adSkill: SKILLS.find((s) => mentions(facts.jobAd, s) >= 0 && mentions(facts.resume, s) < 0) ?? null,
        },
        seed,
      )
    : { sentences: [], invented: [] };
  const middle = [
    skills.length ? p.skills(list(skills, p.and)) : p.noSkills,
    options.invent ? p.invented : null,
    ...extra.sentences,
    options.placeholders ? p.placeholders : null,
  ]
    .filter(Boolean)
    .join(' ');
  const signer = options.signAsResume ? (resumeName(facts.resume) ?? facts.sender) : facts.sender;
  const signOff = options.signAsResume ? p.otherSignOffs[seed % p.otherSignOffs.length]! : p.signOff;
  const paragraphs = [
    p.greeting(facts.recipient),
    [p.opening(title, company), facts.industry ? p.industry(company, facts.industry) : null].filter(Boolean).join(' '),
    middle,
    p.closing,
    `${signOff}\n${options.placeholders || !signer ? '[Your Name]' : signer}`,
  ];
  const subject = facts.lang === 'en' && facts.suggestedSubject ? facts.suggestedSubject : p.subject(title, company);
  return { subject, body: paragraphs.join('\n\n'), invented: extra.invented };
}

/** A short follow-up in the thread of an earlier email: a reminder, no new claims. */
function writeFollowUp(facts: PromptFacts): WrittenEmail {
  const p = PHRASES[facts.lang];
  const title = facts.jobTitle ?? 'open';
  const company = facts.company ?? 'your company';
  const middle =
    facts.followUp! > 1
      ? `One last note about the ${title} role at ${company}: if the timing is not right, no need to reply.`
      : `I am following up on my application for the ${title} role at ${company}. I am still very interested and would be glad to talk.`;
  const body = [p.greeting(facts.recipient), middle, `${p.signOff}\n${facts.sender ?? ''}`.trim()].join('\n\n');
  return { subject: facts.suggestedSubject ?? `Re: ${p.subject(title, company)}`, body, invented: [] };
}
