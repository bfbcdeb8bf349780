import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SleepStorySummary } from '@pfe/contracts/sleepstories';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { categoryLabel, formatDuration } from '../format';
import { SLEEPSTORIES_PATHS } from '../paths';
import { StoryArtwork } from './story-artwork';

/** One story of the library grid: picture, title, category, duration, the member's own listening (issue 21 item 9) and the start of its description. */
export function StoryCard({ story }: { story: SleepStorySummary }) {
  const { t } = useTranslation('sleepstories');
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={SLEEPSTORIES_PATHS.story(story.id)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <StoryArtwork story={story} />
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack spacing={1}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              {story.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={categoryLabel(story.category)} />
              <Typography variant="body2" color="text.secondary">
                {formatDuration(story.duration)}
              </Typography>
              {story.listening !== 'not_started' && <Chip size="small" variant="outlined" label={t(`card.${story.listening}`)} />}
            </Stack>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
            >
              {story.description}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
