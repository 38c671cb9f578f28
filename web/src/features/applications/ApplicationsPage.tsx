import { emailApplicationsQuery, settingsQuery } from '@app/client';
import type { EmailApplication } from '@app/types';
import { Button, EmptyState, Input, cn } from '@app/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Mail, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { ApplicationDialog } from './ApplicationDialog';
import { ApplicationRow } from './ApplicationRow';
import { applicationsQueryFor, OUTCOME_FILTERS, SEARCH_DEBOUNCE_MS, type OutcomeFilter } from './applications-query';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useConfirmDelivery } from './useConfirmDelivery';
import { ScheduledList } from './ScheduledList';
import { OpenBatches } from '../../lib/outreach/OpenBatches';
import { useMarkOutcome } from './useMarkOutcome';
import { SenderPauseBanners } from '../../lib/SenderPauseBanner';

/** 'Email Applications': every email sent, searchable and filtered by outcome; a row opens the email as sent. */
/** How often the list is read again while an email in it is being sent. */
const SENDING_POLL_MS = 3000;

export function ApplicationsPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<OutcomeFilter>('all');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = applicationsQueryFor(debounced, filter);
  const list = useQuery({
    ...emailApplicationsQuery(api, query),
    placeholderData: keepPreviousData,
    // An email being sent turns sent (or not confirmed) on its own: look again until none is left sending.
    refetchInterval: (q) => (q.state.data?.some((a) => a.status === 'sending') ? SENDING_POLL_MS : false),
  });
  const timeZone = useQuery(settingsQuery(api)).data?.timezone;
  const [selected, setSelected] = useState<EmailApplication | null>(null);
  const [tab, setTab] = useState<'sent' | 'scheduled'>('sent');
  const mark = useMarkOutcome();
  const confirmDelivery = useConfirmDelivery();

  const applications = list.data ?? [];
  // The list's copy is the freshest (optimistic marks); a filter may drop it, then the last one seen stays open.
  const open = selected ? (applications.find((a) => a.id === selected.id) ?? selected) : null;
  const filtered = Boolean(query.q || query.outcome);

  return (
    <div className="grid gap-6">
      <section className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Every application email you sent, exactly as it left. Mark what came of each one to see your response rate in
          Analytics. An email marked Not confirmed was interrupted while sending: check your Sent folder and say whether
          it went.
        </p>
        {/* Every application, whatever the search and filter: a record to take to a spreadsheet or another tracker. */}
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <a href={api.applicationsCsvUrl} download data-testid="download-csv">
            <Download />
            Download CSV
          </a>
        </Button>
      </section>

      <SenderPauseBanners />
      <OpenBatches />

      <div className="flex gap-1.5 border-b pb-2" role="tablist" aria-label="Applications">
        {(['sent', 'scheduled'] as const).map((value) => (
          <Button
            key={value}
            role="tab"
            size="sm"
            variant={tab === value ? 'default' : 'ghost'}
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            data-testid={`tab-${value}`}
          >
            {value === 'sent' ? 'Sent' : 'Scheduled'}
          </Button>
        ))}
      </div>

      {tab === 'scheduled' ? (
        <ScheduledList timeZone={timeZone} />
      ) : (
        <>
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <div className="relative w-full lg:max-w-sm">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search job, company, recipient or subject"
                aria-label="Search applications"
                className="pl-9"
                data-testid="applications-search"
              />
            </div>
            <div className="flex flex-wrap gap-1.5" role="group" aria-label="Filter by outcome">
              {OUTCOME_FILTERS.map((option) => (
                <Button
                  key={option.value}
                  size="sm"
                  variant={filter === option.value ? 'default' : 'outline'}
                  aria-pressed={filter === option.value}
                  onClick={() => setFilter(option.value)}
                  data-testid={`filter-${option.value}`}
                >
                  {option.label}
                </Button>
              ))}
            </div>
          </div>

          {list.isError && !list.data ? (
            <div
              className="flex flex-wrap items-center gap-2 rounded-lg border border-destructive/40 p-4 text-sm"
              role="alert"
            >
              <span className="text-destructive">Could not load your applications: {list.error.message}</span>
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : list.isPending ? (
            <div className="grid gap-3" aria-busy>
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-24 animate-pulse rounded-lg border bg-muted/50" />
              ))}
            </div>
          ) : applications.length === 0 ? (
            filtered ? (
              <EmptyState icon={SearchX} title="No applications match">
                Nothing matches this search and filter. Try other words, or the All filter.
              </EmptyState>
            ) : (
              <EmptyState
                icon={Mail}
                title="No applications sent yet"
                action={
                  <Button asChild>
                    <Link to="/">Find jobs</Link>
                  </Button>
                }
              >
                Emails you send to recruiters and hiring managers will be tracked here.
              </EmptyState>
            )
          ) : (
            <section className="grid gap-2" aria-label="Applications">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {applications.length.toLocaleString()} {applications.length === 1 ? 'application' : 'applications'}
              </p>
              <ul className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
                {applications.map((application) => (
                  <li key={application.id}>
                    <ApplicationRow
                      application={application}
                      timeZone={timeZone}
                      onOpen={() => setSelected(application)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      <ApplicationDialog
        application={open}
        timeZone={timeZone}
        onClose={() => setSelected(null)}
        onMark={(outcome) => {
          if (!open) return;
          setSelected({ ...open, outcome });
          mark.mutate(
            { id: open.id, outcome },
            {
              onSuccess: (updated) => setSelected((current) => (current?.id === updated.id ? updated : current)),
            },
          );
        }}
        marking={mark.isPending}
        onConfirmDelivery={(sent) => {
          if (!open) return;
          confirmDelivery.mutate(
            { id: open.id, sent },
            // Sent: the dialog shows it as sent; not sent: it has left the list, and the dialog closes.
            { onSuccess: ({ application }) => setSelected(application) },
          );
        }}
        confirming={confirmDelivery.isPending}
      />
    </div>
  );
}
