import { COPY, defaultEmailSubject } from '@app/types';
import type { LanguageCode } from './language.js';

/** Languages the built-in composer writes; any other job ad gets English. */
export type TemplateLanguage = 'en' | 'es' | 'fr' | 'de';

export function templateLanguage(lang: LanguageCode | null): TemplateLanguage {
  return lang === 'es' || lang === 'fr' || lang === 'de' ? lang : 'en';
}

export interface RecentRoleWords {
  title: string;
  employer: string | null;
  current: boolean;
}

/** Every sentence of the built-in email, per language. Facts are passed in; nothing else is stated. */
export interface EmailLocale {
  subject(jobTitle: string, companyName: string): string;
  greeting(posterName: string | null, companyName: string): string;
  /** The sentence that says what the email is for, in two wordings (a regenerated draft takes the other). */
  openings: readonly [Wording, Wording];
  /** The resume's achievement, quoted, in two wordings: the first paragraph of the email. */
  achievement: readonly [(quote: string) => string, (quote: string) => string];
  /** The language writes the paragraph after "Sehr geehrte Damen und Herren," in lower case. */
  lowerAfterGreeting?: boolean;
  role(role: RecentRoleWords): string;
  skills(list: string): string;
  /** "A, B and C" in the language. */
  and: string;
  closingLine(companyName: string): string;
  signOff: string;
  /** Who a letter is addressed to when the recipient's name is unknown ("Hiring Manager"). */
  neutralRecipient: string;
  /** The built-in follow-up's text: the first (`last` false) or the last one, and its thanks. */
  followUp(jobTitle: string, companyName: string, last: boolean): string;
  followUpThanks: string;
}

type Wording = (jobTitle: string, companyName: string) => string;

const at = (employer: string | null, word: string) => (employer ? ` ${word} ${employer}` : '');

export const EMAIL_LOCALES: Readonly<Record<TemplateLanguage, EmailLocale>> = {
  en: {
    subject: (jobTitle, companyName) => defaultEmailSubject(jobTitle, companyName),
    greeting: (poster) => `Dear ${poster ?? COPY.search.defaultPosterName},`,
    openings: [
      (jobTitle, companyName) => `I am writing to apply for the ${jobTitle} position at ${companyName}.`,
      (jobTitle, companyName) => `I would like to apply for the ${jobTitle} role at ${companyName}.`,
    ],
    achievement: [
      (quote) => `One result from my work that fits what you are looking for: “${quote}.”`,
      (quote) => `What I would bring to this role shows in one line of my resume: “${quote}.”`,
    ],
    role: ({ title, employer, current }) =>
      current
        ? `I currently work as ${title}${at(employer, 'at')}.`
        : `Most recently, I worked as ${title}${at(employer, 'at')}.`,
    skills: (list) => `My experience with ${list} matches what this role asks for.`,
    and: 'and',
    closingLine: (companyName) =>
      `I would welcome the chance to discuss how I could contribute to ${companyName}. Thank you for your time and consideration.`,
    signOff: 'Best regards,',
    neutralRecipient: COPY.search.defaultPosterName,
    followUp: (jobTitle, companyName, last) =>
      last
        ? `I am writing one last time about the ${jobTitle} role at ${companyName}. If the timing is not right, no need to reply; I wish you and the team all the best.`
        : `I wanted to follow up on my application for the ${jobTitle} role at ${companyName}. I am still very interested and would be glad to talk whenever it suits you.`,
    followUpThanks: 'Thank you for your time.',
  },
  es: {
    subject: (jobTitle, companyName) => `Candidatura para el puesto de ${jobTitle} en ${companyName}`,
    greeting: (poster, companyName) => (poster ? `Estimado/a ${poster}:` : `Estimado equipo de ${companyName}:`),
    openings: [
      (jobTitle, companyName) => `Le escribo para presentar mi candidatura al puesto de ${jobTitle} en ${companyName}.`,
      (jobTitle, companyName) => `Me gustaría presentar mi candidatura al puesto de ${jobTitle} en ${companyName}.`,
    ],
    achievement: [
      (quote) => `Un resultado de mi trabajo que encaja con lo que buscan: «${quote}».`,
      (quote) => `Lo que puedo aportar al puesto se ve en una línea de mi currículum: «${quote}».`,
    ],
    role: ({ title, employer, current }) =>
      current
        ? `Actualmente trabajo como ${title}${at(employer, 'en')}.`
        : `Mi puesto más reciente fue ${title}${at(employer, 'en')}.`,
    skills: (list) => `Mi experiencia con ${list} encaja con lo que pide el puesto.`,
    and: 'y',
    closingLine: (companyName) =>
      `Me encantaría conversar sobre cómo podría contribuir a ${companyName}. Muchas gracias por su tiempo y consideración.`,
    signOff: 'Saludos cordiales,',
    neutralRecipient: 'responsable de selección',
    followUp: (jobTitle, companyName, last) =>
      last
        ? `Le escribo por última vez sobre el puesto de ${jobTitle} en ${companyName}. Si no es el momento, no hace falta que responda; les deseo a usted y al equipo todo lo mejor.`
        : `Quería hacer un seguimiento de mi candidatura al puesto de ${jobTitle} en ${companyName}. Sigo muy interesado/a y me encantaría conversar cuando le venga bien.`,
    followUpThanks: 'Gracias por su tiempo.',
  },
  fr: {
    subject: (jobTitle, companyName) => `Candidature au poste de ${jobTitle} chez ${companyName}`,
    greeting: (poster) => (poster ? `Bonjour ${poster},` : 'Madame, Monsieur,'),
    openings: [
      (jobTitle, companyName) =>
        `Je vous écris pour présenter ma candidature au poste de ${jobTitle} chez ${companyName}.`,
      (jobTitle, companyName) => `Je souhaite poser ma candidature au poste de ${jobTitle} chez ${companyName}.`,
    ],
    achievement: [
      (quote) => `Un résultat de mon parcours qui répond à ce que vous recherchez : « ${quote} ».`,
      (quote) => `Ce que je peux apporter au poste se lit dans une ligne de mon CV : « ${quote} ».`,
    ],
    role: ({ title, employer, current }) =>
      current
        ? `J'occupe actuellement le poste de ${title}${at(employer, 'chez')}.`
        : `Dernièrement, j'ai occupé le poste de ${title}${at(employer, 'chez')}.`,
    skills: (list) => `Mon expérience en ${list} correspond à ce que demande le poste.`,
    and: 'et',
    closingLine: (companyName) =>
      `Ce serait un plaisir d'échanger sur la manière dont je pourrais contribuer à ${companyName}. Je vous remercie de votre temps et de votre attention.`,
    signOff: 'Cordialement,',
    neutralRecipient: 'Madame, Monsieur',
    followUp: (jobTitle, companyName, last) =>
      last
        ? `Je me permets de vous écrire une dernière fois au sujet du poste de ${jobTitle} chez ${companyName}. Si le moment n'est pas le bon, inutile de répondre ; je vous souhaite le meilleur, à vous et à l'équipe.`
        : `Je me permets de revenir vers vous au sujet de ma candidature au poste de ${jobTitle} chez ${companyName}. Le poste m'intéresse toujours beaucoup et je serais ravi(e) d'en discuter quand cela vous convient.`,
    followUpThanks: 'Je vous remercie de votre temps.',
  },
  de: {
    subject: (jobTitle, companyName) => `Bewerbung als ${jobTitle} bei ${companyName}`,
    greeting: (poster) => (poster ? `Guten Tag ${poster},` : 'Sehr geehrte Damen und Herren,'),
    openings: [
      (jobTitle, companyName) => `Hiermit bewerbe ich mich auf die Stelle als ${jobTitle} bei ${companyName}.`,
      (jobTitle, companyName) => `Gerne bewerbe ich mich auf die Stelle als ${jobTitle} bei ${companyName}.`,
    ],
    achievement: [
      (quote) => `Ein Ergebnis aus meiner Arbeit, das zu Ihren Anforderungen passt: „${quote}“.`,
      (quote) => `Was ich in die Stelle einbringe, zeigt eine Zeile meines Lebenslaufs: „${quote}“.`,
    ],
    lowerAfterGreeting: true,
    role: ({ title, employer, current }) =>
      current
        ? `Derzeit arbeite ich als ${title}${at(employer, 'bei')}.`
        : `Zuletzt war ich als ${title}${at(employer, 'bei')} tätig.`,
    skills: (list) => `Meine Erfahrung mit ${list} passt zu den Anforderungen der Stelle.`,
    and: 'und',
    closingLine: (companyName) =>
      `Gerne erläutere ich in einem persönlichen Gespräch, wie ich ${companyName} unterstützen kann. Vielen Dank für Ihre Zeit.`,
    signOff: 'Mit freundlichen Grüßen',
    neutralRecipient: 'Recruiting-Team',
    followUp: (jobTitle, companyName, last) =>
      last
        ? `ich melde mich ein letztes Mal zur Stelle als ${jobTitle} bei ${companyName}. Wenn es gerade nicht passt, müssen Sie nicht antworten; ich wünsche Ihnen und dem Team alles Gute.`
        : `ich möchte mich nach meiner Bewerbung auf die Stelle als ${jobTitle} bei ${companyName} erkundigen. Die Stelle interessiert mich weiterhin sehr, und ich freue mich über ein Gespräch, wann immer es Ihnen passt.`,
    followUpThanks: 'Vielen Dank für Ihre Zeit.',
  },
};

/**
 * The closings people end a letter with, in the languages we write, at the start of a line; what follows may be a
 * few more words ("Viele Grüße aus München", "Best regards, Ada").
 */
export const SIGN_OFF_START =
  /^(?:(?:with )?(?:best|kind|warm|warmest|kindest)(?: regards| wishes)?|regards|(?:yours )?sincerely(?: yours)?|yours (?:truly|faithfully)|respectfully(?: yours)?|thanks(?: again| so much| a lot)?|thank you(?: again)?|many thanks|cheers|all the best|warmly|(?:un )?(?:cordial )?saludos?(?: cordiales)?|un (?:cordial |afectuoso )?saludo|reciba(?:n)? un (?:cordial )?saludo|atentamente|cordialmente|muchas gracias|un abrazo|(?:bien )?cordialement|bien à vous|sinc[eè]res salutations|(?:je vous prie|veuillez) (?:d['’]agréer|agréer)[^\n]*salutations[^\n]*|mit (?:freundlichen|besten) grüßen|(?:viele|beste|liebe|herzliche|freundliche|sonnige) grüße|grüße|atenciosamente|abraços|cordiali saluti|distinti saluti|met vriendelijke groet(?:en)?)(?![\p{L}])/iu;
