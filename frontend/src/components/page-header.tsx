import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/page-title';

/** The title (and optional subtitle) at the top of a screen inside the app shell. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
