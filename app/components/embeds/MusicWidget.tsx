/**
 * <MusicWidget fallbackMessage="…" />: the third-party music player, through the embed loader (loaded once,
 * near the viewport, only when configured). Otherwise visitors get the message and a way to reach us.
 */
import type { ReactNode } from 'react';
import { siteConfig } from '~/site.config';
import { ContactFallback } from './ContactFallback';
import { ScriptEmbed } from './Embeds';

export interface MusicWidgetProps {
  fallbackMessage: string;
  /** Replaces the default fallback (the message with ways to reach us). */
  fallback?: ReactNode;
  className?: string;
}

export function MusicWidget({ fallbackMessage, fallback, className }: MusicWidgetProps) {
  const { musicScriptUrl, musicAppId, widgetClassPrefix } = siteConfig.thirdParty;
  return (
    <ScriptEmbed
      src={musicScriptUrl}
      appId={musicAppId}
      category="music"
      mount={(appId) => <div className={`${widgetClassPrefix}${appId}`} data-elfsight-app-lazy="" />}
      fallback={fallback ?? <ContactFallback message={fallbackMessage} />}
      className={className}
    />
  );
}
