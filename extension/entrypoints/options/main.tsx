import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../sidepanel/style.css';
import { OptionsPage } from './OptionsPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OptionsPage />
  </StrictMode>,
);
