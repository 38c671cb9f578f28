/** The root pino logger, for code that wants structured fields beyond Nest's Logger (e.g. the site fetcher). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
