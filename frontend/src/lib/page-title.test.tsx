import { render } from '@testing-library/react';
import { PageHeader } from '../components/page-header';

describe('page titles', () => {
  it('names the tab after the screen and restores the previous title when it goes', () => {
    document.title = 'Before';
    const { unmount } = render(<PageHeader title="My Payments" />);
    expect(document.title).toBe('My Payments · Psyop-Free Economy');
    unmount();
    expect(document.title).toBe('Before');
  });
});
