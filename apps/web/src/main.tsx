import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createAppStore, type AppServices } from './app/store';
import { apiClient } from './lib/api-client';
import { authGateway } from './lib/auth-client';
import './index.css';

const services: AppServices = { auth: authGateway, api: apiClient };
const store = createAppStore(services);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
