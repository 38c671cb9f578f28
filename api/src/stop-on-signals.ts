import type { Logger } from 'pino';

/**
 * On SIGTERM or SIGINT, runs the stop steps in order (each even if an earlier one failed) and exits. The entry
 * points own the signals: the app closes first (in-flight requests finish, workers stop), the database last.
 */
export function stopOnSignals(logger: Logger, steps: [string, () => Promise<unknown>][]): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight work');
    let clean = true;
    for (const [what, step] of steps) {
      try {
        await step();
      } catch (err) {
        clean = false;
        logger.error({ err }, `Stopping the ${what} failed`);
      }
    }
    logger.info(clean ? 'Stopped cleanly' : 'Stopped with errors');
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
