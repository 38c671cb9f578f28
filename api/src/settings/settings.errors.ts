import { DomainError } from '../common/errors/domain-error.js';

/** Outreach settings that cannot hold together (a limit over the server's ceiling, hours that end before they start). */
export class OutreachSettingsError extends DomainError {
  constructor(message: string) {
    super(422, 'invalid_outreach_settings', message);
  }
}
