/**
 * The site-wide "Open Chat" button. It is all that ships with every page: the panel's
 * code is fetched on first open (and prefetched when the pointer or focus reaches the button).
 * Rendered once in the root layout, so the conversation outlives client-side navigation.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatPanelProps } from './ChatPanel';
import { OPEN_CHAT_EVENT } from './open-chat';
import { loadOnce } from '~/lib/load-once';
import { Icon } from '~/components/ui/Icon';

type PanelComponent = ComponentType<ChatPanelProps>;

/** The panel's code, fetched on first open (or prefetch). */
const loadPanel = loadOnce<PanelComponent>(() => import('./ChatPanel').then((module) => module.default));

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus returns to the button when the panel closes.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const prefetch = useCallback(() => {
    loadPanel().catch(() => {});
  }, []);

  const openPanel = useCallback(() => {
    if (Panel) {
      setOpen(true);
      return;
    }
    setLoading(true);
    loadPanel()
      .then((component) => {
        setPanel(() => component);
        setOpen(true);
      })
      .catch(() => {})
      .finally(() => setLoading(false));
  }, [Panel]);

  const close = useCallback(() => setOpen(false), []);

  // Another part of the page may ask for the chat (the voice panel's fallback).
  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, openPanel);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, openPanel);
  }, [openPanel]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        hidden={open}
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onClick={openPanel}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full border border-plasma-300/40 bg-space-800 py-3 pr-3 pl-3 font-semibold text-ink shadow-[0_0_28px_-6px_var(--color-plasma-400)] hover:border-plasma-300 hover:bg-space-700 sm:right-5 sm:bottom-5 sm:pr-5"
      >
        <Icon name="message-circle" strokeWidth={2} className="size-6 text-plasma-300" />
        <span className="sr-only sm:not-sr-only">Open Chat</span>
      </button>
      {Panel && <Panel open={open} onClose={close} />}
    </>
  );
}
