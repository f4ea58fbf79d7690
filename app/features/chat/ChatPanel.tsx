/**
 * The chat panel, loaded on demand by ChatLauncher. A <dialog>: non-modal beside the
 * page on wider screens, modal and full screen on phones (page scroll locked).
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { siteConfig } from '~/site.config';
import { isFreshConversation, isSendDisabled } from './chat-state';
import { useChatConversation } from './useChatConversation';
import { useChatDialog } from './useChatDialog';
import { useRefocusAfterReply, useScrollToNewest } from './useChatLogFocus';
import { ChatHeader, MessageBubble, MessageComposer, SuggestedQuestions, TypingStatus } from './ChatPanelParts';

export { PHONE_QUERY } from './useChatDialog';

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { state, send } = useChatConversation({ active: open });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const modal = useChatDialog(open, dialogRef, inputRef);
  useScrollToNewest(logRef, state.messages.length, state.sending, open);
  useRefocusAfterReply(state.sending, open, dialogRef, inputRef);

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
        <ChatHeader titleId={titleId} onClose={onClose} />

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={`Conversation with ${siteConfig.assistantName}`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll a long conversation
          tabIndex={0}
          className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
        >
          <ol className="flex flex-col gap-3">
            {state.messages.map((message) => (
              <MessageBubble key={message.id} message={message} onNavigate={onNavigate} />
            ))}
          </ol>
          {isFreshConversation(state) && <SuggestedQuestions disabled={sendDisabled} onAsk={send} />}
        </div>

        <TypingStatus typing={state.sending} />

        <MessageComposer inputRef={inputRef} inputId={inputId} sending={state.sending} sendDisabled={sendDisabled} onSend={send} />
      </div>
    </dialog>
  );
}
