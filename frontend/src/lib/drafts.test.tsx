import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearDrafts, useDraft } from './drafts';

function Composer({ id }: { id: string }) {
  const [draft, setDraft] = useDraft(`chat:${id}`);
  return <textarea aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />;
}

describe('useDraft', () => {
  afterEach(() => clearDrafts());

  it('keeps a draft per conversation when the composer goes away and comes back', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Composer id="a" />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'half a thought');
    unmount();
    const again = render(<Composer id="a" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('half a thought');
    again.unmount();
    render(<Composer id="b" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('keeps nothing in storage, and forgets everything on clearDrafts', async () => {
    const user = userEvent.setup();
    render(<Composer id="c" />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'secret words');
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('secret words');
    act(() => clearDrafts());
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});
