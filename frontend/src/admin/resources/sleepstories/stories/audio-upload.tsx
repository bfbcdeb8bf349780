import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { useId, useRef, useState } from 'react';
import { useRefresh } from 'react-admin';
import { SectionCard } from '../../../components/section-card';
import { useAdminToast } from '../../../components/use-admin-toast';
import { formatDateTime } from '../../../lib/format';
import { formatBytes } from '../lib';
import { SS_ERRORS } from '../texts';
import { AUDIO_ACCEPT, uploadStoryAudio } from '../upload';
import { useAdminT } from '../../../lib/i18n';

/**
 * The story's audio we host: what is there (type, size, when, a preview), and an upload that
 * replaces it (the old file is removed). A story with audio plays it; without, it plays from Wistia.
 */
export function AudioUpload({ story }: { story: AdminSleepStory }) {
  const t = useAdminT();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const toast = useAdminToast();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    setProgress(0);
    try {
      await uploadStoryAudio(story.id, file, setProgress);
      toast({ title: t('common.success'), description: t(story.audio ? 'sleepstories.audio.replaced' : 'sleepstories.audio.uploaded') });
      refresh();
    } catch (err) {
      const message = err instanceof Error ? err.message : SS_ERRORS.uploadAudio;
      setError(message);
      toast({ title: t('common.error'), description: SS_ERRORS.uploadAudio, variant: 'destructive' });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <SectionCard title={t('sleepstories.audio.title')} description={t('sleepstories.audio.description')} sx={{ maxWidth: 760, mt: 3 }}>
      <Stack spacing={2}>
        {story.audio ? (
          <Box>
            <Typography variant="body2" data-testid="story-audio-info">
              {t('sleepstories.audio.info', { type: story.audio.contentType, size: formatBytes(story.audio.size), date: formatDateTime(story.audio.uploadedAt) })}
            </Typography>
            <Box component="audio" controls preload="none" src={`/api/sleepstories/${encodeURIComponent(story.id)}/audio?v=${encodeURIComponent(story.audio.uploadedAt)}`} sx={{ width: '100%', mt: 1 }} aria-label={t('sleepstories.audio.preview', { title: story.title })} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('sleepstories.audio.none')}
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {progress !== null && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('sleepstories.audio.progress')} />}
        <Box>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AUDIO_ACCEPT}
            hidden
            data-testid="story-audio-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button variant="outlined" startIcon={<UploadFileOutlined />} disabled={progress !== null} onClick={() => input.current?.click()}>
            {t(story.audio ? 'sleepstories.audio.replace' : 'sleepstories.audio.upload')}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
