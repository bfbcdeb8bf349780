import { i18n } from '../../../lib/i18n';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { LIGHTHOUSE_PHOTOS, type LighthouseOwnProperty } from '@pfe/contracts/lighthouse';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useDeletePhoto } from '../api/delete-photo';
import { useUploadPhoto } from '../api/upload-photo';

/**
 * A listing's photos for its host: each removable, and new ones uploaded one by one (each upload
 * answers the listing as it now is). Shown once the listing exists.
 */
export function PropertyPhotos({ property }: { property: LighthouseOwnProperty }) {
  const upload = useUploadPhoto(property.id);
  const remove = useDeletePhoto(property.id);
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const photos = property.photos;
  const room = LIGHTHOUSE_PHOTOS.max - photos.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(room, 0));
    event.target.value = '';
    for (const file of files) {
      setUploading((n) => n + 1);
      try {
        await upload.mutateAsync(file);
        toast({ title: i18n.t('lighthouse:ui.photoAdded') });
      } catch (error) {
        toast({ title: i18n.t('lighthouse:x.couldNotAdd', { name: file.name }), description: messageOf(error), variant: 'destructive' });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <Box component="section" aria-labelledby="property-photos-title">
      <Typography id="property-photos-title" variant="h6" component="h2">
        {i18n.t('lighthouse:ui.photos')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {i18n.t('lighthouse:x.photosHelp', { max: LIGHTHOUSE_PHOTOS.max, mb: LIGHTHOUSE_PHOTOS.maxBytes / (1024 * 1024) })}
      </Typography>
      {photos.length > 0 && (
        <Box component="ul" aria-label={i18n.t('lighthouse:ui.listingPhotos')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {photos.map((src, i) => (
            <Box component="li" key={src} sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
              <Box component="img" src={src} alt={i18n.t('lighthouse:x.photoAlt', { n: i + 1, total: photos.length })} sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }} />
              <IconButton
                aria-label={i18n.t('lighthouse:x.removePhoto', { n: i + 1 })}
                size="small"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(src, {
                    onSuccess: () => toast({ title: i18n.t('lighthouse:ui.photoRemoved') }),
                    onError: (error) => toast({ title: i18n.t('lighthouse:ui.couldNotRemoveThePhoto'), description: messageOf(error), variant: 'destructive' }),
                  })
                }
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                <Delete fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<AddPhotoAlternateOutlined />} disabled={room <= 0 || uploading > 0} onClick={() => input.current?.click()}>
          {uploading > 0 ? i18n.t('lighthouse:ui.adding') : i18n.t('lighthouse:ui.addPhotos')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {i18n.t('lighthouse:x.photoCount', { n: photos.length, max: LIGHTHOUSE_PHOTOS.max })}
        </Typography>
      </Stack>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" multiple hidden aria-label={i18n.t('lighthouse:ui.choosePhotos')} onChange={(e) => void onFiles(e)} />
    </Box>
  );
}
