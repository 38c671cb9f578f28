import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';

export type SearchRunListener = (searchId: string) => Promise<void>;

/**
 * Tells other rooms, in this process, that a search run ended (completed, failed or cancelled): alerts settles a
 * saved search's run at once instead of at its next sweep. A listener's failure is logged and ends nothing else;
 * whatever a crash skips here, the listener's own sweep catches up with.
 */
@Injectable()
export class SearchRunEvents {
  private readonly listeners = new Set<SearchRunListener>();
  private readonly logger: Logger;

  constructor(@Inject(ROOT_LOGGER) rootLogger: Logger) {
    this.logger = rootLogger.child({ component: 'search-run-events' });
  }

  onEnded(listener: SearchRunListener): void {
    this.listeners.add(listener);
  }

  async ended(searchId: string): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(searchId);
      } catch (err) {
        this.logger.warn({ err, searchId }, 'A listener of ended searches failed');
      }
    }
  }
}
