import { formatSearchDate } from '@app/types';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Spinner, cn } from '@app/ui';
import { Download, Eye, FileText, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { api } from '../../app/api';
import { useSignedInUser } from '../../lib/signed-in-user';
import { RESUME_ACCEPT } from '../../lib/resume/resume-file';
import { useResume } from '../../lib/resume/useResume';
import { SettingsSection } from '../../lib/SettingsSection';

/** The saved resume: its file and upload date, its text, a replacement upload (same checks as the search). */
export function ResumeSection({ timeZone }: { timeZone: string | undefined }) {
  const user = useSignedInUser();
  const resume = useResume();
  const inputId = useId();
  const [viewing, setViewing] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) resume.pick(file);
  };

  const uploadLabel = (
    <label
      htmlFor={inputId}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring',
        resume.hasResume
          ? 'border border-input bg-background hover:bg-accent'
          : 'bg-primary text-primary-foreground hover:bg-primary/90',
        resume.isUploading && 'pointer-events-none opacity-60',
      )}
    >
      {resume.isUploading ? <Spinner size="small" className="text-current" /> : <Upload className="h-4 w-4" />}
      {resume.isUploading ? 'Uploading…' : resume.hasResume ? 'Replace' : 'Upload resume'}
      <input
        id={inputId}
        type="file"
        accept={RESUME_ACCEPT}
        className="sr-only"
        onChange={onChange}
        disabled={resume.isUploading}
        data-testid="settings-resume-upload"
      />
    </label>
  );

  return (
    <SettingsSection
      icon={FileText}
      title="Resume"
      description="Used to score jobs against your experience and to write your emails. Only what it says is claimed."
      testId="settings-resume"
    >
      {resume.isLoading ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner size="small" />
          Checking for a saved resume…
        </div>
      ) : resume.hasResume ? (
        <div className="flex flex-col gap-4 rounded-lg border p-4 sm:flex-row sm:items-center">
          <FileText className="h-8 w-8 shrink-0 text-success" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" data-testid="resume-file-name">
              {resume.fileName ?? user.resumeFileName ?? 'Saved resume'}
            </p>
            <p className="text-sm text-muted-foreground">
              {user.resumeUploadedAt
                ? `Uploaded ${formatSearchDate(user.resumeUploadedAt, timeZone)}`
                : 'Saved with your account'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setViewing(true)} disabled={!resume.text}>
              <Eye />
              View text
            </Button>
            {(resume.fileName || user.resumeFileName) && (
              <Button variant="outline" size="sm" asChild>
                <a href={api.resumeFileUrl} download>
                  <Download />
                  Download
                </a>
              </Button>
            )}
            {uploadLabel}
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-muted-foreground">
            No resume saved yet. Upload a .txt, .pdf, or an image (.jpg, .png, .webp); its text is read and saved.
          </p>
          {uploadLabel}
        </div>
      )}

      <Dialog open={viewing} onOpenChange={setViewing}>
        <DialogContent className="max-w-2xl" data-testid="resume-text-dialog">
          <DialogHeader className="pr-6">
            <DialogTitle>{resume.fileName ?? 'Your resume'}</DialogTitle>
            <DialogDescription>The text read from your resume, as the emails and matching use it.</DialogDescription>
          </DialogHeader>
          <pre className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap rounded-md border bg-muted/30 p-4 font-sans text-sm leading-relaxed">
            {resume.text}
          </pre>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
