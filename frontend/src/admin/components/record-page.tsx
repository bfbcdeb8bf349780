import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { ErrorState } from './list-state';
import { PageHeading } from './page-heading';
import { useAdminT } from '../lib/i18n';

/** The way back from a record's page to its resource's list ("All Users", "All Reports"). */
export function BackToList({ resource, label }: { resource: string; label: string }) {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: 'list' })} startIcon={<ArrowBackOutlined />} color="inherit">
      {label}
    </Button>
  );
}

/** A record that could not be read: a heading (the page's h1, e.g. "User not found"), the way back, then the error. */
export function RecordError({ back, error, title }: { back: ReactNode; error: unknown; title?: string }) {
  const t = useAdminT();
  return (
    <Box>
      <PageHeading title={title ?? t('common.couldNotLoad')} actions={back} />
      <ErrorState error={error} />
    </Box>
  );
}

/** One label and value of a record's details; goes in a <Box component="dl"> grid. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
