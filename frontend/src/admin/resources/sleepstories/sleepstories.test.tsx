import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { memoryStore } from 'react-admin';
import { listOf, renderWith as renderAdmin } from '../../testing/fixtures';
import announcements from './announcements';
import { STORY_DEFAULTS, storyPayload, validateStory } from './lib';
import { SleepStoriesDashboard } from './sleepstories-dashboard';
import { StoryCreate, StoryEdit } from './stories/story-form';
import { StoryList } from './stories/story-list';

beforeEach(() => window.history.replaceState(null, '', '/'));
const renderWith = (ui: React.ReactElement, dataProvider: Record<string, unknown>) => renderAdmin(ui, dataProvider, { store: memoryStore() });

function story(over: Partial<AdminSleepStory> = {}): AdminSleepStory {
  return {
    id: 's1',
    title: 'The Quiet Harbour',
    description: 'Boats rocking gently.',
    duration: 3900,
    wistiaMediaId: 'abc123',
    downloadUrl: null,
    category: 'nature',
    thumbnailUrl: null,
    isActive: true,
    audio: null,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    ...over,
  };
}

describe('SleepStories overview at /admin/sleepstories (issue 28 item 8)', () => {
  it('counts stories (all and active) and announcements, and links to both lists', async () => {
    const getList = vi.fn(async (resource: string, params: { filter?: { isActive?: boolean } }) => {
      if (resource === 'sleepstories/announcements') return { data: [], total: 2 };
      return params.filter?.isActive ? { data: [story()], total: 3 } : { data: [story()], total: 5 };
    });
    renderWith(<SleepStoriesDashboard />, { getList });
    expect(screen.getByRole('heading', { name: 'SleepStories Admin' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Total Stories' })).findByText('5')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Active Stories' })).findByText('3')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Announcements' })).findByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Stories/ })).toHaveAttribute('href', expect.stringContaining('/sleepstories/stories'));
    expect(screen.getByRole('link', { name: /^Announcements/ })).toHaveAttribute('href', expect.stringContaining('/sleepstories/announcements'));
    // Each count asks with a sort the API allows (react-admin's default `id` is answered 400).
    for (const [, params] of getList.mock.calls) expect(params).toMatchObject({ sort: { field: 'createdAt', order: 'DESC' } });
  });
});

describe('story rules (spec §5)', () => {
  it('requires the spec’s fields with its messages', () => {
    expect(validateStory(STORY_DEFAULTS)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      duration: 'Duration is required',
      wistiaMediaId: 'Wistia Media ID is required',
    });
    for (const duration of [0, -3, '1.5', 'abc']) {
      expect(validateStory({ ...STORY_DEFAULTS, duration }).duration).toBe('Duration must be a positive number (in seconds)');
    }
    expect(validateStory({ ...STORY_DEFAULTS, category: '' }).category).toBe('Category is required');
    expect(validateStory({ ...STORY_DEFAULTS, downloadUrl: 'javascript:alert(1)' }).downloadUrl).toBe('Enter an address starting with http:// or https://');
    expect(validateStory({ ...STORY_DEFAULTS, title: 'T', description: 'D', duration: 60, wistiaMediaId: 'w1', downloadUrl: 'https://example.org/a.mp3' })).toEqual({});
  });

  it('needs no Wistia id for a story with its own audio, or one saved inactive to be given its audio (issue 21 item 15)', () => {
    const filled = { ...STORY_DEFAULTS, title: 'T', description: 'D', duration: 60, wistiaMediaId: '' };
    expect(validateStory(filled).wistiaMediaId).toBe('Wistia Media ID is required');
    expect(validateStory({ ...filled, isActive: false })).toEqual({});
    expect(validateStory({ ...filled, audio: { contentType: 'audio/wav', size: 10, uploadedAt: '2026-03-01T10:00:00Z' } })).toEqual({});
    expect(storyPayload({ ...filled, isActive: false }).wistiaMediaId).toBeNull();
  });

  it('sends the whole story, trimmed, blanks as none, category general and active by default', () => {
    expect(storyPayload({ title: ' T ', description: ' D ', duration: '60', wistiaMediaId: ' w1 ', downloadUrl: '  ', thumbnailUrl: null })).toEqual({
      title: 'T',
      description: 'D',
      duration: 60,
      wistiaMediaId: 'w1',
      downloadUrl: null,
      category: 'general',
      thumbnailUrl: null,
      isActive: true,
    });
  });
});

describe('SleepStories console', () => {
  it('lists every story with its status, inactive ones included, and how it plays', async () => {
    renderWith(<StoryList />, {
      getList: listOf([story(), story({ id: 's2', title: 'Draft', isActive: false, audio: { contentType: 'audio/wav', size: 1000, uploadedAt: '2026-03-01T10:00:00Z' } })]),
    });
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1 hr 5 min').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Our audio/).length).toBeGreaterThan(0);
  });

  it('deletes a story after the spec’s question, and says when deleting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = vi.fn().mockResolvedValueOnce({ data: story() }).mockRejectedValueOnce(new Error('nope'));
    renderWith(<StoryList />, { getList: listOf([story()]), delete: remove });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete The Quiet Harbour' }))[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this story?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Story deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('sleepstories/stories', expect.objectContaining({ id: 's1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete The Quiet Harbour' }))[0]);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete sleep story')).toBeInTheDocument();
  });

  it('creates with the defaults, shows the spec’s messages first, and says "Failed to create sleep story" on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = vi.fn().mockRejectedValueOnce(new Error('nope')).mockImplementation(async (_r: string, params: { data: object }) => ({ data: { ...story(), id: 's9', ...params.data } }));
    renderWith(<StoryCreate />, { create, getOne: vi.fn(async () => ({ data: story({ id: 's9' }) })) });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Wistia Media ID is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Rain' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Soft rain' } });
    fireEvent.change(screen.getByLabelText(/^Duration/), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText(/^Wistia Media ID/), { target: { value: 'rain01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
    expect(await screen.findByText('Failed to create sleep story')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
    expect(await screen.findByText('Story created. You can now upload its audio.')).toBeInTheDocument();
    expect(create.mock.calls[1][1].data).toEqual({ title: 'Rain', description: 'Soft rain', duration: 900, wistiaMediaId: 'rain01', downloadUrl: null, category: 'general', thumbnailUrl: null, isActive: true });
  });

  it('edits the whole story and offers the audio upload', async () => {
    const saved = story({ audio: { contentType: 'audio/mpeg', size: 4_200_000, uploadedAt: '2026-03-01T10:00:00Z' } });
    const update = vi.fn(async (_r: string, params: { data: object }) => ({ data: { ...saved, ...params.data } }));
    renderWith(<StoryEdit id="s1" />, { getOne: vi.fn(async () => ({ data: saved })), update, getList: listOf([]) });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Harbour at Night' } });
    expect(screen.getByTestId('story-audio-info')).toHaveTextContent('audio/mpeg · 4.2 MB');
    expect(screen.getByRole('button', { name: 'Replace audio' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Story' }));
    expect(await screen.findByText('Story updated')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toEqual({
      title: 'Harbour at Night',
      description: saved.description,
      duration: 3900,
      wistiaMediaId: 'abc123',
      downloadUrl: null,
      category: 'nature',
      thumbnailUrl: null,
      isActive: true,
    });
  });

  it('manages SleepStories announcements with the shared pages, without the SupportMatch-only "show on login"', async () => {
    const create = vi.fn(async (_r: string, params: { data: object }) => ({ data: { id: 'a9', ...params.data } }));
    const Create = announcements.create;
    renderWith(<Create />, { create, getList: listOf([]) });
    expect(screen.getByText('Shown to SleepStories members while active and not expired')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Show on login' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'New stories' } });
    fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: 'Three new ones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Announcement created')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('sleepstories/announcements', expect.anything());
  });
});
