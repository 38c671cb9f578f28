import type { SmtpAccountRequest } from '@app/types';

/** The 'Add SMTP account' form as typed (the port as text until it is checked). */
export interface SmtpFormValues {
  emailAddress: string;
  host: string;
  port: string;
  /** TLS from the first byte (usually 465); off means STARTTLS when the server offers it (usually 587). */
  secure: boolean;
  username: string;
  password: string;
  /** The same mailbox's IMAP server, to see replies (optional; the SMTP login is used). */
  imapHost: string;
  imapPort: string;
}

export type SmtpFormErrors = Partial<Record<keyof SmtpFormValues, string>>;

export const EMPTY_SMTP_FORM: SmtpFormValues = {
  emailAddress: '',
  host: '',
  port: '587',
  secure: false,
  username: '',
  password: '',
  imapHost: '',
  imapPort: '993',
};

/** Known providers' settings, to fill the form in one click. */
export const SMTP_PRESETS = [
  { name: 'Outlook.com', host: 'smtp-mail.outlook.com', port: 587, secure: false },
  { name: 'Microsoft 365', host: 'smtp.office365.com', port: 587, secure: false },
  { name: 'Zoho Mail', host: 'smtp.zoho.com', port: 465, secure: true },
] as const;

/** Turning TLS on or off moves the port between the usual 587 and 465, unless the user typed another one. */
export function withTls(values: SmtpFormValues, secure: boolean): SmtpFormValues {
  const port = values.port.trim();
  if (secure && port === '587') return { ...values, secure, port: '465' };
  if (!secure && port === '465') return { ...values, secure, port: '587' };
  return { ...values, secure };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A host name or IPv4 address: letters, digits, hyphens and dots, not starting or ending with a dot or hyphen. */
const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i;

export function validateSmtpForm(values: SmtpFormValues): SmtpFormErrors {
  const errors: SmtpFormErrors = {};
  if (!EMAIL.test(values.emailAddress.trim())) errors.emailAddress = 'Enter the email address you send from';
  if (!HOST.test(values.host.trim())) errors.host = 'Enter the SMTP server, like smtp.example.com';
  const port = Number(values.port.trim());
  if (!Number.isInteger(port) || port < 1 || port > 65535) errors.port = 'Enter a port from 1 to 65535';
  if (!values.password) errors.password = 'Enter the password or app password';
  if (values.imapHost.trim()) {
    if (!HOST.test(values.imapHost.trim())) errors.imapHost = 'Enter the IMAP server, like imap.example.com';
    const imapPort = Number(values.imapPort.trim());
    if (!Number.isInteger(imapPort) || imapPort < 1 || imapPort > 65535)
      errors.imapPort = 'Enter a port from 1 to 65535';
  }
  return errors;
}

/** The request; the username is the email address unless another was given (as most providers expect). */
export function smtpRequestFrom(values: SmtpFormValues): SmtpAccountRequest {
  const emailAddress = values.emailAddress.trim();
  return {
    emailAddress,
    host: values.host.trim(),
    port: Number(values.port.trim()),
    secure: values.secure,
    username: values.username.trim() || emailAddress,
    password: values.password,
    // IMAP on 993 is TLS from the start; 143 upgrades with STARTTLS when the server offers it.
    ...(values.imapHost.trim()
      ? {
          imap: {
            host: values.imapHost.trim(),
            port: Number(values.imapPort.trim()),
            secure: values.imapPort.trim() === '993',
          },
        }
      : {}),
  };
}
