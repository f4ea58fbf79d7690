/**
 * The site-wide "Open Chat" button. It is all that ships with every page: the panel's
 * code is fetched on first open (and prefetched when the pointer or focus reaches the button).
 * Rendered once in the root layout, so the conversation outlives client-side navigation. It keeps clear of the
 * page's text and controls (useFloatingForm): labelled until the visitor scrolls, then the icon alone, in the
 * side margin where there is one, or peeking from the screen's edge.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatPanelProps } from './ChatPanel';
import { OPEN_CHAT_EVENT } from './open-chat';
import { loadOnce } from '~/lib/load-once';
import { Icon } from '~/components/ui/Icon';
import { useFloatingForm } from '~/features/floating/useFloatingForm';

type PanelComponent = ComponentType<ChatPanelProps>;

/** The panel's code, fetched on first open (or prefetch). */
const loadPanel = loadOnce<PanelComponent>(() => import('./ChatPanel').then((module) => module.default));

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLSpanElement>(null);
  const wasOpen = useRef(false);
  const { form, style } = useFloatingForm({ anchorRef, labelRef, enabled: !open });

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
      {/* Where the button rests, the size of the icon alone: the label and the push aside are drawn over it, so nothing moves. */}
      <div ref={anchorRef} hidden={open} data-floating-control="" data-floating-form={form} style={style} className="floating-anchor floating-right bottom-(--floating-bottom)">
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          aria-busy={loading || undefined}
          onClick={openPanel}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          className="floating-body group relative isolate inline-flex size-full items-center justify-center rounded-full border border-plasma-300/40 bg-space-800 font-semibold text-ink shadow-[0_0_28px_-6px_var(--color-plasma-400)] hover:border-plasma-300 hover:bg-space-700"
        >
          <span
            ref={labelRef}
            className="floating-label floating-label-attached absolute inset-y-0 right-0 -z-10 flex items-center rounded-full border border-plasma-300/40 bg-space-800 pr-(--floating-size) pl-5 whitespace-nowrap group-hover:border-plasma-300 group-hover:bg-space-700"
          >
            Open Chat
          </span>
          <Icon name="message-circle" strokeWidth={2} className="size-6 text-plasma-300" />
        </button>
      </div>
      {Panel && <Panel open={open} onClose={close} />}
    </>
  );
}
