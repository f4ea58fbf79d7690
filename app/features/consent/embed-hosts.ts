/** Which configured third-party hosts each embed category would load from (site.config.ts). */
import { type SiteConfig, siteConfig } from '~/site.config';
import type { EmbedCategory } from './consent';

type ThirdParty = SiteConfig['thirdParty'];

/** The host part as written ("*.livekit.cloud" stays readable: URL parsing would percent-encode the "*"). */
function hostOf(value: string): string | null {
  return /^(?:https|wss):\/\/([^/?#\s]+)/i.exec(value.trim())?.[1]?.toLowerCase() ?? null;
}

function hosts(values: readonly string[]): string[] {
  return [...new Set(values.map(hostOf).filter((host): host is string => host !== null))];
}

/** The hosts a category loads from on this site; empty when nothing of that category is set up. */
export function embedHosts(category: EmbedCategory, thirdParty: ThirdParty = siteConfig.thirdParty): string[] {
  switch (category) {
    case 'reviews':
      return thirdParty.reviewsAppIdHome || thirdParty.reviewsAppIdFooter ? hosts([thirdParty.reviewsScriptUrl]) : [];
    case 'music':
      return thirdParty.musicAppId ? hosts([thirdParty.musicScriptUrl]) : [];
    case 'crm-booking':
      return hosts([thirdParty.bookingWidgetUrl, thirdParty.formWidgetUrl, thirdParty.formWidgetUrl ? thirdParty.formEmbedScriptUrl : '']);
    case 'crm-widget':
      return hosts([thirdParty.crmWidgetUrl, thirdParty.howItWorksWidgetUrl]);
    case 'voice':
      return thirdParty.voiceAgentId ? hosts(thirdParty.voiceConnectSources) : [];
  }
}
