import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';

/** A card on an app's console overview that leads to one of its list pages. */
export function SectionLink({ resource, title, description, icon }: { resource: string; title: string; description: string; icon: ReactNode }) {
  const createPath = useCreatePath();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={createPath({ resource, type: 'list' })} sx={{ height: '100%', p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 32 } }}>
            {icon}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 650 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
          <ChevronRightOutlined color="action" aria-hidden />
        </Box>
      </CardActionArea>
    </Card>
  );
}
