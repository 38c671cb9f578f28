import { COPY, type MailAccount, type MailStatus } from '@app/types';

/** How an email would leave right now: the user's Gmail, an SMTP mailbox, or nothing usable yet. */
export type SendChannel =
  | { kind: 'gmail'; address: string | null }
  /** `address` is null when only the status is known (it says a mailbox can send, not which). */
  | { kind: 'smtp'; address: string | null }
  | { kind: 'none'; reason: 'not-connected' | 'needs-reauth' };

/** The account sending uses: the one marked default, else the only one. */
export function defaultMailAccount(accounts: readonly MailAccount[] | null | undefined): MailAccount | undefined {
  if (!accounts || accounts.length === 0) return undefined;
  return accounts.find((a) => a.isDefault) ?? (accounts.length === 1 ? accounts[0] : undefined);
}

/**
 * The channel from the mail status and the account list. The account list decides when it is known (an SMTP
 * default sends as itself); without it (not loaded, or the call failed) the status decides: `authorized` means
 * some mailbox can send now, `isConnected` that Gmail is linked, `needsRefresh` that Google refused its grant.
 */
export function sendChannel(
  status: MailStatus | null | undefined,
  accounts: readonly MailAccount[] | null | undefined,
): SendChannel {
  const account = defaultMailAccount(accounts);
  const gmailUsable = Boolean(status?.authorized) && !status?.needsRefresh;
  if (account?.provider === 'smtp') {
    return account.needsReauth
      ? { kind: 'none', reason: 'needs-reauth' }
      : { kind: 'smtp', address: account.emailAddress };
  }
  if (account?.provider === 'gmail') {
    if (account.needsReauth || status?.needsRefresh) return { kind: 'none', reason: 'needs-reauth' };
    // The status may be missing (still loading); the account itself says it is usable.
    return status && !status.authorized
      ? { kind: 'none', reason: 'not-connected' }
      : { kind: 'gmail', address: account.emailAddress };
  }
  if (gmailUsable) {
    return status?.isConnected ? { kind: 'gmail', address: null } : { kind: 'smtp', address: null };
  }
  return { kind: 'none', reason: status?.needsRefresh ? 'needs-reauth' : 'not-connected' };
}

export interface SendButtonLabel {
  /** 'send' sends; 'setup' opens the 'Enable Gmail Sending' prompt. */
  action: 'send' | 'setup';
  text: string;
  /** The mailbox it sends from, when that is worth saying (SMTP). */
  detail: string | null;
}

/** 'Send via Gmail', 'Send' (from an SMTP address), or 'Setup Gmail' (spec §4). */
export function sendButtonLabel(channel: SendChannel): SendButtonLabel {
  switch (channel.kind) {
    case 'gmail':
      return { action: 'send', text: COPY.compose.sendViaGmail, detail: null };
    case 'smtp':
      return { action: 'send', text: COPY.compose.send, detail: channel.address };
    case 'none':
      return { action: 'setup', text: COPY.compose.setupGmail, detail: null };
  }
}

export interface DraftActivity {
  subject: string;
  body: string;
  generating: boolean;
  sending: boolean;
}

/** Send is disabled without a subject or a body, and while generating or sending (spec §5). */
export function canSend({ subject, body, generating, sending }: DraftActivity): boolean {
  return subject.trim().length > 0 && body.trim().length > 0 && !generating && !sending;
}

/** Regenerate is blocked while generating (spec §4), and while a send is in flight. */
export function canRegenerate({ generating, sending }: Pick<DraftActivity, 'generating' | 'sending'>): boolean {
  return !generating && !sending;
}
