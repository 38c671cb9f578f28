import { Badge, Button, cn } from '@app/ui';
import {
  BadgeCheck,
  CircleCheck,
  Clock,
  MapPin,
  Pause,
  Play,
  Search,
  Send,
  Sparkles,
  Target,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useReducer, type CSSProperties } from 'react';
import { DEMO_CONTACTS, DEMO_EMAIL, DEMO_JOBS, DEMO_RESULT, DEMO_SEARCH } from './demoData';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

interface DemoStep {
  key: 'jobs' | 'contacts' | 'email' | 'sent';
  label: string;
  icon: LucideIcon;
  /** How long the step stays on screen (for the email step: after the typing has finished). */
  holdMs: number;
}

const STEPS = [
  { key: 'jobs', label: 'Find jobs', icon: Search, holdMs: 3500 },
  { key: 'contacts', label: 'Find contacts', icon: UserCheck, holdMs: 3500 },
  { key: 'email', label: 'Write email', icon: Sparkles, holdMs: 2500 },
  { key: 'sent', label: 'Send', icon: Send, holdMs: 3500 },
] as const satisfies readonly DemoStep[];
const EMAIL_STEP = 2;
const TYPE_TICK_MS = 20;
const CHARS_PER_TICK = 3;
const EMAIL_LENGTH = DEMO_EMAIL.body.length;

interface DemoState {
  step: number;
  typed: number;
  paused: boolean;
}

type DemoAction = { type: 'next' } | { type: 'goto'; step: number } | { type: 'type' } | { type: 'togglePause' };

function reducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case 'next':
      return { ...state, step: (state.step + 1) % STEPS.length, typed: 0 };
    case 'goto':
      // A paused demo is a still picture: show the email complete rather than empty.
      return { ...state, step: action.step, typed: state.paused ? EMAIL_LENGTH : 0 };
    case 'type':
      return { ...state, typed: Math.min(EMAIL_LENGTH, state.typed + CHARS_PER_TICK) };
    case 'togglePause':
      // Pausing mid-typing completes the email, so the still picture is never half a sentence.
      return state.paused ? { ...state, paused: false } : { ...state, paused: true, typed: EMAIL_LENGTH };
  }
}

/** Entrance used by each step panel and its items: a short fade-and-rise (none with reduced motion). */
const ENTER =
  'transition-[opacity,translate] duration-500 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none';
const stagger = (index: number): CSSProperties => ({ transitionDelay: `${index * 110}ms` });

/**
 * The hero demo: a mock app window that cycles through four steps with sample data — a job list, the contacts
 * found, an AI email typed out, and the sent confirmation. Clearly labelled as a demo; pausable; the step tabs
 * jump to any step. With reduced motion the email appears at once and nothing slides.
 */
export function DemoAnimation() {
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(reducer, { step: 0, typed: 0, paused: false });
  const { step, typed, paused } = state;
  const typing = step === EMAIL_STEP && !reducedMotion && !paused && typed < EMAIL_LENGTH;

  useEffect(() => {
    if (paused) return;
    const holdMs = (STEPS[step] ?? STEPS[0]).holdMs * (reducedMotion ? 1.5 : 1);
    const delay = typing ? TYPE_TICK_MS : holdMs;
    const timer = window.setTimeout(() => dispatch(typing ? { type: 'type' } : { type: 'next' }), delay);
    return () => window.clearTimeout(timer);
  }, [step, typing, typed, paused, reducedMotion]);

  const current = STEPS[step] ?? STEPS[0];

  return (
    <div
      data-testid="demo"
      data-step={current.key}
      role="region"
      aria-roledescription="demo"
      aria-label="Product demo with sample data"
      className="relative overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-2xl shadow-primary/10"
    >
      {/* Window chrome */}
      <div className="flex items-center gap-3 border-b bg-muted/50 px-4 py-2.5">
        <div className="flex gap-1.5" aria-hidden>
          <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
        </div>
        <Badge variant="outline" className="gap-1 border-primary/40 bg-background/60 font-medium text-primary">
          <span className="h-1.5 w-1.5 rounded-full bg-primary" aria-hidden />
          Demo · sample data
        </Badge>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto h-7 px-2 text-xs text-muted-foreground"
          onClick={() => dispatch({ type: 'togglePause' })}
          aria-label={paused ? 'Play demo' : 'Pause demo'}
        >
          {paused ? <Play /> : <Pause />}
          <span className="hidden sm:inline">{paused ? 'Play' : 'Pause'}</span>
        </Button>
      </div>

      {/* Step tabs */}
      <ol className="grid grid-cols-4 gap-1 border-b px-2 py-2 sm:px-3" aria-label="Demo steps">
        {STEPS.map((s, i) => {
          const Icon = s.icon;
          const isCurrent = i === step;
          const isDone = i < step;
          return (
            <li key={s.key}>
              <button
                type="button"
                onClick={() => dispatch({ type: 'goto', step: i })}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Step ${i + 1}: ${s.label}`}
                className={cn(
                  'flex w-full flex-col items-center gap-1 rounded-md px-1 py-1.5 text-[11px] font-medium transition-colors sm:flex-row sm:justify-center sm:gap-1.5 sm:text-xs',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isCurrent
                    ? 'bg-primary/10 text-primary'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon
                  className={cn('h-3.5 w-3.5 shrink-0', isDone && 'text-success dark:text-emerald-400')}
                  aria-hidden
                />
                <span className="truncate">{s.label}</span>
              </button>
            </li>
          );
        })}
      </ol>

      {/* Step panel */}
      <div className="relative h-[412px] overflow-hidden p-4 sm:h-[380px] sm:p-5">
        <div key={current.key} className={cn('h-full', ENTER)}>
          {current.key === 'jobs' && <JobsStep />}
          {current.key === 'contacts' && <ContactsStep />}
          {current.key === 'email' && (
            <EmailStep text={reducedMotion ? DEMO_EMAIL.body : DEMO_EMAIL.body.slice(0, typed)} typing={typing} />
          )}
          {current.key === 'sent' && <SentStep />}
        </div>
      </div>

      {/* Step progress */}
      <div className="h-1 bg-muted" aria-hidden>
        <div
          className="h-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${((step + 1) / STEPS.length) * 100}%` }}
        />
      </div>
    </div>
  );
}

function StepHeading({ icon: Icon, title, detail }: { icon: LucideIcon; title: string; detail: string }) {
  return (
    <div className="mb-3 flex items-center gap-3">
      <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
        <Icon className="h-4.5 w-4.5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-base font-semibold leading-tight">{title}</p>
        <p className="truncate text-xs text-muted-foreground">{detail}</p>
      </div>
    </div>
  );
}

function JobsStep() {
  return (
    <div>
      <StepHeading
        icon={Search}
        title={`Found ${DEMO_SEARCH.totalJobs} Jobs`}
        detail={`${DEMO_SEARCH.keyword} · ${DEMO_SEARCH.location} · LinkedIn`}
      />
      <ul className="space-y-2">
        {DEMO_JOBS.map((job, i) => (
          <li
            key={job.title}
            style={stagger(i)}
            className={cn('flex items-center gap-3 rounded-lg border bg-background/60 p-2.5', ENTER)}
          >
            <span
              className={cn(
                'grid h-9 w-9 shrink-0 place-items-center rounded-md text-xs font-bold text-white',
                job.logoClass,
              )}
              aria-hidden
            >
              {job.initials}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{job.title}</p>
              <p className="flex items-center gap-1 truncate text-xs text-muted-foreground">
                {job.company} <span aria-hidden>·</span> <MapPin className="h-3 w-3 shrink-0" aria-hidden />
                {job.location}
              </p>
            </div>
            {job.contactVerified ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-[11px] font-medium text-success dark:text-emerald-400">
                <BadgeCheck className="h-3 w-3" aria-hidden />
                <span className="sr-only min-[400px]:not-sr-only">Verified email</span>
              </span>
            ) : (
              <span className="shrink-0 text-[11px] text-muted-foreground">{job.posted}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContactsStep() {
  return (
    <div>
      <StepHeading
        icon={UserCheck}
        title="Contacts found"
        detail={`${DEMO_CONTACTS.length} verified emails of posters and decision makers`}
      />
      <ul className="space-y-2">
        {DEMO_CONTACTS.map((c, i) => (
          <li
            key={c.email}
            style={stagger(i)}
            className={cn('flex items-center gap-3 rounded-lg border bg-background/60 p-2.5', ENTER)}
          >
            <span
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary/80 to-primary text-xs font-semibold text-primary-foreground"
              aria-hidden
            >
              {c.initials}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1.5 text-sm font-medium">
                <span className="truncate">{c.name}</span>
                <BadgeCheck className="h-4 w-4 shrink-0 text-success dark:text-emerald-400" aria-label="Verified" />
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {c.title}, {c.company}
              </p>
              <p className="truncate font-mono text-[11px] text-muted-foreground">{c.email}</p>
            </div>
            <span className="hidden shrink-0 rounded-full bg-success/10 px-2 py-0.5 text-[11px] font-medium text-success dark:text-emerald-400 min-[400px]:inline">
              Verified
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmailStep({ text, typing }: { text: string; typing: boolean }) {
  return (
    <div className="flex h-full flex-col">
      <StepHeading
        icon={Sparkles}
        title={typing ? 'Writing your email…' : 'Email ready'}
        detail="From your resume and the job description"
      />
      <div className="flex min-h-0 flex-1 flex-col rounded-lg border bg-background/60 text-sm">
        <dl className="space-y-1 border-b px-3 py-2 text-xs">
          <div className="flex gap-2">
            <dt className="w-12 shrink-0 text-muted-foreground">To</dt>
            <dd className="truncate font-mono">{DEMO_EMAIL.to}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-12 shrink-0 text-muted-foreground">Subject</dt>
            <dd className="truncate font-medium">{DEMO_EMAIL.subject}</dd>
          </div>
        </dl>
        <p className="min-h-0 flex-1 overflow-hidden whitespace-pre-wrap px-3 py-2 text-[13px] leading-relaxed">
          {text}
          {typing && (
            <span
              className="ml-px inline-block h-4 w-[2px] translate-y-0.5 animate-pulse bg-primary align-baseline"
              aria-hidden
            />
          )}
        </p>
      </div>
    </div>
  );
}

function SentStep() {
  return (
    <div className="flex h-full flex-col items-center justify-center text-center">
      <span
        className={cn(
          'grid h-16 w-16 place-items-center rounded-full bg-success/15 text-success dark:text-emerald-400 starting:scale-50',
          ENTER,
          'transition-[opacity,translate,scale]',
        )}
      >
        <CircleCheck className="h-9 w-9" aria-hidden />
      </span>
      <p className="mt-4 text-xl font-semibold">Application Sent</p>
      <p className="mt-1 text-sm text-muted-foreground">Delivered to {DEMO_CONTACTS[0]?.name} from your own mailbox</p>
      <dl className="mt-6 grid w-full max-w-xs grid-cols-2 gap-3">
        <div style={stagger(1)} className={cn('rounded-lg border bg-background/60 p-3', ENTER)}>
          <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <Target className="h-3.5 w-3.5" aria-hidden /> Match score
          </dt>
          <dd className="mt-1 text-2xl font-bold text-primary">{DEMO_RESULT.matchScore}</dd>
        </div>
        <div style={stagger(2)} className={cn('rounded-lg border bg-background/60 p-3', ENTER)}>
          <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <Clock className="h-3.5 w-3.5" aria-hidden /> Time taken
          </dt>
          <dd className="mt-1 text-2xl font-bold text-primary">{DEMO_RESULT.timeTaken}</dd>
        </div>
      </dl>
    </div>
  );
}
