import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import './styles/global.css';
import { App, preloadWizard } from './app/App';
import { openingAuthView, preloadAuthView } from './app/AuthShell';
import { apiClients } from './api/http';
import { onFirstInput } from './loading/onFirstInput';

// Which build this page runs (VITE_RELEASE at build time), for telling deploys apart.
document.documentElement.dataset.release = import.meta.env.VITE_RELEASE ?? 'dev';

const path = window.location.pathname;
preloadAuthView(path);
// Once the person begins to use the page, the API's clients, so a submit need not wait for them,
// and on a first screen the wizard its form leads to.
onFirstInput(() => {
  void apiClients().catch(() => undefined);
  const view = openingAuthView(path);
  if (view === 'signup' || view === 'login') preloadWizard();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
