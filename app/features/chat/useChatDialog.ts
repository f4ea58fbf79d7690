import { type RefObject, useEffect, useState } from 'react';
import { useScrollLock } from '~/components/ui/useScrollLock';

/** Below Tailwind's `sm` breakpoint the panel takes the whole screen. */
export const PHONE_QUERY = '(max-width: 639px)';

function isPhoneViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/**
 * Opens and closes the native dialog with `open`, focusing the input. The mode follows the viewport:
 * non-modal beside the page on wider screens, modal and full screen on phones, where the page behind it
 * does not scroll. Returns whether the dialog is modal.
 */
export function useChatDialog(
  open: boolean,
  dialogRef: RefObject<HTMLDialogElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
): boolean {
  const [modal, setModal] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    const present = () => {
      const phone = isPhoneViewport();
      if (dialog.open) dialog.close();
      if (phone) dialog.showModal();
      else dialog.show();
      setModal(phone);
      inputRef.current?.focus();
    };
    present();
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE_QUERY);
    query.addEventListener('change', present);
    return () => query.removeEventListener('change', present);
  }, [open, dialogRef, inputRef]);

  useScrollLock(open && modal);

  return modal;
}
