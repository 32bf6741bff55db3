import { useCallback, useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { listenToAuthState } from '@/features/auth/auth-listener';
import { connectionChanged } from '@/features/connection/connection-slice';
import { ConnectionWatcher } from '@/features/connection/connection-watcher';
import type { ConnectionSnapshot } from '@/features/connection/connection-monitor';
import { ThemeProvider } from '@/features/theme/theme-provider';
import type { AppServices, AppStore } from './store';

/** Subscribes the store to the identity provider for as long as the app is mounted. */
function AuthStateListener({ store, services }: { store: AppStore; services: AppServices }) {
  useEffect(() => listenToAuthState(services.auth, store.dispatch), [store, services]);
  return null;
}

/** Everything the app's components rely on: store, theme, auth listener and connection monitor. */
export function AppProviders({ store, services, children }: { store: AppStore; services: AppServices; children: ReactNode }) {
  const onConnectionChange = useCallback((snapshot: ConnectionSnapshot) => store.dispatch(connectionChanged(snapshot)), [store]);
  return (
    <ReduxProvider store={store}>
      <ThemeProvider>
        <AuthStateListener store={store} services={services} />
        <ConnectionWatcher api={services.api} onChange={onConnectionChange}>
          {children}
        </ConnectionWatcher>
      </ThemeProvider>
    </ReduxProvider>
  );
}
