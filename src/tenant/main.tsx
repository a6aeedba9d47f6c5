import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import restOfEnglish from 'virtual:onramp/default-english-beyond-start';
import { addAllCopy } from '../i18n';
import { TenantApp } from './TenantApp';
import './tenant.css';

// The tenant app shows copy beyond the sign-up screens' from its first paint.
addAllCopy(restOfEnglish);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TenantApp />
  </StrictMode>,
);
