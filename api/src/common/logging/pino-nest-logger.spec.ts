import { ConsoleLogger, Logger } from '@nestjs/common';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PinoNestLogger } from './logger.js';

/** Nest's own Logger, routed through PinoNestLogger into pino lines we can read back. */
describe('PinoNestLogger behind a Nest Logger', () => {
  let lines: Record<string, unknown>[];

  beforeEach(() => {
    lines = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    Logger.overrideLogger(new PinoNestLogger(pino({ level: 'trace' }, stream)));
  });
  afterEach(() => Logger.overrideLogger(new ConsoleLogger()));

  it('keeps the message and the context of a warn', () => {
    new Logger('SearchQueue').warn('Sweep failed');
    expect(lines[0]).toMatchObject({ level: 40, msg: 'Sweep failed', context: 'SearchQueue' });
  });

  it('keeps the fields, the message and the context of a structured warn', () => {
    new Logger('MailAccountsService').warn({ accountId: 'a1' }, 'Gmail token refresh failed');
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'Gmail token refresh failed',
      context: 'MailAccountsService',
      accountId: 'a1',
    });
  });

  it('keeps the message, the stack and the context of an error', () => {
    const err = new Error('connection refused');
    new Logger('QueueService').error('Queue error', err.stack);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Queue error', context: 'QueueService', stack: err.stack });
  });

  it('keeps an error object, the message and the context of a structured error', () => {
    new Logger('QueueService').error({ err: new Error('connection refused') }, 'Queue error');
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Queue error', context: 'QueueService' });
    expect(lines[0]!.err).toMatchObject({ message: 'connection refused', stack: expect.stringContaining('Error:') });
  });

  it('keeps the message of an error logged without a stack', () => {
    new Logger('OidcService').error('Discovery failed');
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Discovery failed', context: 'OidcService' });
  });

  it("keeps Nest's own lines: a static call with a context, and a thrown Error", () => {
    Logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    const err = new Error('boom');
    Logger.error(err);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'Mapped {/api/health, GET} route', context: 'RouterExplorer' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'boom', err: { message: 'boom', stack: err.stack } });
  });
});
