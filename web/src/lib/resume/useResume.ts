import { queryKeys, savedResumeQuery } from '@app/client';
import { COPY, type ResumeUploadResponse } from '@app/types';
import { toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../app/api';
import { isAcceptedResumeFile } from './resume-file';

/**
 * The resume a search will use: the saved one, or one uploaded (and saved) from the search window. With
 * `announceSaved`, a saved resume found on opening says so once ('Resume Loaded', spec §8).
 */
export function useResume({ announceSaved = false }: { announceSaved?: boolean } = {}) {
  const queryClient = useQueryClient();
  const saved = useQuery(savedResumeQuery(api));
  const [uploaded, setUploaded] = useState<ResumeUploadResponse | null>(null);
  const announced = useRef(false);
  const savedFileName = saved.data?.hasResume ? (saved.data.fileName ?? '') : null;

  useEffect(() => {
    if (!announceSaved || announced.current || savedFileName === null) return;
    announced.current = true;
    toast({ title: COPY.resumeLoaded, description: savedFileName || 'Your saved resume is ready for this search.' });
  }, [announceSaved, savedFileName]);

  const upload = useMutation({
    mutationFn: (file: File) => api.uploadResume(file, file.name),
    onSuccess: (result) => {
      setUploaded(result);
      // An upload is news of its own; the saved one it replaces is not announced after it.
      announced.current = true;
      toast({ title: 'Resume Uploaded & Saved', description: result.fileName });
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedResume });
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
    onError: (error) => {
      toast({ title: 'Upload Failed', description: error.message || 'Failed to process file', variant: 'destructive' });
    },
  });

  const pick = (file: File) => {
    if (!isAcceptedResumeFile(file)) {
      toast({ title: 'Invalid file type', description: COPY.invalidFileType, variant: 'destructive' });
      return;
    }
    upload.mutate(file);
  };

  const savedResume = saved.data?.hasResume ? saved.data : null;
  return {
    isLoading: saved.isPending,
    isUploading: upload.isPending,
    hasResume: Boolean(savedResume || uploaded),
    fileName: uploaded?.fileName ?? savedResume?.fileName ?? null,
    /** Sent with the search for match scoring; the server falls back to the saved resume without it. */
    text: uploaded?.text ?? savedResume?.resumeText ?? null,
    pick,
  };
}

export type ResumeState = ReturnType<typeof useResume>;
