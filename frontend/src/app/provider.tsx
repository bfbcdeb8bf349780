import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { createQueryClient } from '../lib/query-client';
import { SubAppsProvider } from '../lib/sub-apps';
import { MEMBER_SUB_APPS } from './sub-apps';
import { theme } from './theme';

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <SubAppsProvider apps={MEMBER_SUB_APPS}>{children}</SubAppsProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
