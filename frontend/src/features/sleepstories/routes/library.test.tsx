import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { makeAnnouncement, makeStory } from '../testing/fixtures';
import { SleepStoriesLibraryRoute } from './library';

describe('<SleepStoriesLibraryRoute>', () => {
  it('shows the announcements above the grid, each story with its duration, linking to its page', async () => {
    mockFetch({
      'GET /api/sleepstories': {
        body: [makeStory(), makeStory({ id: 'b2', title: 'Long Night', duration: 3900, category: 'bedtime', thumbnailUrl: 'https://cdn.example.org/t.jpg' })],
      },
      'GET /api/sleepstories/announcements': { body: [makeAnnouncement()] },
    });
    renderWithProviders(<SleepStoriesLibraryRoute />, { path: '/apps/sleepstories' });
    const harbour = (await screen.findByRole('heading', { name: 'The Quiet Harbour' })).closest('article')!;
    expect(within(harbour).getByText('10 min')).toBeInTheDocument();
    expect(within(harbour).getByRole('link')).toHaveAttribute('href', `/apps/sleepstories/${makeStory().id}`);
    const night = screen.getByRole('heading', { name: 'Long Night' }).closest('article')!;
    expect(within(night).getByText('1 hr 5 min')).toBeInTheDocument();
    // A thumbnail on another host is not loaded.
    expect(document.querySelector('img')).toBeNull();
    const announcement = await screen.findByRole('heading', { name: 'New stories' });
    expect(announcement.compareDocumentPosition(screen.getByRole('heading', { name: 'Stories' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No play counts, streaks or positions anywhere.
    expect(screen.queryByText(/plays|listened|streak/i)).not.toBeInTheDocument();
  });

  it('marks the member\'s own played and in-progress stories (issue 21 item 9)', async () => {
    mockFetch({
      'GET /api/sleepstories': {
        body: [makeStory(), makeStory({ id: 'b2', title: 'Long Night', listening: 'in_progress' }), makeStory({ id: 'b3', title: 'Rain', listening: 'played' })],
      },
      'GET /api/sleepstories/announcements': { body: [] },
    });
    renderWithProviders(<SleepStoriesLibraryRoute />, { path: '/apps/sleepstories' });
    const card = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('article')!);
    expect((await card('Long Night')).getByText('In progress')).toBeInTheDocument();
    expect((await card('Rain')).getByText('Played')).toBeInTheDocument();
    expect((await card('The Quiet Harbour')).queryByText(/In progress|Played/)).not.toBeInTheDocument();
  });

  it('filters by category', async () => {
    mockFetch({
      'GET /api/sleepstories': { body: [makeStory(), makeStory({ id: 'b2', title: 'Dragon Lullaby', category: 'fantasy' })] },
      'GET /api/sleepstories/announcements': { body: [] },
    });
    renderWithProviders(<SleepStoriesLibraryRoute />, { path: '/apps/sleepstories' });
    await screen.findByRole('heading', { name: 'Dragon Lullaby' });
    await userEvent.click(screen.getByRole('button', { name: 'Fantasy' }));
    expect(screen.getByRole('button', { name: 'Fantasy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'The Quiet Harbour' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dragon Lullaby' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Meditation' }));
    expect(screen.getByText('No meditation stories yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all stories' }));
    expect(screen.getByRole('heading', { name: 'The Quiet Harbour' })).toBeInTheDocument();
  });

  it('says the spec’s empty text when there are no stories, and shows no announcements section when there are none', async () => {
    mockFetch({ 'GET /api/sleepstories': { body: [] }, 'GET /api/sleepstories/announcements': { body: [] } });
    renderWithProviders(<SleepStoriesLibraryRoute />, { path: '/apps/sleepstories' });
    expect(await screen.findByText('No sleep stories available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
  });
});
