/**
 * One turn of a chat with the embedded agent: Vale taking the visitor's details when they want to be
 * contacted (../leads/lead-capture.ts), answering from the site's content otherwise (and first, when a
 * question is asked while details are being taken), and noting the questions it could not answer (their
 * text only) so the owner learns what the site is missing.
 */
import { CHAT_CONSENT } from '../../app/content/lead-consent';
import { resolvePlaceholders } from '../../app/content/company';
import { cleanLine } from '../../app/lib/forms/form-rules';
import { CAPTURE_REPLIES, captureStep, showsLeadIntent, type CaptureOutcome } from '../leads/lead-capture';
import type { LeadService } from '../leads/lead-service';
import type { ChatMemory, ChatState } from './chat-memory';
import type { TurnContext } from './provider';

/** What an answer leaves for the next message: the topic, the figure last asked for, and the question itself. */
export interface TopicContext {
  topic?: string;
  attribute?: string;
  /** The last question that stood alone, so "how long will that take?" after one that named no known thing is read with it. */
  subject?: string;
  /** The answer the agent asked whether the visitor meant, so "yes" gets it. */
  offered?: string;
}

/** What the agent said to one message: the reply, whether it knew (`kind` 'unknown' when not), what the chat was about. */
export interface AgentAnswer {
  reply: string;
  kind: string;
  context?: TopicContext;
  /** The id of the answer the visitor said they meant, when this is the answer to a yes to "Did you mean …?". */
  meant?: string;
}

/** Anything that turns a visitor's message into one reply; `answer` also says whether it knew, and what the chat was about. */
export interface ChatAgent {
  reply(message: string): string;
  answer?(message: string, context?: TopicContext): AgentAnswer;
  /** What a message the agent does not answer leaves the chat about ("call me back about the crm"). */
  contextOf?(message: string, context: TopicContext): TopicContext;
}

/** One turn decided, all but storing a lead: what the flow did, what the agent answered, what the chat carries next. */
export interface Turn {
  outcome: CaptureOutcome;
  /** The agent's answer to the message, when it is not the flow's alone; said before the flow's reply. */
  answer?: AgentAnswer;
  next: ChatState;
}

/**
 * Decides a turn: the flow's step first, then the agent for a message the flow passes on or a question asked
 * inside it. Pure apart from the agent, so the evaluation (vale/eval/score.ts) runs exactly this.
 */
export function takeTurn(state: ChatState, message: string, agent: ChatAgent, takingDetails: boolean): Turn {
  const namesATopic = agent.contextOf ? (text: string) => agent.contextOf!(text, {}).topic !== undefined : undefined;
  const outcome: CaptureOutcome = takingDetails ? captureStep(state.capture, message, { namesATopic }) : { kind: 'pass', state: state.capture };
  const { capture: _capture, ...context } = state;
  if (!agentAnswers(outcome)) {
    // The message that starts the flow may name what it is about; the visitor's details never do. A "yes" the flow
    // took was not a yes to the answer offered.
    const starts = state.capture.step === null;
    const { offered: _offered, ...standing } = context;
    const carried = starts && agent.contextOf ? agent.contextOf(message, standing) : standing;
    return { outcome, next: { capture: outcome.state, ...carried } };
  }
  const question = outcome.kind === 'reply' ? outcome.question : undefined;
  const asked = question || message;
  // "I want to book a consultation, how long does it take?": the question is read in what the request named.
  const askedIn = question && state.capture.step === null && agent.contextOf ? agent.contextOf(message, context) : context;
  const answer = agent.answer ? agent.answer(asked, askedIn) : { reply: agent.reply(asked), kind: 'answer' };
  // Beside the offer to take the visitor's details, an answer that only says it does not know (and offers the team itself) is left out.
  const offering = outcome.kind !== 'pass' && outcome.state.step === 'offered';
  return { outcome, answer: offering && answer.kind === 'unknown' ? undefined : answer, next: { capture: outcome.state, ...answer.context } };
}

/** Whether the agent answers the message: the flow passes it on, or it asks something inside the flow. */
export function agentAnswers(outcome: CaptureOutcome): boolean {
  return outcome.kind === 'pass' || outcome.answerFirst === true;
}

/** The visitor's reply: the agent's answer, then the flow's line (by default its own) on a line of its own. */
export function turnReply(turn: Turn, flowLine = turn.outcome.kind === 'pass' ? undefined : turn.outcome.reply): string {
  return [turn.answer?.reply, flowLine].filter(Boolean).join('\n');
}

export interface Conversation {
  reply(chatKey: string, message: string, context: TurnContext): Promise<string>;
}

/**
 * Decides one turn (takeTurn's work): in this thread over an agent (turnsOf), or in the agent's own thread
 * (agent-thread.ts), where no page and no other chat waits on it.
 */
export type TurnDecider = (state: ChatState, message: string, takingDetails: boolean) => Turn | Promise<Turn>;

/** Turns decided here, by this agent. */
export const turnsOf =
  (agent: ChatAgent): TurnDecider =>
  (state, message, takingDetails) =>
    takeTurn(state, message, agent, takingDetails);

export interface ConversationOptions {
  decide: TurnDecider;
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

export function createConversation({ decide, memory, leads, onError = () => {} }: ConversationOptions): Conversation {
  return {
    async reply(chatKey, message, { page, channel }) {
      if (!leads && showsLeadIntent(message)) return resolvePlaceholders(REACH_US_REPLY);

      const state = await memory.load(chatKey);
      const turn = await decide(state, message, leads !== undefined);
      let next = turn.next;
      if (turn.answer?.kind === 'unknown' && leads) {
        // Cleaned as the store keeps visitor text (form-rules.ts), whichever way the message came in.
        const question = cleanLine(message);
        leads.recordUnansweredQuestion(question).catch((error: unknown) => onError('an unanswered question could not be recorded:', error));
        if (next.offered) next = { ...next, offeredFor: question };
      }
      if (turn.answer?.meant && state.offeredFor && leads) {
        leads.recordMeantAnswer(state.offeredFor, turn.answer.meant).catch((error: unknown) => onError('the answer a visitor meant could not be recorded:', error));
      }
      let reply = turnReply(turn);

      if (turn.outcome.kind === 'store') {
        try {
          await leads!.submitLead({
            source: channel,
            page,
            ...turn.outcome.lead,
            consentText: CHAT_CONSENT.text,
            consentVersion: CHAT_CONSENT.version,
          });
        } catch (error) {
          onError('a lead from the chat could not be stored:', error);
          // Keep what was taken, so "yes" tries again.
          next = { ...next, capture: state.capture };
          reply = turnReply(turn, CAPTURE_REPLIES.notSaved);
        }
      }

      // The reply does not wait for the state to be written; the chat's next message waits for it instead.
      if (!sameState(state, next)) void memory.save(chatKey, next);
      return reply;
    },
  };
}
