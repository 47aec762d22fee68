// @vitest-environment happy-dom
/**
 * The one modal the shop uses (confirmations, the product page's quotation and standard-order popins): shown
 * as a modal, focus on its first choice, Tab kept inside, Escape and (where asked) the backdrop ask the parent to
 * close, and focus goes back to the opener.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, ModalDialog } from './dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const nextFrame = () => act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

afterEach(cleanup);

function Popin({ backdrop = false }: { backdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={opener} onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <ModalDialog
        open={open}
        onDismiss={() => setOpen(false)}
        title="Add to a list"
        testId="popin"
        className="popin"
        dismissOnBackdrop={backdrop}
        initialFocus={(dialog) => dialog.querySelector<HTMLElement>('input')}
        focusBack={() => opener.current}
      >
        <label>
          Quantity <input type="number" defaultValue={1} />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('opens as a modal labelled by its title, focus on the first field, and Escape closes it back to the opener', async () => {
    render(<Popin />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByTestId('popin') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.className).toBe('dialog popin');
    expect(screen.getByRole('dialog', { name: 'Add to a list' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByLabelText('Quantity'));

    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    escape(dialog);
    expect(dialog.open).toBe(false);
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('keeps Tab inside: from the last choice to the first and back', () => {
    render(<Popin />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByTestId('popin');
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Quantity'));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('closes on a click on the backdrop only when asked', () => {
    const { unmount } = render(<Popin />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByTestId('popin'));
    expect((screen.getByTestId('popin') as HTMLDialogElement).open).toBe(true);
    unmount();

    render(<Popin backdrop />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByLabelText('Quantity'));
    expect((screen.getByTestId('popin') as HTMLDialogElement).open).toBe(true);
    fireEvent.click(screen.getByTestId('popin'));
    expect((screen.getByTestId('popin') as HTMLDialogElement).open).toBe(false);
  });
});

describe('ConfirmDialog', () => {
  it('is described by its message, focuses the safe choice, and Escape cancels', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete this list?"
        confirmLabel="Yes, delete"
        cancelLabel="Keep it"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>It cannot be undone.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this list?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('It cannot be undone.').parentElement?.id,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    escape(dialog);
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
