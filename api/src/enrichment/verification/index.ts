export { EmailVerifier } from './email-verifier.js';
export type { EmailVerifierOptions } from '../../config/email-verifier-options.js';
export type { DomainFacts, DomainVerification, Verdict, VerifierStats, VerifyDomainOptions } from './types.js';
export { isRoleLocalPart, isValidLocalPart, normalizeDomain, parseAddress, type ParsedAddress } from './address.js';
export { isDisposableDomain } from './disposable.js';
export { type AddressLookup, type MxLookup, MxResolver, type MxResolverOptions, type TxtLookup } from './mx.js';
export { classifyRcptReply, type RcptClass } from './rcpt-reply.js';
export {
  SmtpClient,
  type SmtpConnection,
  type SmtpConnectOptions,
  type SmtpExchange,
  type SmtpFailureKind,
  type SmtpReply,
  SmtpTransportError,
} from './smtp-client.js';
