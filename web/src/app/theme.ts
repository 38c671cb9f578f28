import { THEME_STORAGE_KEY, type Theme } from '@app/types';
import { create } from 'zustand';

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

interface ThemeState {
  theme: Theme;
  toggle: () => void;
}

/** Light by default; the choice lives in localStorage under 'theme' and as a class on <html> (spec §4). */
export const useTheme = create<ThemeState>((set, get) => ({
  theme: localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light',
  toggle: () => {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_STORAGE_KEY, theme);
    apply(theme);
    set({ theme });
  },
}));
