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

/**
 * The story's audio we host: what is there (type, size, when, a preview), and an upload that
 * replaces it (the old file is removed). A story with audio plays it; without, it plays from Wistia.
 */
export function AudioUpload({ story }: { story: AdminSleepStory }) {
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
      toast({ title: 'Success', description: story.audio ? 'Audio replaced' : 'Audio uploaded' });
      refresh();
    } catch (err) {
      const message = err instanceof Error ? err.message : SS_ERRORS.uploadAudio;
      setError(message);
      toast({ title: 'Error', description: SS_ERRORS.uploadAudio, variant: 'destructive' });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <SectionCard title="Audio" description="MP3, M4A/AAC, OGG/Opus, WebM or WAV. Members stream it from this site; with no audio the story plays from Wistia." sx={{ maxWidth: 760, mt: 3 }}>
      <Stack spacing={2}>
        {story.audio ? (
          <Box>
            <Typography variant="body2" data-testid="story-audio-info">
              {story.audio.contentType} · {formatBytes(story.audio.size)} · uploaded {formatDateTime(story.audio.uploadedAt)}
            </Typography>
            <Box component="audio" controls preload="none" src={`/api/sleepstories/${encodeURIComponent(story.id)}/audio?v=${encodeURIComponent(story.audio.uploadedAt)}`} sx={{ width: '100%', mt: 1 }} aria-label={`Preview of ${story.title}`} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No audio file yet: this story plays from its Wistia media.
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {progress !== null && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />}
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
            {story.audio ? 'Replace audio' : 'Upload audio'}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
