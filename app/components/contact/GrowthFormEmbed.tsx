/**
 * <GrowthFormEmbed formUrl={…} scriptUrl={…} title="Digital Growth Form" fallbackMessage="…" />: the CRM's
 * form in an iframe. When the CRM's form script is configured too, it goes through the embed loader first
 * and the frame appears once the script has loaded; if either is missing, blocked or fails, the visitor
 * gets the message and the call, text and e-mail links.
 */
import { ContactFallback } from '~/components/embeds/ContactFallback';
import { IframeEmbed } from '~/components/embeds/Embeds';
import { ScriptEmbed } from '~/components/embeds/Embeds';
import { isConfigured } from '~/lib/embeds';
import { FORM_FRAME_HEIGHT } from './embed-heights';

export interface GrowthFormEmbedProps {
  /** The form's iframe URL; empty means not configured. */
  formUrl: string;
  /** The CRM's optional form script (sizes and tracks the frame); empty means none. */
  scriptUrl: string;
  title: string;
  fallbackMessage: string;
  className?: string;
}

export function GrowthFormEmbed({ formUrl, scriptUrl, title, fallbackMessage, className }: GrowthFormEmbedProps) {
  const fallback = <ContactFallback message={fallbackMessage} />;
  const frame = (src: string, frameClassName?: string) => (
    <IframeEmbed src={src} title={title} category="crm-booking" height={FORM_FRAME_HEIGHT} fallback={fallback} className={frameClassName} />
  );
  // The script only serves a form: without one there is nothing to load it for.
  if (!isConfigured(formUrl) || !isConfigured(scriptUrl)) return frame(formUrl, className);
  // The loader's "app id" is the form the script serves.
  return <ScriptEmbed src={scriptUrl} appId={formUrl} category="crm-booking" mount={(url) => frame(url)} fallback={fallback} className={className} />;
}
