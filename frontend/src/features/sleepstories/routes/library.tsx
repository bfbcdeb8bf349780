import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SLEEP_STORY_CATEGORIES, type SleepStoryCategory } from '@pfe/contracts/sleepstories';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AnnouncementCard } from '../../../components/announcement-card';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useAnnouncements } from '../../../lib/announcements';
import { useStories } from '../api/get-stories';
import { StoryCard } from '../components/story-card';
import { categoryLabel } from '../format';

function isCategory(value: string | null): value is SleepStoryCategory {
  return value !== null && (SLEEP_STORY_CATEGORIES as readonly string[]).includes(value);
}

/** Announcements above the library (nothing when there are none, or when they cannot be read). */
function Announcements() {
  const { t } = useTranslation('sleepstories');
  const announcements = useAnnouncements('sleepstories');
  if (!announcements.data || announcements.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="ss-announcements" sx={{ mb: 4 }}>
      <Typography id="ss-announcements" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('library.announcements')}
      </Typography>
      <Stack spacing={2}>
        {announcements.data.map((a) => (
          <AnnouncementCard key={a.id} announcement={a} headingLevel="h3" />
        ))}
      </Stack>
    </Box>
  );
}

/** /apps/sleepstories (spec §2): the library grid with announcements above it and a category filter (kept in the address). */
export function SleepStoriesLibraryRoute() {
  const { t } = useTranslation('sleepstories');
  const stories = useStories();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : null;
  const choose = (next: SleepStoryCategory | null) => setParams(next ? { category: next } : {}, { replace: true });
  const shown = stories.data?.filter((s) => !category || s.category === category) ?? [];

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Announcements />
      <Box component="section" aria-labelledby="ss-library">
        <Typography id="ss-library" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('library.stories')}
        </Typography>
        {stories.isPending ? (
          <CenteredSpinner label={t('library.loading')} />
        ) : stories.isError ? (
          <LoadError error={stories.error} onRetry={() => void stories.refetch()} />
        ) : stories.data.length === 0 ? (
          <PanelCard>
            <Typography color="text.secondary">{t('library.empty')}</Typography>
          </PanelCard>
        ) : (
          <>
            <Stack direction="row" role="group" aria-label={t('library.category')} sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
              {[null, ...SLEEP_STORY_CATEGORIES].map((c) => {
                const selected = c === category;
                return (
                  <Chip
                    key={c ?? 'all'}
                    label={c ? categoryLabel(c) : t('library.all')}
                    component="button"
                    aria-pressed={selected}
                    clickable
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    onClick={() => choose(c)}
                  />
                );
              })}
            </Stack>
            {shown.length === 0 ? (
              <PanelCard>
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Typography color="text.secondary">{t('library.emptyCategory', { category: category ? categoryLabel(category).toLowerCase() : '' })}</Typography>
                  <Button variant="outlined" size="small" onClick={() => choose(null)}>
                    {t('library.showAll')}
                  </Button>
                </Stack>
              </PanelCard>
            ) : (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' } }}>
                {shown.map((s) => (
                  <StoryCard key={s.id} story={s} />
                ))}
              </Box>
            )}
          </>
        )}
      </Box>
    </>
  );
}
