import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';

const ADS = {
  en: `We are looking for a Senior Frontend Developer to join our product team. You will build features in React and
TypeScript, work closely with designers, and help us improve the performance of our web app. Requirements: 5+ years
of experience with modern JavaScript, strong communication skills.`,
  es: `Buscamos un Desarrollador Frontend para unirse a nuestro equipo de producto. Trabajarás con React y TypeScript
en el desarrollo de nuevas funcionalidades para nuestros clientes. Requisitos: experiencia de al menos 3 años con
JavaScript, conocimientos de diseño web y ganas de aprender. Ofrecemos trabajo remoto y un buen ambiente.`,
  fr: `Nous recherchons un Développeur Frontend pour rejoindre notre équipe produit. Vous travaillerez sur des
fonctionnalités en React et TypeScript avec les designers. Profil recherché : au moins 3 ans d'expérience, de bonnes
connaissances en JavaScript et le sens du travail en équipe. Le poste est basé à Paris.`,
  de: `Wir suchen einen Frontend-Entwickler für unser Produktteam. Du entwickelst neue Funktionen mit React und
TypeScript und arbeitest eng mit dem Design zusammen. Das bringst du mit: mindestens 3 Jahre Erfahrung mit
JavaScript, gute Kenntnisse in CSS und Freude an der Arbeit im Team. Die Stelle ist in Berlin.`,
  pt: `Procuramos um Desenvolvedor Frontend para fazer parte da nossa equipe de produto. Você vai trabalhar com React
e TypeScript no desenvolvimento de novas funcionalidades. Requisitos: experiência de pelo menos 3 anos com
JavaScript, conhecimento de CSS e vontade de aprender. A vaga é remota e não exige viagens.`,
  it: `Cerchiamo uno Sviluppatore Frontend da inserire nel nostro team di prodotto. Lavorerai con React e TypeScript
allo sviluppo di nuove funzionalità per i clienti. Requisiti: almeno 3 anni di esperienza con JavaScript, buona
conoscenza di CSS e voglia di imparare. Il ruolo è basato a Milano e la sede è in centro.`,
  nl: `Wij zoeken een Frontend Developer voor ons productteam. Je bouwt nieuwe functies met React en TypeScript en
werkt nauw samen met onze designers. Wat we vragen: minimaal 3 jaar ervaring met JavaScript, kennis van CSS en zin
om te leren. De functie is in Amsterdam en het werk is deels op afstand.`,
} as const;

describe('detectLanguage', () => {
  for (const [code, text] of Object.entries(ADS)) {
    it(`recognises a job ad written in ${code}`, () => {
      expect(detectLanguage(text)).toBe(code);
    });
  }

  it('tells Spanish from Portuguese on a short sentence', () => {
    expect(detectLanguage('Buscamos una persona con experiencia en ventas para el equipo de Madrid.')).toBe('es');
    expect(detectLanguage('Procuramos uma pessoa com experiência em vendas para a equipe do Rio.')).toBe('pt');
  });

  it('reads the language of the prose, not of the English tech words in it', () => {
    const text = 'Buscamos un Full Stack Developer con React, Node.js, Docker, Kubernetes y AWS para el equipo.';
    expect(detectLanguage(text)).toBe('es');
  });

  it('ignores case and accents in the way a person would', () => {
    expect(detectLanguage('NOUS RECHERCHONS UN DÉVELOPPEUR POUR NOTRE ÉQUIPE À LYON')).toBe('fr');
  });

  it('answers null when there is too little text to tell', () => {
    expect(detectLanguage('React Developer')).toBeNull();
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage(null)).toBeNull();
    expect(detectLanguage('Kubernetes, AWS, Terraform, Go')).toBeNull();
  });
});
