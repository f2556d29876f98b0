import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from '@/auth/AuthProvider';
import type { AuthClient } from '@/auth/types';
import { ThemeProvider } from '@/theme/ThemeProvider';
import { DialogProvider } from '@/ui/dialog/DialogProvider';
import { ToastProvider } from '@/ui/toast/ToastProvider';

/**
 * Everything around the router, shared by the browser (main.tsx) and the server's prerender
 * (prerender.tsx): hydration needs both to build the very same tree.
 */
export function AppProviders({
  apollo,
  auth,
  children,
}: {
  apollo: ApolloClient;
  auth: AuthClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ThemeProvider>
        <ApolloProvider client={apollo}>
          <AuthProvider client={auth}>
            <ToastProvider>
              <DialogProvider>{children}</DialogProvider>
            </ToastProvider>
          </AuthProvider>
        </ApolloProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
