import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { APP_NAME } from '../../config';
import { adminT } from '../lib/i18n';

/** The browser tab's title of a console screen (WCAG 2.4.2: each page its own title). */
export function consoleTitle(title: string): string {
  return adminT('common.consoleTitle', { title, app: APP_NAME });
}

/** Sets the tab's title while the screen is shown, and puts the previous one back after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * The top of a console screen: the app bar title (react-admin <Title>), the tab's title, the
 * page heading (the screen's one h1), an optional subtitle and optional actions beside them
 * (stacked on phones).
 */
export function PageHeading({
  title,
  appBarTitle = title,
  subtitle,
  actions,
}: {
  title: string;
  appBarTitle?: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(consoleTitle(title));
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        justifyContent: 'space-between',
        gap: 2,
        mt: { xs: 2, sm: 3 },
        mb: 3,
      }}
    >
      <Title title={appBarTitle} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, '& > *': { flex: { xs: 1, sm: 'none' } } }}>{actions}</Box>}
    </Box>
  );
}
