/**
 * One title in each language we write in: a resume in French names "chef d'équipe" what a German email calls
 * "Vorarbeiter" or "Teamleiter". The stems of the role words do not carry across (a "chef" is no "Leiter"), so these
 * titles are matched whole. Patterns are case-insensitive, on word boundaries; a rank word beside them still counts.
 */
// prettier-ignore
export const TITLE_EQUIVALENTS: Readonly<Record<string, readonly string[]>> = {
  'team lead': [
    'team ?lead(?:er)?', 'foreman', 'forewoman', 'crew lead(?:er)?', 'chef(?:fe)? d[\'’]équipe', 'jef[ea] de (?:equipo|cuadrilla)',
    'capataz', 'contremaître', 'Team ?leiter(?:in)?', 'Teamleitung', 'Vorarbeiter(?:in)?', 'Kolonnenführer(?:in)?',
  ],
  'intensive care nurse': [
    '(?:ICU|critical care|intensive care) nurse', 'enfermer[oa] (?:de|en) (?:UCI|cuidados intensivos|intensivos)',
    'infirmi(?:er|ère) (?:en|de) (?:réanimation|soins intensifs)', 'Intensiv(?:kranken)?pfleger(?:in)?',
    'Intensivkrankenschwester', 'Fachkrankenpfleger(?:in)? für Intensiv\\p{L}*',
  ],
  'postdoctoral researcher': [
    'post-?doc(?:toral)? (?:researcher|fellow|research fellow|scientist)', 'post-?doc',
    'investigador(?:a)? pos(?:t)?doctoral', 'chercheu(?:r|se) post-?doctora(?:l|le)', 'post-?doctorant(?:e)?',
    'Post-?doktorand(?:in)?', 'Post-?doc',
  ],
  'bridge engineer': [
    'bridge engineer', 'ingenier[oa] de puentes', 'ingénieur(?:e)? (?:ponts|ouvrages d[\'’]art)',
    'Brücken(?:bau)?ingenieur(?:in)?',
  ],
  'logistics planner': [
    'logistics planner', 'planificador(?:a)? (?:logístic[oa]|de logística)', 'planificat(?:eur|rice) logistique',
    'Logistikplaner(?:in)?',
  ],
  'freight forwarding clerk': [
    'freight forward(?:ing|er) (?:clerk|agent|specialist|coordinator)', 'freight forwarder', 'Speditionskauf(?:mann|frau)',
    'Kauf(?:mann|frau) für Spedition\\p{L}*', 'transitaire', 'agente de (?:carga|aduanas y transporte)',
  ],
  dispatcher: ['dispatcher', 'Disponent(?:in)?', 'despachador(?:a)?', 'répartit(?:eur|rice)', 'affréteu(?:r|se)'],
};
