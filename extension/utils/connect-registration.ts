import { connectPageMatch } from './match-patterns';
import { appOriginOf } from './token-handoff';

/** Id of the connect content script registered at run time for an app address other than the build-time one. */
export const CONNECT_SCRIPT_ID = 'connect-custom-origin';

/** The built connect content script (entrypoints/connect.content.ts), as the manifest declares it. */
export const CONNECT_SCRIPT_FILE = 'content-scripts/connect.js';

/** What an app address needs beyond the manifest for signing in: a host permission and a connect page match. */
export interface ConnectRegistration {
  /** The optional host permission to ask for (no port: Firefox's match patterns have none; it covers all ports). */
  hostPermission: string;
  /** The connect page pattern the content script is registered for. */
  matches: string[];
}

/** Host permission pattern of an address: its scheme and host name, any port, any path. */
export function hostPermissionFor(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/**
 * What the saved app address needs registered so the connect page can hand over a token: null when the manifest's
 * connect content script (declared for the build-time address) already matches it, or when it is not http(s).
 * The manifest's pattern leaves the port out, so another port on the build-time host needs nothing.
 */
export function connectRegistrationFor(savedUrl: string, buildTimeUrl: string): ConnectRegistration | null {
  const saved = appOriginOf(savedUrl);
  if (!saved) return null;
  const builtIn = appOriginOf(buildTimeUrl);
  if (builtIn && connectPageMatch(builtIn) === connectPageMatch(saved)) return null;
  return { hostPermission: hostPermissionFor(saved), matches: [connectPageMatch(saved)] };
}

/** A content script registered at run time, as far as this code reads or writes it. */
export interface DynamicContentScript {
  id: string;
  matches?: string[];
  js?: string[];
  runAt?: 'document_start' | 'document_end' | 'document_idle';
  persistAcrossSessions?: boolean;
}

/** The part of the extension API the registration uses (`browser` in the extension; a stand-in in tests). */
export interface RegistrationApi {
  permissions: { contains(permissions: { origins: string[] }): Promise<boolean> };
  scripting: {
    getRegisteredContentScripts(filter: { ids: string[] }): Promise<DynamicContentScript[]>;
    registerContentScripts(scripts: DynamicContentScript[]): Promise<void>;
    updateContentScripts(scripts: DynamicContentScript[]): Promise<void>;
    unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
  };
}

/**
 * How the run-time registration ended: not needed (the manifest covers the address), registered, or missing the
 * host permission (then nothing is registered and sign-in at that address cannot finish).
 */
export type RegistrationOutcome = 'not-needed' | 'registered' | 'permission-missing';

const sameList = (a: string[] | undefined, b: string[]) =>
  (a ?? []).length === b.length && b.every((item, i) => a?.[i] === item);

/**
 * Makes the run-time connect content script match the saved address: registers, updates or unregisters it.
 * The host permission is only checked here; asking for it needs a user gesture (the options page's Save).
 */
export async function syncConnectRegistration(
  savedUrl: string,
  buildTimeUrl: string,
  api: RegistrationApi,
): Promise<RegistrationOutcome> {
  const wanted = connectRegistrationFor(savedUrl, buildTimeUrl);
  const [existing] = await api.scripting.getRegisteredContentScripts({ ids: [CONNECT_SCRIPT_ID] });
  const allowed = wanted ? await api.permissions.contains({ origins: [wanted.hostPermission] }) : false;
  if (!wanted || !allowed) {
    if (existing) await api.scripting.unregisterContentScripts({ ids: [CONNECT_SCRIPT_ID] });
    return wanted ? 'permission-missing' : 'not-needed';
  }
  const script: DynamicContentScript = {
    id: CONNECT_SCRIPT_ID,
    matches: wanted.matches,
    js: [CONNECT_SCRIPT_FILE],
    runAt: 'document_start',
    persistAcrossSessions: true,
  };
  if (!existing) await api.scripting.registerContentScripts([script]);
  else if (!sameList(existing.matches, script.matches!) || !sameList(existing.js, script.js!)) {
    await api.scripting.updateContentScripts([script]);
  }
  return 'registered';
}
