/** Degree levels a claim can name; an MBA is a master's degree with its own name. */
export type DegreeLevel = 'bachelor' | 'master' | 'mba' | 'doctorate';

/** Languages a person speaks, by their English name in lower case. */
export type SpokenLanguage = string;

/**
 * The words one language gives the detectors. Entries are whole words unless the field says "pattern": patterns
 * are regular-expression fragments (stems such as `entwickler\p{L}*`, optional endings), matched case-insensitively
 * on word boundaries. Every field may be empty for a language the detectors know little about.
 */
export interface LanguageWords {
  // Who a sentence is about.
  /** Patterns: words that put a clause on the sender ("I", "my", "tengo"). */
  sender: string[];
  /** Patterns: words that put a clause on the company ("you", "the role", "Ihre"). */
  company: string[];
  /** Of `sender` and `company`, those that count only as written (German "Sie", English "I"). */
  caseSensitive: string[];
  /** Words that open a new clause ("which", "but"). */
  clauseWords: string[];
  /** Patterns: what makes a clause a wish, not a fact ("would", "me encantaría", "würde"). */
  hypothetical: string[];

  // Numbers.
  numberWords: Record<string, number>;
  /** Patterns: "years", "años", "Jahren?". */
  yearWords: string[];
  /** Patterns: month names and abbreviations. */
  months: string[];
  percentWords: string[];
  multiplierWords: Record<string, number>;
  /** Patterns: fractions a change is given in ("a fifth", "un tercio", "moitié", "ein Drittel"), as percentages. */
  fractionWords: Record<string, number>;
  currencyWords: string[];
  /** Words a resume ends a date range with: "present", "heute". */
  presentWords: string[];
  /** Words between two dates: "to", "bis", "hasta". */
  rangeWords: string[];
  /** Words before a year that say since when: "since", "desde", "seit", "depuis". */
  sinceWords: string[];
  /** Patterns: nouns that count people ("engineers", "personas", "Entwickler:innen"). */
  peopleNouns: string[];
  /** Patterns: words for a team ("team", "equipo", "équipe"). */
  teamWords: string[];
  /** Patterns: words that say a number is a lower bound or approximate ("more than", "über", "près de"). */
  approximately: string[];
  /** Patterns: of those, the ones that say more than the number ("more than", "over", "über", "plus de", "gut"). */
  moreThanWords: string[];
  /** Patterns: of those, the ones that say a little less than it ("nearly", "casi", "près de", "knapp"). */
  nearlyWords: string[];
  /** Patterns: "decades?", "décadas?", "décennies?", "Jahrzehnte?n?": ten years each. */
  decadeWords: string[];
  /** Patterns: "experience", "experiencia", "expérience", "Berufserfahrung": what years of are claimed. */
  experienceWords: string[];
  /** Words that name no field of work ("sector", "industry", "Branche", "domaine"): years in them are a career's. */
  genericFieldWords: string[];

  // Resume structure.
  /** Patterns: headings of a resume's education section. */
  educationHeadings: string[];
  /** Patterns: headings of sections that are no paid work ("Volunteering", "Ehrenamt"): their dates are no jobs. */
  unpaidHeadings: string[];

  // Degrees, schools, certifications.
  /** Patterns per level. */
  degrees: Record<DegreeLevel, string[]>;
  /** Patterns: words that name a school ("University", "Hochschule", "École"). */
  schoolWords: string[];
  /**
   * Patterns: words that lead to where someone studied, up to the school ("graduated from", "un cursus à l'",
   * "Studium an der"): a school's initials after them name a school ("studied at UCL").
   */
  studyCues: string[];
  /** Patterns: "certified", "certificación", "zertifiziert". */
  certificationCues: string[];
  /** Patterns: "member of", "miembro de", "Mitglied im". */
  membershipCues: string[];
  /** Patterns: trainings, whose name follows ("training in", "curso de", "formation de", "Weiterbildung zur"). */
  trainingCues: string[];
  /** Patterns: what says on a resume that a credential is not held yet ("in progress", "en curso", "laufend"). */
  inProgressWords: string[];
  /** Patterns: what says in an email that the sender is still working for one ("working towards", "preparando"). */
  workingTowardsWords: string[];

  // Titles.
  /** Patterns: role nouns, by a concept shared across languages ("developer" → "Entwickler\p{L}*"). */
  roles: Record<string, string[]>;
  /** Patterns: seniority words and their rank (senior 2, lead 3, head 4). */
  seniority: Record<string, number>;
  /** Patterns: what puts a title on the sender ("as a", "I am", "soy", "als"). */
  selfCues: string[];
  /**
   * Patterns: what says the title that follows is the sender's own role, now or once ("my current role as", "I work
   * as", "I started out as", "begann als"): what follows is a title even without a known role word.
   */
  roleCues: string[];
  /** Patterns: words that put a title a step below the same title without them ("deputy", "de turno", "stellvertretende"). */
  deputyWords: string[];
  /** Patterns: what makes a title the job applied for ("apply", "join", "puesto", "bewerbe"). */
  applyCues: string[];
  /**
   * Patterns: what gives the sender a new title, which follows ("promoted to", "ascendida a", "promue"): what
   * follows is a title even without a known role word ("promoted to charge nurse").
   */
  promotionCues: string[];
  /** Patterns: verbs after the title they give ("zum Teamleiter befördert"). */
  promotionVerbsAfter: string[];

  /** Patterns: what puts a tool after it ("using", "utilizando", "à l'aide de", "mithilfe von"). */
  usageCues: string[];
  /** Patterns: what says the sender masters the tools after it ("I'm proficient in", "domino", "je maîtrise"). */
  masteryCues: string[];
  /** Patterns: nouns for tools ("tools", "herramientas", "outils", "Werkzeuge"): examples after them are tools. */
  toolNouns: string[];

  // Employers.
  /** Patterns: verbs and nouns of working somewhere ("worked", "trabajé", "tätig"). */
  workCues: string[];
  /** Patterns: verbs of having worked somewhere, in the past ("worked", "interned", "hice prácticas", "gearbeitet"). */
  pastWorkCues: string[];
  /** Prepositions before an employer after a work cue ("at", "en", "chez", "bei"). */
  employerPrepositions: string[];
  /** Patterns: nouns for the organisations one works for or with ("clients", "cuentas", "Großkunden"). */
  clientNouns: string[];
  /** Patterns: words that bring examples after such a noun ("such as", "como", "notamment", "darunter"). */
  exampleCues: string[];
  /** Patterns: nouns for organisations in general ("brands", "empresas", "Marken"): clients only with `clientVerbs`. */
  orgNouns: string[];
  /** Patterns: verbs of working for or with someone ("worked", "gestioné", "accompagné", "betreut"). */
  clientVerbs: string[];
  /** Patterns: "among my clients were", "entre mis clientes", "zu meinen Kunden zählten": names follow. */
  clientListCues: string[];
  /** Patterns: working beside an organisation ("alongside", "junto a", "aux côtés de"): its name follows. */
  partnerCues: string[];
  /** Words of address before a person's name ("Dr", "Mme", "Herr"): what follows is no organisation. */
  personTitles: string[];
  /** Plural nouns for kinds of clients that a language capitalises (German "Händler"): no names. */
  clientKinds: string[];
  /**
   * Words organisations of every kind put in their names ("Hotel", "Grupo", "Studio", "Klinik"): a name's start made
   * of them alone ("Hotel" of "Hotel Alcázar Real") tells no organisation from another.
   */
  orgWords: string[];

  // Awards and publications.
  /** Patterns: "award", "won", "premio", "Preis". */
  awardCues: string[];
  /** Patterns: "nominated", "shortlisted", "Nominierung". */
  nominationWords: string[];
  /**
   * Patterns, matched as written: words that make a capitalised name a recognition ("President's Club",
   * "Chairman's Circle", "Club del Presidente", "Hall of Fame").
   */
  recognitionNames: string[];
  /** Patterns: "published", "article", "Vortrag". */
  publicationCues: string[];
  /** Patterns: a talk's verb and the words up to its venue ("presented our work at"); a named venue must follow. */
  talkCues: string[];
  /** Patterns: events one speaks at ("meetup", "webinar", "Barcamp"); a talk when the sentence says one spoke. */
  venueWords: string[];
  /** Patterns: words that say one spoke ("presented", "ponencia", "intervenu", "vorgestellt"). */
  speakingWords: string[];

  // Languages spoken.
  /** Each spoken language's names in this language (patterns), keyed by its English name. */
  languageNames: Record<SpokenLanguage, string[]>;
  /** Patterns: level words and their rank on the CEFR scale (A1 = 1 … C2 = 6; native 7). */
  levelWords: Record<string, number>;
  /** Patterns: "speak", "fluent", "hablo", "spreche". */
  speakCues: string[];
  /** Patterns: words for speaking several languages, and how many ("bilingual" 2, "trilingüe" 3). */
  multilingualWords: Record<string, number>;
  /** Patterns: what makes such a word said of the sender ("I'm", "soy", "je suis", "ich bin"). */
  beingCues: string[];
  /** Patterns: a language good enough for a purpose, no level above B1 ("enough for", "reicht", "suffisant"). */
  enoughWords: string[];
  /** Patterns: a level of mastery said right before a skill, with its link ("advanced", "experto en"). */
  expertWords: string[];
  /** Patterns: a beginner's level next to a skill ("basic", "Grundkenntnisse", "notions"). */
  basicWords: string[];
  /** Patterns: taking part, which backs no win ("took part", "teilgenommen", "classée 7"). */
  tookPartWords: string[];
  /** Patterns: when, not what, before a title that opens a sentence ("Previously", "Auparavant", "Zuvor"). */
  timeAdverbs: string[];
  /** Words: a driving licence's own word ("licence", "Führerschein", "permis"). */
  licenceWords: string[];
  /** Patterns: the word "languages" ("three languages", "cuatro idiomas", "drei Sprachen"). */
  languagesWord: string[];

  // Where the sender lives and may work.
  /** Patterns: where one lives now, its place after it: "live in", "based in", "resido en", "wohne in". */
  residenceCues: string[];
  /** Patterns: where one lived or stayed, its place after it: "lived in", "spent … in", "pasé", "vécu". */
  pastResidenceCues: string[];
  /** Patterns: a stay between a cue and its place ("a semester", "un año académico", "une année d'échange"). */
  stayWords: string[];
  /**
   * Patterns around a place, written `{place}`: "called {place} home", "{place} ist meine Wahlheimat", "grew up in
   * {place}", "in {place} aufgewachsen". The place is a capitalised name.
   */
  placePatterns: string[];
  /** Patterns written like `placePatterns`, for where one lives now: "called {place} home", "in {place} wohne". */
  homePatterns: string[];
  /** Patterns: "work permit", "right to work", "citizen", "Arbeitserlaubnis". */
  authorisationCues: string[];

  /** Words that start capitalised phrases but are never an organisation's name. */
  notNames: string[];
  /** Articles, prepositions and the like: left out when the words of a claim are compared. */
  functionWords: string[];
}
