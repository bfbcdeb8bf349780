import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const onRowClick = vi.fn();
  render(
    <div onClick={onRowClick}>
      <ConfirmDialog open title="End partnership" content="End it now?" confirm="End Partnership" icon={<DeleteOutlined data-testid="action-icon" />} onConfirm={onConfirm} onClose={onClose} {...props} />
    </div>,
  );
  return { onConfirm, onClose, onRowClick, dialog: screen.getByRole('dialog', { name: 'End partnership' }) };
}

describe('ConfirmDialog', () => {
  it('is named by its title and described by its text', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription('End it now?');
  });

  it('puts the action’s own icon on the action and none on Cancel', () => {
    const { dialog } = renderDialog({ destructive: true });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const action = within(dialog).getByRole('button', { name: 'End Partnership' });
    expect(cancel.querySelector('svg')).toBeNull();
    expect(within(action).getByTestId('action-icon')).toBeInTheDocument();
  });

  it('makes a destructive action red and focuses Cancel', () => {
    const { dialog } = renderDialog({ destructive: true });
    expect(within(dialog).getByRole('button', { name: 'End Partnership' })).toHaveClass('MuiButton-contained', 'MuiButton-colorError');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('focuses a non-destructive action, in the primary colour', () => {
    const { dialog } = renderDialog({ destructive: false });
    const action = within(dialog).getByRole('button', { name: 'End Partnership' });
    expect(action).toHaveClass('MuiButton-contained', 'MuiButton-colorPrimary');
    expect(action).toHaveFocus();
  });

  it('confirms and cancels without the click reaching the row it was opened from', () => {
    const { dialog, onConfirm, onClose, onRowClick } = renderDialog({ destructive: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End Partnership' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('disables both buttons while the request runs', () => {
    const { dialog } = renderDialog({ loading: true });
    for (const button of within(dialog).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('confirms once when pressed twice before the request has disabled it, and again after a failed request (issue 28)', () => {
    const onConfirm = vi.fn();
    const props = { open: true, title: 'Delete story', content: 'Delete it?', confirm: 'Delete', onConfirm, onClose: vi.fn() };
    const { rerender } = render(<ConfirmDialog {...props} />);
    const action = () => within(screen.getByRole('dialog', { name: 'Delete story' })).getByRole('button', { name: 'Delete' });
    fireEvent.click(action());
    fireEvent.click(action());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // The request ran and failed, leaving the dialog open: the admin may try again.
    rerender(<ConfirmDialog {...props} loading />);
    rerender(<ConfirmDialog {...props} loading={false} />);
    fireEvent.click(action());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
