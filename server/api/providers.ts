/**
 * Who answers the chat and who places voice calls, from the settings: the hosted agent once it is
 * configured, the embedded agent for chat until then, and no voice provider without a voice agent.
 */
import type { ApiEnv } from '../env';
import { createChatIdSigner } from '../chat/chat-id';
import { withoutCardNumbers } from '../chat/card-numbers';
import { createEmbeddedProvider, type ChatAgent } from '../chat/embedded-provider';
import { createRetellProvider } from '../chat/retell-provider';
import type { ChatProvider, VoiceProvider } from '../chat/provider';
import { createChatMemory } from '../chat/chat-memory';
import { createConversation, takeTurn, turnsOf, type TurnDecider } from '../chat/conversation';
import type { LeadService } from '../leads/lead-service';

/**
 * Vale on this thread, loaded with the first message: a server whose turns are decided in the agent's own
 * thread (server/index.ts) never loads the agent on the pages' thread.
 */
const turnsHere: TurnDecider = async (state, message, takingDetails) => {
  const { getValeAgent } = await import('../chat/vale');
  return takeTurn(state, message, getValeAgent(), takingDetails);
};

export interface ProviderOptions {
  now: () => number;
  providerTimeoutMs?: number;
  agent?: ChatAgent;
  /** Where the embedded agent's turns are decided when no `agent` is given; in this thread by default. */
  turns?: TurnDecider;
  /** This server alone writes its lead store (see createChatMemory). */
  soleWriter?: boolean;
  leads?: LeadService;
  logError: (message: string, error: unknown) => void;
}

export interface Providers {
  chat: ChatProvider;
  /** Undefined when no voice agent is configured: the page then talks in the browser over the chat API. */
  voice: VoiceProvider | undefined;
}

export function createProviders(env: ApiEnv, { now, providerTimeoutMs, agent, turns, soleWriter, leads, logError }: ProviderOptions): Providers {
  const retell = env.retellApiKey
    ? createRetellProvider({
        apiKey: env.retellApiKey,
        baseUrl: env.retellBaseUrl,
        chatAgentId: env.retellChatAgentId,
        voiceAgentId: env.retellVoiceAgentId,
        timeoutMs: providerTimeoutMs,
        onFailure: (operation, error) => logError(`provider ${operation} failed:`, error),
      })
    : undefined;
  // The hosted agent answers chat once a key and its chat agent are configured; until
  // then the embedded agent does, so the chat panel always works.
  const chat: ChatProvider = withoutCardNumbers(
    retell && env.retellChatAgentId
      ? retell
      : createEmbeddedProvider({
          signer: createChatIdSigner(env.chatSessionSecret),
          conversation: createConversation({
            decide: agent ? turnsOf(agent) : (turns ?? turnsHere),
            memory: createChatMemory({ store: () => leads?.openStore(), now, soleWriter, onError: logError }),
            leads,
            onError: logError,
          }),
          now,
        }),
  );
  const voice: VoiceProvider | undefined = retell && env.retellVoiceAgentId ? retell : undefined;
  return { chat, voice };
}
