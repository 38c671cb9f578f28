import { create } from 'zustand';

/** The search this browser started from the search window and is following. */
export interface SearchRun {
  requestId: string;
  /** Client clock when the search was accepted; with each poll's time it gives the real rate for 'time left'. */
  startedAt: number;
  /** How the location was normalised ('Location Normalized'), kept to show beside the progress. */
  locationMessage: string | null;
}

interface SearchRunStore {
  run: SearchRun | null;
  begin: (run: SearchRun) => void;
  clear: () => void;
}

/**
 * Kept outside the components so a running search survives closing the window or visiting another page:
 * reopening the search window shows its progress again.
 */
export const useSearchRunStore = create<SearchRunStore>()((set) => ({
  run: null,
  begin: (run) => set({ run }),
  clear: () => set({ run: null }),
}));
