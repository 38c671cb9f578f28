import type { Request } from 'express';
import type { AppConfig } from '../config/app-config.js';
import type { VisitorHints } from './billing.service.js';

/** The request's country hints: the configured proxy header (only that one is trusted) and Accept-Language. */
export function visitorHints(req: Request, config: AppConfig): VisitorHints {
  const header = config.billing.countryHeader;
  return {
    proxyCountry: header ? (req.get(header) ?? null) : null,
    acceptLanguage: req.get('accept-language') ?? null,
  };
}
