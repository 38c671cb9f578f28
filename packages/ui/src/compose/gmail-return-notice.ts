import { COPY } from '@app/types';
import type { ToastInput } from '../components/toast-store.js';
import type { GmailReturn } from './pending-job.js';

/**
 * What the person is told when the mail authorisation comes back, on every face (the web reads it from the address,
 * the extension's panel from the mail status): connected, declined (Deny is a choice, said plainly, not an error), or
 * failed. Null when there is nothing to say.
 */
export function gmailReturnNotice(result: Pick<GmailReturn, 'connected' | 'declined' | 'failed'>): ToastInput | null {
  if (result.connected) return { title: COPY.gmail.connectedTitle, description: COPY.gmail.connected };
  if (result.declined) return { title: COPY.gmail.declined };
  if (result.failed) return { title: COPY.gmail.failed, variant: 'destructive' };
  return null;
}
