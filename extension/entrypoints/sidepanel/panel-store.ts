import { create } from 'zustand';

export type PanelView = 'job' | 'searches';

interface PanelStore {
  view: PanelView;
  /** The search whose progress or results the Searches view shows; null shows the form and recent searches. */
  searchId: string | null;
  show: (view: PanelView) => void;
  openSearch: (searchId: string | null) => void;
}

/** The panel's own state: which view is showing and which search it follows. */
export const usePanelStore = create<PanelStore>()((set) => ({
  view: 'job',
  searchId: null,
  show: (view) => set({ view }),
  openSearch: (searchId) => set({ view: 'searches', searchId }),
}));
