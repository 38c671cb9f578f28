import type { LanguageWords } from './types.js';

// prettier-ignore
export const ES: LanguageWords = {
  // Spanish drops the pronoun: first-person verbs carry the sender.
  sender: [
    'yo', 'mi', 'mis', 'me', 'mí', 'conmigo', 'nuestro', 'nuestra', 'nuestros', 'nuestras',
    'tengo', 'he', 'soy', 'estoy', 'fui', 'llevo', 'cuento', 'trabajo', 'trabajé', 'domino', 'hablo', 'resido',
    'vivo', 'viví', 'dirijo', 'lidero', 'lideré', 'gestiono', 'presento', 'coordino', 'completé',
    'recibí', 'gané', 'obtuve', 'estudié', 'publiqué', 'participé', 'implanté', 'priorizo', 'elaboro', 'automaticé',
  ],
  company: [
    'usted', 'ustedes', 'su', 'sus', 'tu', 'tus', 'te', 'vuestro', 'vuestra', 'vosotros', 'os',
    'el puesto', 'la empresa', 'el equipo', 'la vacante', 'la posición',
  ],
  caseSensitive: [],
  clauseWords: ['que', 'donde', 'mientras', 'pero', 'aunque', 'porque', 'ya que', 'cuando'],
  hypothetical: [
    'podría', 'podrían', 'me encantaría', 'me gustaría', 'estaría', 'aportaría', 'quisiera', 'espero', 'dispuesto',
    'dispuesta', 'trasladarme', 'incorporarme',
  ],

  numberWords: {
    dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12,
    trece: 13, catorce: 14, quince: 15, dieciséis: 16, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50,
    cien: 100, ciento: 100,
  },
  yearWords: ['años', 'año'],
  months: [
    'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'setiembre', 'octubre',
    'noviembre', 'diciembre', 'ene', 'abr', 'ago', 'dic',
  ],
  fractionWords: { 'un décimo': 10, 'un quinto': 20, 'una quinta parte': 20, 'un cuarto': 25, 'una cuarta parte': 25, 'un tercio': 33.3, 'una tercera parte': 33.3, 'la mitad': 50, 'dos tercios': 66.7, 'tres cuartos': 75 },
  percentWords: ['por ciento'],
  multiplierWords: { mil: 1e3, millón: 1e6, millones: 1e6, 'mil millones': 1e9 },
  currencyWords: ['euros?', 'dólares', 'pesos'],
  presentWords: ['actualidad', 'actual', 'presente', 'hoy'],
  rangeWords: ['a', 'hasta', 'al'],
  sinceWords: ['desde'],
  peopleNouns: [
    'personas', 'ingenier[oa]s', 'desarrollador(?:e|a)s', 'analistas', 'diseñador(?:e|a)s', 'miembros',
    'profesionales', 'empleados', 'colaboradores', 'consultores', 'técnicos', 'becari[oa]s', 'científic[oa]s',
    'contables', 'especialistas', 'comerciales', 'agentes', 'voluntari[oa]s', 'enfermer[oa]s', 'alumn[oa]s',
    'estudiantes', 'docentes', 'mentorizad[oa]s', 'operari[oa]s', 'trabajador(?:e|a)s', 'electricistas', 'conductor(?:e|a)s',
    'cociner[oa]s',
  ],
  teamWords: ['equipos?', 'cuadrillas?', 'brigadas?', 'departamento', 'grupo'],
  approximately: ['más de', 'casi', 'cerca de', 'alrededor de', 'unos', 'unas', 'al menos', 'aproximadamente'],
  moreThanWords: ['más de', 'bastante más de', 'largamente'],
  nearlyWords: ['casi', 'cerca de', 'rozando'],
  decadeWords: ['décadas?', 'decenios?'],
  experienceWords: ['experiencia(?: profesional| laboral)?', 'trayectoria(?: profesional)?'],
  genericFieldWords: ['sector', 'industria', 'ámbito', 'campo', 'mundo', 'carrera', 'total', 'profesión', 'oficio', 'trabajo', 'mercado'],

  educationHeadings: ['formación(?: académica)?', 'educación', 'estudios'],

  degrees: {
    mba: [],
    doctorate: ['doctorado', 'doctora', 'doctor(?= en)', 'tesis doctoral'],
    master: ['máster', 'master', 'maestría', 'posgrado'],
    bachelor: ['licenciatura', 'licenciad[oa]', 'grado en', 'graduad[oa] en', 'diplomatura'],
  },
  schoolWords: ['universidad', 'universitat', 'escuela', 'instituto', 'facultad', 'politécnica', 'IE', 'IESE', 'ESADE', 'EAE'],
  studyCues: [
    'por la', 'por el', 'en la universidad', 'estudié en', 'me gradué en', 'titulad[oa] por', 'graduad[oa] por',
    'egresad[oa] de', 'del', 'de la',
  ],
  certificationCues: [
    'certificación', 'certificaciones', 'certificad[oa]', 'certificado', 'acreditación', 'acreditad[oa]',
    'cualificación', 'titulación', 'título(?: oficial)?', 'colegiad[oa]',
  ],
  membershipCues: ['miembro de(?:l| la)?', 'socio de(?:l| la)?', 'socia de(?:l| la)?', 'colegiad[oa] en(?: el)?'],
  trainingCues: ['curso', 'formación(?: oficial| específica)?'],
  inProgressWords: ['en curso', 'en progreso', 'en preparación', 'cursando'],
  workingTowardsWords: ['preparando', 'cursando', 'terminando', 'completando', 'en curso', 'me preparo', 'estoy sacando'],

  roles: {
    developer: ['desarrollador\\p{L}*', 'ingenier[oa]s?', 'programador\\p{L}*'],
    scientist: ['científic[oa]s?'],
    analyst: ['analistas?'],
    designer: ['diseñador\\p{L}*'],
    researcher: ['investigador\\p{L}*'],
    manager: ['gerentes?', 'responsables?', 'gestor\\p{L}*'],
    director: ['director\\p{L}*'],
    head: ['jef[ea]s?'],
    lead: ['líder(?:es)?'],
    architect: ['arquitect[oa]s?'],
    consultant: ['consultor\\p{L}*'],
    coordinator: ['coordinador\\p{L}*'],
    specialist: ['especialistas?'],
    assistant: ['asistentes?', 'auxiliar(?:es)?'],
    intern: ['becari[oa]s?', 'práctica(?:s|nte)'],
    accountant: ['contables?'],
    controller: ['controller'],
    owner: ['product owner'],
    nurse: ['enfermer[oa]s?', 'matron(?:a|as)'],
    clinician: ['médic[oa]s?', 'farmacéutic[oa]s?', 'fisioterapeutas?', 'terapeutas?'],
    teacher: ['profesor(?:a|es|as)?', 'docentes?', 'maestr[oa]s?', 'formador(?:a|es|as)?'],
    supervisor: ['supervisor(?:a|es|as)?'],
    representative: ['representantes?', 'ejecutiv[oa]s? de cuentas', 'vendedor(?:a|es|as)?'],
    technician: ['mecánic[oa]s?', 'electricistas?'],
    clerk: ['recepcionistas?', 'secretari[oa]s?'],
    advisor: ['asesor(?:a|es|as)?'],
    recruiter: ['reclutador(?:a|es|as)?'],
    buyer: ['compradora?s?'],
    writer: ['redactor(?:a|es|as)?', 'periodistas?', 'editor(?:a|es|as)?'],
    lawyer: ['abogad[oa]s?', 'asesor(?:a)? jurídic[oa]'],
    auditor: ['auditor(?:a|es|as)?'],
  },
  seniority: { 'sénior': 2, senior: 2, 'júnior': 0, junior: 0, jefe: 4, jefa: 4, director: 4, directora: 4, principal: 4 },
  roleCues: [
    'mi (?:actual |anterior |primer )?(?:puesto|cargo|rol|función) (?:actual )?(?:de|como)', 'trabajo como', 'trabajé como',
    '(?:empecé|comencé|arranqué|inicié mi carrera)(?: mi carrera)? como', 'mi carrera (?:empezó|comenzó) como',
  ],
  deputyWords: ['adjunt[oa]', 'de turno', 'segund[oa]', 'suplente', 'en funciones', 'auxiliar', 'ayudante'],
  selfCues: ['como', 'soy', 'fui', 'he sido', 'actualmente soy', 'trabajo como', 'trabajé como', 'ejerzo como', 'mi puesto de', 'mi cargo de'],
  promotionCues: [
    'ascendid[oa](?: a| como)?', 'promocionad[oa](?: a| como)?', 'promocioné(?: a| como)?', 'nombrad[oa](?: como)?',
    'pasé a ser', 'me ascendieron a', 'me nombraron', 'asumí (?:el puesto|el cargo|el rol) de',
  ],
  promotionVerbsAfter: [],
  applyCues: [
    'candidatura', 'postul\\p{L}*', 'optar', 'puesto', 'vacante', 'posición', 'unirme', 'sumarme', 'incorporarme',
    'formar parte', 'aplicar', 'oferta',
  ],

  masteryCues: ['domino', 'manejo', 'uso', 'utilizo', 'utilicé', 'usé', 'tengo dominio de', 'conozco bien', 'soy expert[oa] en'],
  toolNouns: ['herramientas?', 'plataformas?', 'software', 'tecnologías', 'frameworks?', 'aplicaciones'],
  usageCues: ['utilizando', 'usando', 'mediante', 'con ayuda de', 'a través de', 'vía'],
  workCues: [
    'trabaj\\p{L}*', 'he trabajado', 'estuve', 'colaboré', 'como', 'experiencia', 'puesto', 'cargo', 'prácticas',
    'analista', 'después', 'antes',
  ],
  pastWorkCues: ['trabajé', 'he trabajado', 'estuve', 'hice (?:mis |unas |las )?prácticas', 'pasé', 'colaboré', 'fui becari[oa]'],
  employerPrepositions: ['en', 'para'],
  clientNouns: ['clientes?', 'cuentas', 'socios'],
  exampleCues: [
    'como', 'tales como', 'incluid[oa]s', 'incluyendo', 'entre ell[oa]s', 'entre otr[oa]s', 'por ejemplo',
    'p\\. ?ej\\.', 'en concreto', 'en particular', 'sobre todo',
  ],
  orgNouns: ['marcas', 'empresas', 'compañías', 'organizaciones', 'firmas', 'cadenas', 'bancos', 'aseguradoras', 'startups', 'agencias', 'hospitales'],
  clientVerbs: ['trabaj\\p{L}*', 'colaboré', 'colaborado', 'gestioné', 'gestionado', 'asesoré', 'asesorado', 'vendí', 'lancé', 'dirigí'],
  clientListCues: [
    'entre (?:mis|nuestros|los) (?:\\p{L}+ )?(?:clientes|cuentas|marcas)(?: (?:estaban|están|figuraban|figuran|se encontraban|había))?',
    '(?:mis|nuestros) (?:\\p{L}+ )?(?:clientes|cuentas) (?:incluían|incluyen|eran|fueron)',
  ],
  partnerCues: [
    'junto a', 'junto con', 'en colaboración con', 'de la mano de', 'para el cliente',
    '(?:cerré|firmé|negocié) (?:acuerdos|contratos|ventas|operaciones) con', 'vendí a',
  ],
  personTitles: ['dr', 'dra', 'sr', 'sra', 'srta', 'don', 'doña', 'prof'],
  orgWords: ['hotel', 'hostal', 'grupo', 'banco', 'agencia', 'estudio', 'clínica', 'hospital', 'colegio', 'instituto', 'universidad', 'fundación', 'consultoría', 'asesoría', 'servicios', 'soluciones', 'sistemas', 'industrias', 'laboratorios', 'editorial', 'ayuntamiento', 'restaurante', 'centro', 'casa', 'nuevo', 'nueva'],
  clientKinds: [],

  awardCues: [
    'premios?', 'premiad[oa]', 'galardón', 'galardonad[oa]', 'gané', 'ganador\\p{L}*', 'recibí', 'reconocimiento',
    'mención(?: de honor| honorífica)?', 'matrícula de honor', 'beca', 'primer puesto', 'número uno (?:en|de|del)',
    'mejor (?:vendedor|vendedora|comercial) del (?:año|trimestre|mes)', 'emplead[oa] del (?:mes|año|trimestre)',
  ],
  nominationWords: ['nominad[oa]', 'nominación', 'finalista', 'candidatura'],
  recognitionNames: ['Club', 'Círculo', 'Cuadro de Honor'],
  publicationCues: [
    'public\\p{L}*', 'artículos?', 'revista', 'ponente', 'ponencia', 'charla', 'conferencia', 'congreso', '(?:un|mi|el) libro',
    'blog',
  ],

  talkCues: [
    'present(?:é|ado|ada) (?:[\\p{L}-]+ ){0,4}?en', 'expuse (?:[\\p{L}-]+ ){0,4}?en', 'hablé (?:[\\p{L}-]+ ){0,4}?en',
    '(?:impartí|di|dirigí) (?:un |una |el |la )?(?:taller|ponencia|charla|sesión|masterclass) (?:[\\p{L}-]+ ){0,3}?en',
  ],
  venueWords: ['meetups?', 'webinars?', 'seminarios? web', 'jornadas?', 'seminario', 'simposio', 'podcast', 'mesa redonda', 'cumbre'],
  speakingWords: ['presenté', 'presentación', 'presentaciones', 'ponente', 'ponencia', 'charla', 'hablé', 'expuse', 'intervine', 'moderé', 'impartí'],
  languageNames: {
    english: ['inglés'], spanish: ['español', 'castellano'], french: ['francés'], german: ['alemán'],
    italian: ['italiano'], portuguese: ['portugués'], dutch: ['neerlandés', 'holandés'], chinese: ['chino', 'mandarín'],
    japanese: ['japonés'], korean: ['coreano'], arabic: ['árabe'], russian: ['ruso'], turkish: ['turco'],
    polish: ['polaco'], czech: ['checo'], swedish: ['sueco'], catalan: ['catalán', 'valenciano'], basque: ['euskera'],
    galician: ['gallego'],
    greek: ['griego'], hebrew: ['hebreo'], hindi: ['hindi'], tamil: ['tamil'], yoruba: ['yoruba'], ukrainian: ['ucraniano'], romanian: ['rumano'], danish: ['danés'], norwegian: ['noruego'], finnish: ['finlandés'], wolof: ['wolof'],
  },
  levelWords: {
    'básico': 2, 'elemental': 2, 'intermedio': 3, 'medio': 3, 'alto': 5, 'avanzado': 5, 'profesional': 5,
    'fluido': 5, 'con fluidez': 5, 'con soltura': 5, 'soltura': 5, 'fluidez': 5, 'bilingüe': 6, 'nativ[oa]s?': 7, 'lengua materna': 7,
  },
  multilingualWords: { 'bilingüe': 2, 'trilingüe': 3, 'plurilingüe': 3, 'políglota': 3 },
  languagesWord: ['idiomas', 'lenguas'],
  beingCues: ['soy', 'crecí', 'me crié'],
  speakCues: ['hablo', 'habla', 'domino', 'dominio', 'nivel', 'fluidez', 'nativ[oa]', 'bilingüe', 'idiomas?'],

  residenceCues: ['resid\\p{L}*', 'vivo', 'vivir', 'afincad[oa]', 'instalad[oa]', 'radicad[oa]', 'me mudé', 'domicilio'],
  pastResidenceCues: ['viví', 'pasé', 'vivía'],
  stayWords: [
    'años?', 'meses', 'mes', 'semanas', 'semestres?', 'cuatrimestres?', 'veranos?', 'curso(?: académico| escolar)?',
    'año (?:académico|escolar|de intercambio)', 'estancia', 'temporadas?',
  ],
  placePatterns: ['crecí en {place}', 'me crié en {place}', 'nací en {place}', 'soy (?:natural|originari[oa]) de {place}'],
  homePatterns: [
    'hice de {place} mi (?:hogar|casa)', '{place} (?:es|ha sido|se convirtió en) mi (?:hogar|casa|ciudad)',
    'me (?:mudé|trasladé) a {place}',
  ],
  authorisationCues: [
    'permiso de trabajo', 'permiso de residencia', 'residencia', 'nacionalidad', 'ciudadan[oa]', 'visado', 'visa',
    'autorización para trabajar', 'autorizad[oa] para trabajar', 'NIE', 'pasaporte',
  ],

  notNames: [
    'el', 'la', 'los', 'las', 'un', 'una', 'mi', 'mis', 'su', 'sus', 'estimado', 'estimada', 'estimados', 'hola',
    'saludos', 'atentamente', 'gracias', 'buenos', 'buenas', 'además', 'también', 'durante', 'desde', 'antes',
    'después', 'actualmente', 'equipo', 'empresa', 'clientes',
  ],
  functionWords: [
    'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'de', 'del', 'en', 'con', 'por', 'para', 'y', 'o', 'a', 'al', 'mi', 'mis', 'su', 'sus', 'que', 'es', 'son', 'fue', 'he', 'ha', 'sobre', 'tras', 'durante', 'desde', 'como', 'más',
  ],
};
