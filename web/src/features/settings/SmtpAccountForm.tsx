import { queryKeys } from '@app/client';
import { Button, Input, Label, Spinner, Switch, toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../app/api';
import { FieldError } from '../../lib/FieldError';
import {
  EMPTY_SMTP_FORM,
  SMTP_PRESETS,
  smtpRequestFrom,
  validateSmtpForm,
  withTls,
  type SmtpFormErrors,
  type SmtpFormValues,
} from './smtp-form';

/** 'Add SMTP account': any mailbox that sends over SMTP; the server connects to it before saving. */
export function SmtpAccountForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState<SmtpFormValues>(EMPTY_SMTP_FORM);
  const [errors, setErrors] = useState<SmtpFormErrors>({});

  const add = useMutation({
    mutationFn: () => api.addSmtpAccount(smtpRequestFrom(values)),
    onSuccess: (account) => {
      toast({ title: 'Mailbox added', description: `Emails can now be sent from ${account.emailAddress}.` });
      void queryClient.invalidateQueries({ queryKey: queryKeys.mailAccounts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.mailStatus });
      onDone();
    },
  });

  const update = (patch: Partial<SmtpFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof SmtpFormValues];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSmtpForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate();
  };

  const field = (name: keyof SmtpFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border bg-muted/20 p-4" data-testid="smtp-form">
      <div className="grid gap-1 text-sm">
        <p className="font-medium">Add an SMTP account</p>
        <p className="text-muted-foreground">
          Outlook, Zoho or your own domain: use your mail provider&apos;s SMTP server and an app password (made in your
          account&apos;s security settings) rather than your usual password. Microsoft accounts send only when SMTP
          sign-in is allowed for them.
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <span className="text-xs text-muted-foreground">Fill in for</span>
          {SMTP_PRESETS.map((preset) => (
            <Button
              key={preset.name}
              type="button"
              size="sm"
              variant="outline"
              className="h-7 px-2 text-xs"
              onClick={() => update({ host: preset.host, port: String(preset.port), secure: preset.secure })}
            >
              {preset.name}
            </Button>
          ))}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-emailAddress`}>Email address</Label>
          <Input
            {...field('emailAddress')}
            type="email"
            autoComplete="email"
            placeholder="you@your-domain.com"
            value={values.emailAddress}
            onChange={(event) => update({ emailAddress: event.target.value })}
          />
          <FieldError id={`${id}-emailAddress-error`} message={errors.emailAddress} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-host`}>SMTP server</Label>
          <Input
            {...field('host')}
            placeholder="smtp.your-domain.com"
            autoCapitalize="none"
            spellCheck={false}
            value={values.host}
            onChange={(event) => update({ host: event.target.value })}
          />
          <FieldError id={`${id}-host-error`} message={errors.host} />
        </div>
        <div className="grid grid-cols-[6rem_1fr] content-start items-start gap-x-4 gap-y-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-port`}>Port</Label>
            <Input
              {...field('port')}
              inputMode="numeric"
              value={values.port}
              onChange={(event) => update({ port: event.target.value })}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-secure`}>TLS</Label>
            <div className="flex h-10 items-center gap-2">
              <Switch
                id={`${id}-secure`}
                checked={values.secure}
                onCheckedChange={(secure) => setValues((current) => withTls(current, secure))}
              />
              <span className="text-xs text-muted-foreground">
                {values.secure ? 'TLS from the start (465)' : 'STARTTLS (587)'}
              </span>
            </div>
          </div>
          {errors.port && (
            <div className="col-span-2">
              <FieldError id={`${id}-port-error`} message={errors.port} />
            </div>
          )}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-username`}>Username</Label>
          <Input
            {...field('username')}
            autoComplete="username"
            autoCapitalize="none"
            placeholder={values.emailAddress || 'Usually your email address'}
            value={values.username}
            onChange={(event) => update({ username: event.target.value })}
          />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-password`}>App password</Label>
          <Input
            {...field('password')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => update({ password: event.target.value })}
          />
          <FieldError id={`${id}-password-error`} message={errors.password} />
        </div>
      </div>

      <div className="grid gap-2 rounded-md border border-dashed p-3">
        <p className="text-sm font-medium">Replies (optional)</p>
        <p className="text-xs text-muted-foreground">
          Give the same mailbox&apos;s IMAP server and the app looks in your inbox for answers to the emails it sent: an
          answer marks the application replied and stops its follow-ups. It reads only the headers that say which email
          a message answers. Without it, mark replies by hand in Applications before a follow-up goes.
        </p>
        <div className="grid gap-4 sm:grid-cols-[1fr_6rem]">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-imapHost`}>IMAP server</Label>
            <Input
              {...field('imapHost')}
              placeholder="imap.your-domain.com"
              autoCapitalize="none"
              spellCheck={false}
              value={values.imapHost}
              onChange={(event) => update({ imapHost: event.target.value })}
            />
            <FieldError id={`${id}-imapHost-error`} message={errors.imapHost} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-imapPort`}>IMAP port</Label>
            <Input
              {...field('imapPort')}
              inputMode="numeric"
              value={values.imapPort}
              onChange={(event) => update({ imapPort: event.target.value })}
            />
            <FieldError id={`${id}-imapPort-error`} message={errors.imapPort} />
          </div>
        </div>
      </div>

      {add.isError && (
        <p className="rounded-md border border-destructive/40 p-3 text-sm text-destructive" role="alert">
          {add.error.message}
        </p>
      )}

      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending} data-testid="smtp-submit">
          {add.isPending && <Spinner size="small" className="text-current" />}
          {add.isPending ? 'Checking the connection…' : 'Add account'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        The password is checked by connecting to the server, then stored encrypted. It is used to send, and, when you
        give an IMAP server above, to look for replies.
      </p>
    </form>
  );
}
