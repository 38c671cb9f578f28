/** A completed search's real counts as a stacked bar: with a contact, locked, and the rest. */
export function SearchCounts({ total, withContact, locked }: { total: number; withContact: number; locked: number }) {
  const share = (n: number) => (total > 0 ? `${Math.min(100, (n / total) * 100)}%` : '0%');
  return (
    <div className="grid gap-1.5">
      <div className="flex h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full bg-success" style={{ width: share(withContact) }} />
        <div className="h-full bg-amber-500" style={{ width: share(locked) }} />
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <span>
          <span className="font-semibold text-foreground">{total.toLocaleString()}</span> jobs
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-2 w-2 rounded-full bg-success" aria-hidden />
          {withContact.toLocaleString()} with contact
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden />
          {locked.toLocaleString()} locked
        </span>
      </p>
    </div>
  );
}
