import { savedResumeQuery } from '@app/client';
import type { DashboardStats } from '@app/types';
import { Button } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../app/api';

/** "Welcome back" only to someone who has been here before: a search or an application of theirs says so. */
export function welcomeLine(firstName: string | null, stats: DashboardStats | undefined): string {
  const returning = Boolean(stats && (stats.recentSearches.length > 0 || stats.totalApplicationsSent > 0));
  return `${returning ? 'Welcome back' : 'Welcome'}${firstName ? `, ${firstName}` : ''}!`;
}

/** The greeting. */
export function Welcome({ firstName, stats }: { firstName: string | null; stats: DashboardStats | undefined }) {
  return (
    <div className="grid gap-1">
      <p className="text-xl font-semibold" data-testid="welcome">
        {welcomeLine(firstName, stats)}
      </p>
      <p className="text-sm text-muted-foreground">Find jobs and the people hiring for them.</p>
    </div>
  );
}

/** For someone without a resume, the first step: each search is scored and each email written from it. */
export function ResumeHint() {
  const resume = useQuery(savedResumeQuery(api));
  if (!resume.data || resume.data.hasResume) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
      data-testid="resume-hint"
    >
      <FileText className="h-5 w-5 shrink-0 text-primary" aria-hidden />
      <p className="min-w-48 flex-1">
        Start with your resume: each job found is matched against it, and your application emails are written from it.
      </p>
      <Button asChild size="sm" variant="outline">
        <Link to="/settings">Add your resume</Link>
      </Button>
    </div>
  );
}
