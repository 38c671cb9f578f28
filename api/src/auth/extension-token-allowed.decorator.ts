import { SetMetadata } from '@nestjs/common';

export const EXTENSION_TOKEN_ALLOWED = 'auth:extensionTokenAllowed';

/**
 * Opens one route, behind SignedInGuard, to the browser extension's device token: what the side panel does (read
 * the user, searches, contact lookups, compose and send, read applications). Every other route needs the web
 * session, so a leaked token cannot export or delete the account, change mailboxes, settings or billing, or mint
 * tokens. Put it on the handler, never the controller, so each opening is a decision someone made.
 */
export const ExtensionTokenAllowed = () => SetMetadata(EXTENSION_TOKEN_ALLOWED, true);
