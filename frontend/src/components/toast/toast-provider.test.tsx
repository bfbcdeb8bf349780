import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS, ToastProvider } from './toast-provider';
import { useToast, type ToastOptions } from './toast-context';

function Trigger({ options }: { options: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <>
      {options.map((o) => (
        <button key={o.title} onClick={() => toast(o)}>
          {o.title}
        </button>
      ))}
    </>
  );
}

const renderToasts = (options: ToastOptions[]) =>
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    renderToasts([{ title: 'First' }, { title: 'Error', description: 'Went wrong', variant: 'destructive' }]);
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('status')).toHaveTextContent('First');
    fireEvent.click(screen.getByRole('button', { name: 'Error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorWent wrong');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides after 5000 ms', () => {
    vi.useFakeTimers();
    try {
      renderToasts([{ title: 'Saved' }]);
      fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(screen.getByRole('status')).toBeVisible();
      act(() => vi.advanceTimersByTime(1000));
      act(() => vi.advanceTimersByTime(1000)); // the exit transition
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is dismissed by a swipe of more than 50 px', async () => {
    // jsdom has no PointerEvent; a MouseEvent carries the clientX the handlers read.
    vi.stubGlobal('PointerEvent', window.PointerEvent ?? window.MouseEvent);
    renderToasts([{ title: 'Saved' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('offers an action that runs once and closes the toast, and stays longer for it', () => {
    vi.useFakeTimers();
    try {
      const undo = vi.fn();
      renderToasts([{ title: 'River unblocked', description: 'They can message you again.', action: { label: 'Undo', onClick: undo } }]);
      fireEvent.click(screen.getByRole('button', { name: 'River unblocked' }));
      const toast = within(screen.getByRole('status'));
      expect(toast.getByText('River unblocked')).toBeInTheDocument();
      expect(toast.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1000));
      expect(screen.getByRole('status')).toBeVisible();
      expect(TOAST_ACTION_DURATION_MS).toBeGreaterThan(TOAST_DURATION_MS);

      fireEvent.click(toast.getByRole('button', { name: 'Undo' }));
      expect(undo).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1000)); // the exit transition
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides an action toast after TOAST_ACTION_DURATION_MS, and closes it from its close button', () => {
    vi.useFakeTimers();
    try {
      const undo = vi.fn();
      renderToasts([{ title: 'Done', action: { label: 'Undo', onClick: undo } }]);
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      act(() => vi.advanceTimersByTime(TOAST_ACTION_DURATION_MS + 100));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(undo).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
