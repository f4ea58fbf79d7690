/**
 * One turn of a chat with the embedded agent: Vale taking the visitor's details when they want to be
 * contacted (../leads/lead-capture.ts), answering from the site's content otherwise, and noting the
 * questions it could not answer (their text only) so the owner learns what the site is missing.
 */
import { CHAT_CONSENT } from '../../app/content/lead-consent';
import { resolvePlaceholders } from '../../app/content/company';
import { cleanLine } from '../../app/features/leads/form-rules';
import { CAPTURE_REPLIES, captureStep, showsLeadIntent } from '../leads/lead-capture';
import type { LeadService } from '../leads/lead-service';
import type { ChatMemory, ChatState } from './chat-memory';
import type { TurnContext } from './provider';

/** Anything that turns a visitor's message into one reply; `answer` also says whether it knew, and what the chat was about. */
/** What an answer leaves for the next message: the topic and the figure last asked for. */
export interface TopicContext {
  topic?: string;
  attribute?: string;
}

export interface ChatAgent {
  reply(message: string): string;
  answer?(message: string, context?: TopicContext): { reply: string; kind: string; context?: TopicContext };
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
  function answerQuestion(message: string, context: TopicContext): { reply: string; context: TopicContext } {
    const current = agent();
    if (!current.answer) return { reply: current.reply(message), context: {} };
    const answer = current.answer(message, context);
    if (answer.kind === 'unknown' && leads) {
      // Cleaned as the store keeps visitor text (form-rules.ts), whichever way the message came in.
      leads.recordUnansweredQuestion(cleanLine(message)).catch((error: unknown) => onError('an unanswered question could not be recorded:', error));
    }
    return { reply: answer.reply, context: answer.context ?? {} };
  }

  return {
    async reply(chatKey, message, { page, channel }) {
      if (!leads && showsLeadIntent(message)) return resolvePlaceholders(REACH_US_REPLY);

      const state = await memory.load(chatKey);
      const outcome = leads ? captureStep(state.capture, message) : ({ kind: 'pass', state: state.capture } as const);
      let next: ChatState = { ...state, capture: outcome.state };
      let reply: string;

      if (outcome.kind === 'pass') {
        const answered = answerQuestion(message, { topic: state.topic, attribute: state.attribute });
        reply = answered.reply;
        next = { capture: next.capture, ...answered.context };
      } else if (outcome.kind === 'reply') {
        reply = outcome.reply;
      } else {
        try {
          await leads!.submitLead({
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
