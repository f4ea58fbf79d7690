/**
 * The chat panel, loaded on demand by ChatLauncher. A <dialog>: non-modal beside the
 * page on wider screens, modal and full screen on phones (page scroll locked).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { siteConfig } from '~/site.config';
import { LinkedText } from '~/components/ui/LinkedText';
import { markSiteLinks } from '~/lib/linkify';
import { MAX_MESSAGE_LENGTH, SUGGESTED_QUESTIONS, isFreshConversation, isSendDisabled, type ChatMessage } from './chat-state';
import { useChatConversation } from './useChatConversation';
import { Button } from '~/components/ui/Button';
import { useScrollLock } from '~/components/ui/useScrollLock';
import { Icon } from '~/components/ui/Icon';

/** Below Tailwind's `sm` breakpoint the panel takes the whole screen. */
export const PHONE_QUERY = '(max-width: 639px)';

function isPhoneViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const name = message.isBot ? siteConfig.assistantName : 'You';
  return (
    <li className={message.isBot ? 'flex justify-start' : 'flex justify-end'}>
      <p
        className={
          message.isBot
            ? 'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-bl-md border border-space-600 bg-space-800 px-3.5 py-2.5 text-sm leading-relaxed text-ink'
            : 'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-nebula-300 px-3.5 py-2.5 text-sm leading-relaxed text-space-950'
        }
      >
        <span className="sr-only">{name}: </span>
        {message.isBot ? <LinkedText
            text={markSiteLinks(message.text)}
            onNavigate={onNavigate}
            linkClassName="font-medium text-plasma-300 underline decoration-plasma-300/60 hover:decoration-plasma-300"
          /> : message.text}
      </p>
    </li>
  );
}

export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { state, send } = useChatConversation({ active: open });
  const [draft, setDraft] = useState('');
  const [modal, setModal] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const assistant = siteConfig.assistantName;

  // Open and close the native dialog with the prop; the mode follows the viewport.
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
  }, [open]);

  // Full screen on a phone: the page behind it does not scroll.
  useScrollLock(open && modal);

  // Keep the newest message in view.
  const messageCount = state.messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (!log || !open) return;
    log.scrollTo({ top: log.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [messageCount, state.sending, open]);

  // The input is disabled while sending; give focus back once the reply is in.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !state.sending && open) {
      const active = document.activeElement;
      if (!active || active === document.body || dialogRef.current?.contains(active)) inputRef.current?.focus();
    }
    wasSending.current = state.sending;
  }, [state.sending, open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send(draft)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  // On a phone the panel covers the page, so following a link closes it to show the page.
  const onNavigate = () => {
    if (modal) onClose();
  };

  const sendDisabled = isSendDisabled(state);
  const suggestionsShown = isFreshConversation(state);

  return (
    // Escape is handled here for the non-modal dialog; the modal one also reports it as "cancel".
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed top-0 right-0 bottom-0 left-0 z-50 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 bg-space-900 p-0 text-ink shadow-2xl backdrop:bg-space-950/80 sm:top-auto sm:left-auto sm:right-5 sm:bottom-5 sm:h-[min(38rem,calc(100dvh-2.5rem))] sm:w-[24rem] sm:rounded-2xl sm:border sm:border-space-600"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center gap-3 border-b border-space-600 bg-space-800 px-4 py-3">
          <img src="/images/vale-orb.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-display text-base font-semibold text-ink">
              Chat with {assistant}
            </h2>
            <p className="text-xs text-muted">{siteConfig.brandName} AI assistant</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close chat"
            className="inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-space-700 hover:text-ink"
          >
            <Icon name="x" strokeWidth={2} className="size-5" />
          </button>
        </header>

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={`Conversation with ${assistant}`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll a long conversation
          tabIndex={0}
          className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
        >
          <ol className="flex flex-col gap-3">
            {state.messages.map((message) => (
              <MessageBubble key={message.id} message={message} onNavigate={onNavigate} />
            ))}
          </ol>
          {suggestionsShown && (
            <ul aria-label="Suggested questions" className="mt-4 flex flex-col items-start gap-2">
              {SUGGESTED_QUESTIONS.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    disabled={sendDisabled}
                    onClick={() => send(question)}
                    className="rounded-full border border-plasma-300/50 px-3.5 py-1.5 text-left text-sm text-plasma-300 hover:border-plasma-300 hover:bg-space-800 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div role="status" className="min-h-6 px-4 text-xs text-muted">
          {state.sending && (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="inline-flex gap-1">
                <span className="size-1.5 rounded-full bg-plasma-300 motion-safe:animate-bounce" />
                <span className="size-1.5 rounded-full bg-plasma-300 motion-safe:animate-bounce [animation-delay:150ms]" />
                <span className="size-1.5 rounded-full bg-plasma-300 motion-safe:animate-bounce [animation-delay:300ms]" />
              </span>
              {assistant} is typing
            </span>
          )}
        </div>

        <form onSubmit={submit} className="flex items-center gap-2 border-t border-space-600 bg-space-800 px-3 py-3">
          <label htmlFor={inputId} className="sr-only">
            Message to {assistant}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={state.sending}
            maxLength={MAX_MESSAGE_LENGTH}
            autoComplete="off"
            placeholder="Type your message..."
            className="min-w-0 flex-1 rounded-full border border-space-600 bg-space-950 px-4 py-2.5 text-sm text-ink placeholder:text-muted focus:border-plasma-300 disabled:opacity-60"
          />
          <Button type="submit" size="sm" disabled={sendDisabled} className="shrink-0 py-2.5">
            <Icon name="send-horizontal" strokeWidth={2} className="size-4" />
            {state.sending ? 'Sending...' : 'Send'}
          </Button>
        </form>
      </div>
    </dialog>
  );
}
