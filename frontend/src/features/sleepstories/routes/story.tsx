import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { BackLink } from '../../../components/back-link';
import { ApiError } from '../../../lib/api-client';
import { audioUrl, useStory } from '../api/get-story';
import { AudioPlayer } from '../components/audio-player';
import { WistiaPlayer } from '../components/wistia-player';
import { categoryLabel, formatDuration } from '../format';
import { SLEEPSTORIES_PATHS } from '../paths';

/** /apps/sleepstories/:id (spec §2): the story, its player, a download link and the back link. */
export function SleepStoryRoute() {
  const { t } = useTranslation('sleepstories');
  const { id = '' } = useParams();
  const story = useStory(id);
  const back = <BackLink to={SLEEPSTORIES_PATHS.library} label={t('story.back')} />;

  if (story.isPending) {
    return (
      <>
        {back}
        <CenteredSpinner label={t('story.loading')} />
      </>
    );
  }
  if (story.isError) {
    const missing = story.error instanceof ApiError && story.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <>
            <PageHeader title={t('story.notFound')} />
            <PanelCard>
              <Typography color="text.secondary">{t('story.notFoundText')}</Typography>
            </PanelCard>
          </>
        ) : (
          <LoadError error={story.error} onRetry={() => void story.refetch()} />
        )}
      </>
    );
  }

  const s = story.data;
  const download = s.downloadUrl ?? (s.hasAudio ? audioUrl(s.id) : null);
  return (
    <>
      {back}
      <PageHeader title={s.title} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, mt: -2 }}>
        <Chip size="small" label={categoryLabel(s.category)} />
        <Typography variant="body2" color="text.secondary">
          {formatDuration(s.duration)}
        </Typography>
      </Stack>
      <PanelCard sx={{ mb: 3 }}>{s.hasAudio || !s.wistiaMediaId ? <AudioPlayer key={s.id} story={s} /> : <WistiaPlayer mediaId={s.wistiaMediaId} title={s.title} />}</PanelCard>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 3 }}>{s.description}</Typography>
      {download && (
        <Button
          component="a"
          href={download}
          variant="outlined"
          startIcon={<Download />}
          {...(s.downloadUrl ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
        >
          {t('story.download')}
        </Button>
      )}
    </>
  );
}
