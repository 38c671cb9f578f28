import { Label, Spinner, cn } from '@app/ui';
import { ExternalLink, FileText, Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useState } from 'react';
import { RESUME_ACCEPT } from '../../../lib/resume/resume-file';
import type { ResumeState } from '../../../lib/resume/useResume';

const INPUT_ID = 'search-resume-file';

/** Resume for the search: checking, the saved resume (change it in Settings), or an upload box. */
export function ResumeBlock({ resume }: { resume: ResumeState }) {
  if (resume.isLoading) {
    return (
      <div className="grid gap-2">
        <span className="text-sm font-medium">Resume</span>
        <div className="flex items-center gap-2 rounded-lg border p-4 text-sm text-muted-foreground" role="status">
          <Spinner size="small" />
          Checking for a saved resume…
        </div>
      </div>
    );
  }
  if (resume.hasResume) {
    return (
      <div className="grid gap-2">
        <span className="text-sm font-medium">Resume</span>
        <div className="flex items-center gap-3 rounded-lg border bg-success/5 p-4" data-testid="saved-resume">
          <FileText className="h-8 w-8 shrink-0 text-success" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{resume.fileName ?? 'Saved resume'}</p>
            <p className="text-xs text-muted-foreground">Used to score every job against your experience.</p>
          </div>
          <a
            href="/settings"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Change in Settings
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    );
  }
  return <ResumeUpload resume={resume} />;
}

function ResumeUpload({ resume }: { resume: ResumeState }) {
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (file) resume.pick(file);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !resume.isUploading) resume.pick(file);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={INPUT_ID}>
        Resume
        <span className="ml-0.5 text-destructive" aria-hidden>
          *
        </span>
      </Label>
      <label
        htmlFor={INPUT_ID}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors hover:border-primary/60',
          'has-focus-visible:ring-2 has-focus-visible:ring-ring',
          dragging && 'border-primary bg-primary/5',
          resume.isUploading && 'pointer-events-none opacity-70',
        )}
      >
        {resume.isUploading ? <Spinner /> : <Upload className="h-6 w-6 text-primary" aria-hidden />}
        <span className="text-sm font-medium">
          {resume.isUploading ? 'Uploading and reading your resume…' : 'Upload your resume to start'}
        </span>
        <span className="text-xs text-muted-foreground">
          Click or drop a file: .txt, .pdf, or an image (.jpg, .png, .webp). It is saved for later searches.
        </span>
        <input
          id={INPUT_ID}
          type="file"
          accept={RESUME_ACCEPT}
          className="sr-only"
          onChange={onChange}
          disabled={resume.isUploading}
          aria-required
          data-testid="resume-upload"
        />
      </label>
    </div>
  );
}
