import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../testing/render';
import { formatDuration } from './format';
import { SleepStoriesLibraryRoute } from './routes/library';
import { makeStory } from './testing/fixtures';

describe('SleepStories in Spanish (issue 33)', () => {
  beforeEach(() => act(() => i18n.changeLanguage('es').then(() => undefined)));

  it('shows the library, its categories, durations and listening in Spanish', async () => {
    mockFetch({
      'GET /api/sleepstories': { body: [makeStory(), makeStory({ id: 'b2', title: 'Long Night', duration: 3900, category: 'bedtime', listening: 'in_progress' })] },
      'GET /api/sleepstories/announcements': { body: [] },
    });
    renderWithProviders(<SleepStoriesLibraryRoute />, { path: '/apps/sleepstories' });
    expect(await screen.findByRole('heading', { name: 'Cuentos para dormir' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cuentos' })).toBeInTheDocument();
    const night = (await screen.findByRole('heading', { name: 'Long Night' })).closest('article')!;
    expect(within(night).getByText('1 h 5 min')).toBeInTheDocument();
    expect(within(night).getByText('Hora de dormir')).toBeInTheDocument();
    expect(within(night).getByText('A medias')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Categoría' })).getByRole('button', { name: 'Todos' })).toBeInTheDocument();
  });

  it('says durations in Spanish and keeps the spec forms in English', async () => {
    expect(formatDuration(7200)).toBe('2 h');
    await act(() => i18n.changeLanguage('en').then(() => undefined));
    expect(formatDuration(7200)).toBe('2 hr');
  });
});
