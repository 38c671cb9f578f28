import { queryKeys } from '@app/client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Spinner,
  toast,
} from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { useSignedInUser } from '../../lib/signed-in-user';
import { saveFile } from '../../lib/save-file';

/** Settings → Privacy: a copy of everything we hold about you, and deleting the account. */
export function DataRightsSection() {
  const download = useMutation({
    mutationFn: async () => saveFile(await api.exportMyData()),
    onSuccess: () => toast({ title: 'Your data is downloading', description: 'A JSON file with everything we hold.' }),
    onError: (error: Error) =>
      toast({ title: 'Could not download your data', description: error.message, variant: 'destructive' }),
  });

  return (
    <div className="mt-2 grid gap-4 border-t pt-4" data-testid="data-rights">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-1">
          <p className="text-sm font-medium">Download my data</p>
          <p className="text-sm text-muted-foreground">
            Your profile, resume text, searches, sent emails, settings and mail connections as one JSON file. Passwords
            and tokens are never included.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          data-testid="download-my-data"
        >
          {download.isPending ? <Spinner size="small" className="text-current" /> : <Download aria-hidden />}
          Download my data
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-1">
          <p className="text-sm font-medium">Delete my account</p>
          <p className="text-sm text-muted-foreground">
            Removes your account and everything in it for good. Signing in again starts a new, empty account.
          </p>
        </div>
        <DeleteAccountDialog />
      </div>
    </div>
  );
}

function DeleteAccountDialog() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toLowerCase() === user.email.toLowerCase();

  const remove = useMutation({
    mutationFn: () => api.deleteAccount({ confirmEmail: typed.trim() }),
    onSuccess: () => {
      setOpen(false);
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentUser, null);
      toast({ title: 'Your account was deleted', description: 'Everything in it has been removed.' });
      void navigate('/', { replace: true });
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) {
          setTyped('');
          remove.reset();
        }
      }}
    >
      <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-account">
        <Trash2 aria-hidden /> Delete my account
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm">
          <p>We will first revoke the Gmail access you gave us and cancel a Pro subscription, then remove:</p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>your profile and settings;</li>
            <li>your resume (its file and text);</li>
            <li>your job searches and their results;</li>
            <li>the record of every email you sent;</li>
            <li>your connected mail accounts and their credentials.</li>
          </ul>
          <p className="text-muted-foreground">You will be signed out on every device.</p>
          <div className="grid gap-2">
            <Label htmlFor="confirm-delete-email" className="leading-snug">
              Type <span className="font-semibold">{user.email}</span> to confirm
            </Label>
            <Input
              id="confirm-delete-email"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              data-testid="confirm-delete-email"
            />
          </div>
          {remove.isError && (
            <p className="text-destructive" role="alert">
              {remove.error.message}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => remove.mutate()}
            disabled={!confirmed || remove.isPending}
            data-testid="confirm-delete-account"
          >
            {remove.isPending && <Spinner size="small" className="text-current" />}
            Delete my account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
