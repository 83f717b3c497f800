import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../i18n.js';
import { queryClient } from '../queries.js';
import '../styles.css';
import './portal.css';
import { PortalApp } from './PortalApp.js';

/** The workers' portal: a page of its own (`/portal/`), sharing the dashboard's i18n, styles and ui pieces. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/portal">
        <PortalApp />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
