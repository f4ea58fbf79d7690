import { siteConfig } from '~/site.config';
import { embedHosts } from './embed-hosts';

const unconfigured = siteConfig.thirdParty;
const configured = {
  ...unconfigured,
  reviewsScriptUrl: 'https://static.reviews.example/platform.js',
  reviewsAppIdHome: 'abc',
  musicScriptUrl: 'https://static.reviews.example/platform.js',
  musicAppId: '',
  bookingWidgetUrl: 'https://link.crm.example/widget/booking/1',
  formWidgetUrl: 'https://link.crm.example/widget/form/2',
  formEmbedScriptUrl: 'https://link.crm.example/js/form_embed.js',
  crmWidgetUrl: 'not a url',
  voiceAgentId: 'agent_1',
};

describe('embed hosts', () => {
  it('names no host for anything not set up (the default configuration)', () => {
    for (const category of ['reviews', 'music', 'crm-booking', 'crm-widget', 'voice'] as const) {
      expect(embedHosts(category, unconfigured)).toEqual([]);
    }
  });

  it('names each configured host once, per category', () => {
    expect(embedHosts('reviews', configured)).toEqual(['static.reviews.example']);
    expect(embedHosts('music', configured)).toEqual([]);
    expect(embedHosts('crm-booking', configured)).toEqual(['link.crm.example']);
    expect(embedHosts('crm-widget', configured)).toEqual([]);
    expect(embedHosts('voice', configured)).toEqual(['api.retellai.com', '*.livekit.cloud']);
  });
});
