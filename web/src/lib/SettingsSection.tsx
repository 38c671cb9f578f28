import { Card, CardContent, CardDescription, CardHeader, CardTitle, Label, Switch, cn } from '@app/ui';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/** One settings card: icon, title, a line on what it is, and its controls. */
export function SettingsSection({
  icon: Icon,
  title,
  description,
  children,
  action,
  testId,
  id,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
  /** An anchor, so other screens can link to the section (/settings#billing). */
  id?: string;
}) {
  return (
    <Card data-testid={testId} id={id} className={id ? 'scroll-mt-20' : undefined}>
      <CardHeader className="flex-row flex-wrap items-start gap-3 space-y-0">
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle className="text-lg">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A labelled switch with a line of explanation. */
export function SwitchRow({
  id,
  title,
  description,
  className,
  ...props
}: { id: string; title: string; description?: ReactNode } & ComponentProps<typeof Switch>) {
  return (
    <div className={cn('flex items-start justify-between gap-4 py-3', className)}>
      <div className="grid gap-1">
        <Label htmlFor={id}>{title}</Label>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      <Switch id={id} {...props} />
    </div>
  );
}

/** A native select styled like the inputs (keyboard and mobile pickers for free). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
