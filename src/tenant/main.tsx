import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../i18n';
import { TenantApp } from './TenantApp';
import './tenant.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TenantApp />
  </StrictMode>,
);
