/** The resolved PostgreSQL connection string (configured, or the embedded server's). */
export const DATABASE_URL = Symbol('DATABASE_URL');
