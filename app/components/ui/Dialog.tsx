/**
 * <Dialog open={open} onClose={close} labelledBy={titleId}>…</Dialog>: the site's one dialog, the
 * native <dialog>. Modal by default (showModal(): focus moves in and stays in, the page behind is inert
 * and does not scroll); Escape, a click on the backdrop or `onClose` from a close button closes it, and
 * focus goes back to what opened it. `modal={false}` shows it beside the page instead.
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cx } from './cx';
import { useScrollLock } from './useScrollLock';

export interface DialogProps {
  open: boolean;
  /** Called when the visitor closes it (Escape, backdrop); close buttons call it too. */
  onClose: () => void;
  /** Id of the dialog's heading. */
  labelledBy: string;
  describedBy?: string;
  modal?: boolean;
  /** Receives focus on open (otherwise the first focusable element does). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A press on the ::backdrop lands on the <dialog> itself, outside its box. */
export function isBackdropPress(dialog: HTMLDialogElement, event: Pick<MouseEvent, 'target' | 'clientX' | 'clientY'>): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

export function Dialog({ open, onClose, labelledBy, describedBy, modal = true, initialFocusRef, className, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      if (modal) dialog.showModal();
      else dialog.show();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, modal, initialFocusRef]);

  // Focus goes back to the opener when the dialog closes, however it closed.
  useEffect(() => {
    if (open) return;
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }, [open]);

  useScrollLock(open && modal);

  // Closing the dialog element on unmount keeps the page usable if the owner disappears while open.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  // Tab and Shift+Tab wrap around inside a modal dialog instead of leaving for the browser's toolbar.
  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    if (!modal || event.key !== 'Tab' || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (modal && dialogRef.current && isBackdropPress(dialogRef.current, event)) onClose();
  }

  return (
    // Clicks on the backdrop close it; the keyboard closes it with Escape (the native cancel event).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      className={cx('kit-dialog', className)}
    >
      {children}
    </dialog>
  );
}
