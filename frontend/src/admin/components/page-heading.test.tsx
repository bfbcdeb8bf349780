import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('is the screen’s h1 and gives the browser tab its own title (WCAG 2.4.2), put back after', () => {
    document.title = 'Before';
    const { unmount } = render(
      <AdminContext>
        <PageHeading title="Payment Tracking" subtitle="Record and manage manual payments from various sources" />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Tracking' })).toBeInTheDocument();
    expect(document.title).toBe('Payment Tracking · Admin · Psyop-Free Economy');
    unmount();
    expect(document.title).toBe('Before');
  });
});
