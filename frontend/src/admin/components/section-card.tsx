import Box from '@mui/material/Box';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled card: the one surface of the console's screens. */
export function SectionCard({
  title,
  description,
  action,
  children,
  disablePadding = false,
  ...props
}: Omit<CardProps, 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** For tables that run to the card's edges. */
  disablePadding?: boolean;
}) {
  const titleId = useId();
  // A titled card is a named region (a <section> labelled by its title).
  return (
    <Card variant="outlined" component="section" aria-labelledby={title ? titleId : undefined} {...props}>
      {(title || action) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: { xs: 2, sm: 3 },
            pt: { xs: 2, sm: 2.5 },
            pb: disablePadding ? { xs: 1.5, sm: 2 } : 0,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {title && (
              <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 650, lineHeight: 1.3 }}>
                {title}
              </Typography>
            )}
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                {description}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
      )}
      {disablePadding ? (
        children
      ) : (
        <CardContent sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
          {children}
        </CardContent>
      )}
    </Card>
  );
}
