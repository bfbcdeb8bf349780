import AddOutlined from '@mui/icons-material/AddOutlined';
import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListPage, type ListColumn, type RecordProps } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { CATEGORY_CHOICES, formatDuration } from '../lib';
import { SS_LIST_TEXT } from '../texts';
import { DeleteStoryButton } from './delete-story-button';
import { STORIES_RESOURCE } from './resource';
import type { TFunction } from 'i18next';
import { useAdminT } from '../../../lib/i18n';

const categoryName = (id: string) => CATEGORY_CHOICES.find((c) => c.id === id)?.name ?? id;

function Status({ story }: { story: AdminSleepStory }) {
  const t = useAdminT();
  return story.isActive ? (
    <Chip size="small" label={t('sleepstories.list.active')} color="success" sx={{ fontWeight: 600 }} />
  ) : (
    <Chip size="small" label={t('sleepstories.list.inactive')} variant="outlined" sx={{ fontWeight: 600 }} />
  );
}

function Source({ story }: { story: AdminSleepStory }) {
  const t = useAdminT();
  return <Typography variant="body2">{t(story.audio ? 'sleepstories.list.ourAudio' : 'sleepstories.list.wistia')}</Typography>;
}

function DeleteButton({ record }: RecordProps<AdminSleepStory>) {
  return <DeleteStoryButton story={record} variant="icon" />;
}

const columns = (t: TFunction): readonly ListColumn<AdminSleepStory>[] => [
  {
    label: t('sleepstories.list.columns.title'),
    sortBy: 'title',
    render: (s) => (
      <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: 320 }} noWrap>
        {s.title}
      </Typography>
    ),
  },
  { label: t('sleepstories.list.columns.category'), sortBy: 'category', render: (s) => categoryName(s.category) },
  { label: t('sleepstories.list.columns.duration'), sortBy: 'duration', render: (s) => formatDuration(s.duration), nowrap: true },
  { label: t('sleepstories.list.columns.playsFrom'), render: (s) => <Source story={s} /> },
  { label: t('sleepstories.list.columns.status'), sortBy: 'isActive', render: (s) => <Status story={s} /> },
  { label: t('sleepstories.list.columns.created'), sortBy: 'createdAt', render: (s) => formatDate(s.createdAt), nowrap: true },
  { label: t('sleepstories.list.columns.actions'), align: 'right', render: (s) => <DeleteButton record={s} /> },
];

function StoryCard({ record: s }: RecordProps<AdminSleepStory>) {
  const t = useAdminT();
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{s.title}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        <Status story={s} />
        <Chip size="small" label={categoryName(s.category)} variant="outlined" />
        <Typography variant="body2" color="text.secondary">
          {formatDuration(s.duration)} · {t(s.audio ? 'sleepstories.list.ourAudio' : 'sleepstories.list.wistia')}
        </Typography>
      </Box>
    </>
  );
}

function NewStoryButton() {
  const t = useAdminT();
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource: STORIES_RESOURCE, type: 'create' })} variant="contained" startIcon={<AddOutlined />}>
      {t('sleepstories.list.add')}
    </Button>
  );
}

/** /admin/sleepstories/stories: every story, inactive ones included (spec §7 admin/all); a row opens it for editing. */
export function StoryList() {
  const t = useAdminT();
  return (
    <ListPage<AdminSleepStory>
      resource={STORIES_RESOURCE}
      texts={SS_LIST_TEXT.stories}
      actions={<NewStoryButton />}
      emptyIcon={<BedtimeOutlined />}
      columns={columns(t)}
      noWrap
      rowClick="edit"
      card={StoryCard}
      cardAction={DeleteButton}
    />
  );
}
