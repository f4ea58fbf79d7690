/**
 * One turn of a chat with the embedded agent: Vale taking the visitor's details when they want to be
 * contacted (../leads/lead-capture.ts), answering from the site's content otherwise, and noting the
 * questions it could not answer (their text only) so the owner learns what the site is missing.
 */
import { CHAT_CONSENT } from '../../app/content/lead-consent';
import { resolvePlaceholders } from '../../app/content/company';
import { CAPTURE_REPLIES, captureStep, showsLeadIntent } from '../leads/lead-capture';
import type { LeadService } from '../leads/lead-service';
import type { ChatMemory, ChatState } from './chat-memory';
import type { TurnContext } from './provider';

/** Anything that turns a visitor's message into one reply; `answer` also says whether it knew. */
export interface ChatAgent {
  reply(message: string): string;
  answer?(message: string): { reply: string; kind: string };
}


export interface Conversation {
  reply(chatKey: string, message: string, context: TurnContext): Promise<string>;
}

export interface ConversationOptions {
  agent: () => ChatAgent;
  memory: ChatMemory;
  /** Without it Vale only answers: there is nowhere to keep a visitor's details. */
  leads?: LeadService;
  onError?: (message: string, error: unknown) => void;
}

/** For a visitor who wants to be contacted when there is nowhere to keep their details. */
export const REACH_US_REPLY = 'Our team would be glad to talk: book a free strategy session at /contact, or call us at {phone}.';

function sameState(a: ChatState, b: ChatState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function createConversation({ agent, memory, leads, onError = () => {} }: ConversationOptions): Conversation {
  function answerQuestion(message: string): string {
    const current = agent();
    if (!current.answer) return current.reply(message);
    const answer = current.answer(message);
    if (answer.kind === 'unknown' && leads) {
      leads.recordUnansweredQuestion(message).catch((error: unknown) => onError('an unanswered question could not be recorded:', error));
    }
    return answer.reply;
  }

  return {
    async reply(chatKey, message, { page, channel }) {
      if (!leads) return showsLeadIntent(message) ? resolvePlaceholders(REACH_US_REPLY) : answerQuestion(message);

      const state = await memory.load(chatKey);
      const outcome = captureStep(state.capture, message);
      let next: ChatState = { ...state, capture: outcome.state };
      let reply: string;

      if (outcome.kind === 'pass') {
        reply = answerQuestion(message);
      } else if (outcome.kind === 'reply') {
        reply = outcome.reply;
      } else {
        try {
          await leads.submitLead({
            source: channel,
            page,
            ...outcome.lead,
            consentText: CHAT_CONSENT.text,
            consentVersion: CHAT_CONSENT.version,
          });
          reply = outcome.reply;
        } catch (error) {
          onError('a lead from the chat could not be stored:', error);
          // Keep what was taken, so "yes" tries again.
          next = state;
          reply = CAPTURE_REPLIES.notSaved;
        }
      }

      if (!sameState(state, next)) await memory.save(chatKey, next);
      return reply;
    },
  };
}
