/**
 * <MusicWidget fallbackMessage="…" />: the third-party music player, through the embed loader (loaded once,
 * near the viewport, only when configured). Otherwise visitors get the message and a way to reach us.
 */
import { siteConfig } from '~/site.config';
import { ContactFallback } from './ContactFallback';
import { ScriptEmbed } from './ScriptEmbed';

export function MusicWidget({ fallbackMessage, className }: { fallbackMessage: string; className?: string }) {
  const { musicScriptUrl, musicAppId, widgetClassPrefix } = siteConfig.thirdParty;
  return (
    <ScriptEmbed
      src={musicScriptUrl}
      appId={musicAppId}
      mount={(appId) => <div className={`${widgetClassPrefix}${appId}`} data-elfsight-app-lazy="" />}
      fallback={<ContactFallback message={fallbackMessage} />}
      className={className}
    />
  );
}
