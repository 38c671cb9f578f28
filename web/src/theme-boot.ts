// Applies the saved theme before React renders, so a dark-theme user never sees a light flash.
import { THEME_STORAGE_KEY } from '@app/types';

if (localStorage.getItem(THEME_STORAGE_KEY) === 'dark') document.documentElement.classList.add('dark');
