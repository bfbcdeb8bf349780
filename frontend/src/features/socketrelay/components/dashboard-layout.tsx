import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PanelCard } from '../../../components/panel-card';

/** The dashboard's pieces of layout: a counter, a titled section, and a list of bordered items. */
export function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value ?? '–'}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <PanelCard component="section" aria-labelledby={id}>
      <Stack spacing={2}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </PanelCard>
  );
}

export function ItemList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

export function Item({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2 }}>
      {children}
    </Box>
  );
}
