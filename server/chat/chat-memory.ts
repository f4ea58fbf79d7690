/**
 * What a chat carries from one message to the next (where Vale is in taking the visitor's details), kept in
 * the lead store by the chat's key so any instance continues any chat. Until the store is open, or if it
 * cannot open, this instance keeps the states itself: the chat works on, only not across instances.
 */
import { idleCapture, type CaptureState } from '../leads/lead-capture';
import type { LeadStore } from '../leads/store';
import { MAX_MESSAGE_CHARS } from '../api/validation';

export interface ChatState {
  capture: CaptureState;
  /** The topic last talked about, so a short follow-up ("and the setup time?") continues it. */
  topic?: string;
  /** The figure last asked for, so "inbound?" after "what do outbound calls cost?" asks the price. */
  attribute?: string;
  /** The last question that stood alone, for a follow-up of one that named no known thing. */
  subject?: string;
  /** The answer Vale asked whether the visitor meant ("Did you mean …?"), so a yes gets it. */
  offered?: string;
  /** The question it was offered for, as the unanswered questions keep it, so a yes notes there which answer was meant. */
  offeredFor?: string;
}

export const NEW_CHAT_STATE: ChatState = { capture: idleCapture };

export interface ChatMemory {
  load(chatKey: string): Promise<ChatState>;
  save(chatKey: string, state: ChatState): Promise<void>;
}

export interface ChatMemoryOptions {
  /** The store when it is open; undefined while it opens or if it failed. */
  store: () => LeadStore | undefined;
  now: () => number;
  /** How many chats this instance remembers itself; the oldest is forgotten first. */
  localLimit?: number;
  /**
   * Whether this instance alone writes the store (the embedded store: one server per data folder), so a chat
   * it remembers is read from its memory; otherwise another instance may have written it, and the store is read.
   */
  soleWriter?: boolean;
  onError?: (message: string, error: unknown) => void;
}

/** The start of the last question that is kept: enough to read what it asked. */
export const MAX_SUBJECT_CHARS = 300;

const CAPTURE_STEPS = new Set(['offered', 'name', 'contact', 'business', 'bestTime', 'confirm']);

/** A stored state as this version of the site reads it; anything unexpected is a new chat. */
function readState(raw: unknown): ChatState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const capture = (raw as { capture?: unknown }).capture;
  if (typeof capture !== 'object' || capture === null) return undefined;
  const step = (capture as { step?: unknown }).step;
  if (step !== null && !CAPTURE_STEPS.has(step as string)) return undefined;
  const text = (key: string) => {
    const value = (capture as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  };
  const { topic, attribute, subject, offered, offeredFor } = raw as { topic?: unknown; attribute?: unknown; subject?: unknown; offered?: unknown; offeredFor?: unknown };
  const label = (value: unknown) => typeof value === 'string' && value.length <= 64;
  return {
    ...(label(topic) ? { topic: topic as string } : {}),
    ...(label(attribute) ? { attribute: attribute as string } : {}),
    ...(typeof subject === 'string' && subject.length <= MAX_SUBJECT_CHARS ? { subject } : {}),
    ...(typeof offered === 'string' && offered.length <= MAX_SUBJECT_CHARS ? { offered } : {}),
    ...(typeof offered === 'string' && typeof offeredFor === 'string' && offeredFor.length <= MAX_MESSAGE_CHARS ? { offeredFor } : {}),
    capture: {
      step: step as CaptureState['step'],
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      business: text('business'),
      bestTime: text('bestTime'),
      ...((capture as Record<string, unknown>).questionAsked === true ? { questionAsked: true } : {}),
    },
  };
}

export function createChatMemory({ store, now, localLimit = 5000, soleWriter = false, onError = () => {} }: ChatMemoryOptions): ChatMemory {
  const local = new Map<string, ChatState>();
  /** Writes of chat states not yet landed, by chat. */
  const writing = new Map<string, Promise<void>>();

  function remember(chatKey: string, state: ChatState) {
    local.delete(chatKey);
    local.set(chatKey, state);
    if (local.size > localLimit) local.delete(local.keys().next().value as string);
  }

  return {
    async load(chatKey) {
      // What the sole writer remembers is what the store holds: no trip to the store (or its thread) for it.
      const remembered = local.get(chatKey);
      if (remembered && soleWriter) return remembered;
      await writing.get(chatKey);
      const open = store();
      if (open) {
        try {
          const stored = readState(await open.loadChatState(chatKey));
          // A chat that began while the store was still opening has its state here only.
          if (stored) return stored;
        } catch (error) {
          onError('a chat state could not be read:', error);
        }
      }
      return local.get(chatKey) ?? NEW_CHAT_STATE;
    },

    save(chatKey, state) {
      remember(chatKey, state);
      const open = store();
      if (!open) return Promise.resolve();
      const write = open.saveChatState(chatKey, state, new Date(now())).catch((error: unknown) => onError('a chat state could not be saved:', error));
      // The chat's next message on this instance reads the store only once this write has landed.
      writing.set(chatKey, write);
      void write.finally(() => {
        if (writing.get(chatKey) === write) writing.delete(chatKey);
      });
      return write;
    },
  };
}
