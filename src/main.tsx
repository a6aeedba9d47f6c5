import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import './styles/global.css';
import { App } from './app/App';
import { preloadAuthView } from './app/AuthShell';
import { loadApiClientsOnFirstInput } from './api/http';

// Which build this page runs (VITE_RELEASE at build time), for telling deploys apart.
document.documentElement.dataset.release = import.meta.env.VITE_RELEASE ?? 'dev';

loadApiClientsOnFirstInput();
preloadAuthView(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
