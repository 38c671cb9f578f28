import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface ResolvedDatabase {
  url: string;
  /** Stops the embedded server; nothing for a configured one. */
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. */
export async function resolveDatabase(config: AppConfig, logger: Logger): Promise<ResolvedDatabase> {
  if (config.database.url) return { url: config.database.url, stop: async () => undefined };
  const log = logger.child({ component: 'embedded-postgres' });
  const embedded = await startEmbeddedPostgres(
    config.database.dataDir,
    config.database.embeddedPort,
    (line) => log.debug(line),
    (line) => log.warn(line),
  );
  logger.info({ dataDir: config.database.dataDir }, 'Using the embedded PostgreSQL (DATABASE_URL not set)');
  return embedded;
}
