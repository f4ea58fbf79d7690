/**
 * Which kind of conversation the orb offers (voice-mode.ts), asked of the server once the visitor
 * shows interest (a hover, a focus, an open orb), and whether the visitor's consent lets the
 * provider's client load.
 */
import { useCallback, useEffect, useState } from 'react';
import { siteConfig } from '~/site.config';
import { useEmbedPermission } from '~/features/consent/BlockedEmbedNotice';
import { voiceMode, type VoiceMode } from './voice-mode';

export interface VoiceModeAnswer {
  /** Null until the server has answered. */
  mode: VoiceMode | null;
  /** Asks the server (once per page), as the visitor shows interest. */
  learnMode: () => void;
  /** The mode, waiting for the server's answer if it has not come yet. */
  settleMode: () => Promise<VoiceMode>;
}

export function useVoiceMode(active: boolean): VoiceModeAnswer {
  const [mode, setMode] = useState<VoiceMode | null>(null);
  const learnMode = useCallback(() => {
    void voiceMode().then(setMode);
  }, []);
  useEffect(() => {
    if (active) learnMode();
  }, [active, learnMode]);

  const settleMode = useCallback(async () => {
    const known = mode ?? (await voiceMode());
    setMode(known);
    return known;
  }, [mode]);
  return { mode, learnMode, settleMode };
}

/** Until the server has said which mode it is in, a configured agent id is the best guess. */
export function isProviderMode(mode: VoiceMode | null, agentId: string): boolean {
  return mode === 'provider' || (mode === null && agentId !== '');
}

/**
 * The provider's client connects to third-party hosts: the visitor's consent (voice category) decides.
 * `blocked` is true while the panel must show the notice instead of Start Conversation; `loadOnce` is
 * its "Load it anyway".
 */
export function useProviderConsent(mode: VoiceMode | null): { blocked: boolean; loadOnce: () => void } {
  const permission = useEmbedPermission('voice');
  const blocked = isProviderMode(mode, siteConfig.thirdParty.voiceAgentId) && permission.blocked;
  return { blocked, loadOnce: permission.loadOnce };
}
