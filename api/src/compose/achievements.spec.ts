import { describe, expect, it } from 'vitest';
import { firstSentence, rankAchievements, resumeAchievements } from './achievements.js';

const RESUME = `Ada Lovelace · ada@example.com · https://ada.dev
EXPERIENCE
Senior Frontend Engineer, Globex (2019 – present)
- Cut the JavaScript bundle size by 38% with code splitting. Presented it at the meetup.
- Led the migration of 14 pages to TypeScript and React.
- Attended weekly planning meetings.
EDUCATION
- BSc Computer Science, University of Leeds, 2012 – 2016`;

describe('resumeAchievements', () => {
  it('keeps bullets with a result (a figure or a verb of outcome), each cut to its first sentence', () => {
    expect(resumeAchievements(RESUME)).toEqual([
      'Cut the JavaScript bundle size by 38% with code splitting',
      'Led the migration of 14 pages to TypeScript and React',
    ]);
  });

  it('reads the outcomes of Spanish, French and German resumes', () => {
    const lines = [
      '- Reduje el tiempo de carga de la web a la mitad.',
      '- Amélioration du taux de conversion du tunnel de paiement.',
      '• Einführung von Docker und GitLab CI für das Team.',
      '- Asistencia a reuniones del equipo.',
    ].join('\n');
    expect(resumeAchievements(lines)).toEqual([
      'Reduje el tiempo de carga de la web a la mitad',
      'Amélioration du taux de conversion du tunnel de paiement',
      'Einführung von Docker und GitLab CI für das Team',
    ]);
  });

  it('reads sentences when a resume has no bullets, never a heading or a contact line', () => {
    const resume = [
      'Ada Lovelace',
      'London · +44 7700 900123 · open to relocation',
      'Senior Frontend Developer, Initech',
      'AWS Certified Developer – Associate (2022)',
      'I grew monthly revenue by 20% in one year.',
      'React',
    ].join('\n');
    expect(resumeAchievements(resume)).toEqual(['I grew monthly revenue by 20% in one year']);
  });

  it('never takes a phone number for a figure', () => {
    expect(resumeAchievements('- Call me on +44 7700 900123 any time you like')).toEqual([]);
  });
});

describe('firstSentence', () => {
  it('does not cut inside numbers or names with dots', () => {
    expect(firstSentence('- Sped up Node.js builds 2.5x for 12 teams. Then more.')).toBe(
      'Sped up Node.js builds 2.5x for 12 teams',
    );
  });
});

describe('rankAchievements', () => {
  it('ranks the line that does what the ad wants done first, in other words too ("cut" for "reduce")', () => {
    const ranked = rankAchievements(RESUME, 'Help us reduce our bundle size. React and TypeScript.');
    expect(ranked.map((a) => a.text)).toEqual([
      'Cut the JavaScript bundle size by 38% with code splitting',
      'Led the migration of 14 pages to TypeScript and React',
    ]);
    expect(ranked[1]!.skills).toEqual(['TypeScript', 'React']);
  });

  it('matches goals across languages and leaves out lines that share nothing with the ad', () => {
    const resume = '- Reduje el tiempo de carga de la web a la mitad.\n- Organicé 3 jornadas de puertas abiertas.';
    expect(
      rankAchievements(resume, 'Queremos reducir el tiempo de carga de nuestra tienda.').map((a) => a.text),
    ).toEqual(['Reduje el tiempo de carga de la web a la mitad']);
    expect(rankAchievements(resume, 'Kubernetes operators wanted')).toEqual([]);
  });
});
