// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog, isBackdropPress } from './Dialog';
import { installDialogPolyfill } from './dialog-test-support';

beforeAll(installDialogPolyfill);

function Example({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open tool
      </button>
      <Dialog open={open} onClose={close} labelledBy="example-title" initialFocusRef={inputRef}>
        <h2 id="example-title">Estimate</h2>
        <input ref={inputRef} aria-label="Minutes" />
        <button type="button" onClick={close}>
          Close
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens labelled by its heading with focus on the chosen element, and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open tool' }));
    const dialog = screen.getByRole('dialog', { name: 'Estimate' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Minutes' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open tool' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on Escape (the native cancel event) and on a press on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open tool' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open tool' }));
    const dialog = screen.getByRole('dialog');
    dialog.getBoundingClientRect = () => ({ left: 100, right: 300, top: 100, bottom: 300, width: 200, height: 200, x: 100, y: 100, toJSON: () => ({}) });
    fireEvent.click(screen.getByRole('textbox'), { clientX: 10, clientY: 10 });
    expect(onClose).toHaveBeenCalledTimes(1); // a press inside the content is not the backdrop
    fireEvent.click(dialog, { clientX: 10, clientY: 10 });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('tells a backdrop press from a press inside its box', () => {
    const dialog = document.createElement('dialog');
    dialog.getBoundingClientRect = () => ({ left: 100, right: 300, top: 100, bottom: 300, width: 200, height: 200, x: 100, y: 100, toJSON: () => ({}) });
    expect(isBackdropPress(dialog, { target: dialog, clientX: 50, clientY: 150 })).toBe(true);
    expect(isBackdropPress(dialog, { target: dialog, clientX: 150, clientY: 150 })).toBe(false);
    expect(isBackdropPress(dialog, { target: document.body, clientX: 50, clientY: 50 })).toBe(false);
  });
});
