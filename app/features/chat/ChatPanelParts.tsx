/** The pieces of the chat panel: its header, the messages, suggested questions, typing indicator and composer. */
import { type FormEvent, type Ref, useState } from 'react';
import { siteConfig } from '~/site.config';
import { LinkedText } from '~/components/ui/LinkedText';
import { useSitePages } from '~/components/layout/site-pages';
import { markSiteLinks } from '~/lib/linkify';
import { Button } from '~/components/ui/Button';
import { Icon } from '~/components/ui/Icon';
import { MAX_MESSAGE_LENGTH, SUGGESTED_QUESTIONS, type ChatMessage } from './chat-state';

export function ChatHeader({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  return (
    <header className="flex items-center gap-3 border-b border-space-600 bg-space-800 px-4 py-3">
      <img src="/images/vale-orb.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-display text-base font-semibold text-ink">
          Chat with {siteConfig.assistantName}
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
  );
}

export function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const name = message.isBot ? siteConfig.assistantName : 'You';
  const { pageNames } = useSitePages();
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
            text={markSiteLinks(message.text, pageNames)}
            onNavigate={onNavigate}
            linkClassName="font-medium text-plasma-300 underline decoration-plasma-300/60 hover:decoration-plasma-300"
          /> : message.text}
      </p>
    </li>
  );
}

/** Questions a visitor can send with one press, offered while the conversation is fresh. */
export function SuggestedQuestions({ disabled, onAsk }: { disabled: boolean; onAsk: (question: string) => void }) {
  return (
    <ul aria-label="Suggested questions" className="mt-4 flex flex-col items-start gap-2">
      {SUGGESTED_QUESTIONS.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAsk(question)}
            className="rounded-full border border-plasma-300/50 px-3.5 py-1.5 text-left text-sm text-plasma-300 hover:border-plasma-300 hover:bg-space-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A status line that says the assistant is typing while a reply is on its way. */
export function TypingStatus({ typing }: { typing: boolean }) {
  return (
    <div role="status" className="min-h-6 px-4 text-xs text-muted">
      {typing && (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-flex gap-1">
            <span className="size-1.5 rounded-full bg-plasma-300 motion-safe:animate-bounce" />
            <span className="size-1.5 rounded-full bg-plasma-300 motion-safe:animate-bounce [animation-delay:150ms]" />
            <span className="size-1.5 rounded-full bg-plasma-300 motion-safe:animate-bounce [animation-delay:300ms]" />
          </span>
          {siteConfig.assistantName} is typing
        </span>
      )}
    </div>
  );
}

interface MessageComposerProps {
  inputRef: Ref<HTMLInputElement>;
  inputId: string;
  sending: boolean;
  sendDisabled: boolean;
  /** Sends a message; true when it went out, which clears the draft. */
  onSend: (text: string) => boolean;
}

/** The message input and its Send button. */
export function MessageComposer({ inputRef, inputId, sending, sendDisabled, onSend }: MessageComposerProps) {
  const [draft, setDraft] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onSend(draft)) setDraft('');
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-space-600 bg-space-800 px-3 py-3">
      <label htmlFor={inputId} className="sr-only">
        Message to {siteConfig.assistantName}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={sending}
        maxLength={MAX_MESSAGE_LENGTH}
        autoComplete="off"
        placeholder="Type your message..."
        className="min-w-0 flex-1 rounded-full border border-space-600 bg-space-950 px-4 py-2.5 text-sm text-ink placeholder:text-muted focus:border-plasma-300 disabled:opacity-60"
      />
      <Button type="submit" size="sm" disabled={sendDisabled} className="shrink-0 py-2.5">
        <Icon name="send-horizontal" strokeWidth={2} className="size-4" />
        {sending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
