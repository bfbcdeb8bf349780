import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import Box from '@mui/material/Box';
import type { SleepStorySummary } from '@pfe/contracts/sleepstories';
import { isSameOrigin } from '../format';

/**
 * A story's picture: its thumbnail when it is on this site, else a calm placeholder. A thumbnail on
 * another host is never fetched (see isSameOrigin).
 */
export function StoryArtwork({ story, height = 140 }: { story: Pick<SleepStorySummary, 'thumbnailUrl'>; height?: number }) {
  if (isSameOrigin(story.thumbnailUrl)) {
    return <Box component="img" src={story.thumbnailUrl!} alt="" sx={{ display: 'block', width: '100%', height, objectFit: 'cover' }} />;
  }
  return (
    <Box aria-hidden sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
      <BedtimeOutlined sx={{ fontSize: 48 }} />
    </Box>
  );
}
