/**
 * <ContactUsSection direct={…} form={…} hours={…} response={…} formUrl={…} formScriptUrl={…} />: the
 * #contact-us section: call, text and e-mail cards, the site's own contact form, the Digital Growth Form (or its fallback), business
 * hours and what to expect after getting in touch.
 */
import { Section } from '~/components/sections/Section';
import type { ContactContent } from '~/content/contact';
import type { ConsentText } from '~/content/lead-consent';
import { DirectContactCards } from './DirectContactCards';
import { GrowthFormEmbed } from './GrowthFormEmbed';
import { ResponseDetails } from './ResponseDetails';
import { ContactForm } from '~/features/leads/ContactForm';

export interface ContactUsSectionProps extends Pick<ContactContent, 'direct' | 'form' | 'hours' | 'response' | 'messageForm'> {
  /** The consent line the contact form shows and records (CONTACT_CONSENT). */
  consent: ConsentText;
  /** The CRM form's iframe URL; empty means not configured. */
  formUrl: string;
  /** The CRM's form script; empty means none. */
  formScriptUrl: string;
}

export function ContactUsSection({ direct, form, messageForm, consent, hours, response, formUrl, formScriptUrl }: ContactUsSectionProps) {
  return (
    <Section id={direct.id} title={direct.heading} intro={direct.intro}>
      <DirectContactCards direct={direct} />
      <div className="mt-12 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div>
          <div id={messageForm.id} className="scroll-mt-24">
            <ContactForm content={messageForm} consent={consent} />
          </div>
          <h3 className="mt-12 font-display text-2xl font-semibold text-ink">{form.title}</h3>
          <p className="mt-2 max-w-2xl leading-relaxed text-muted">{form.description}</p>
          <GrowthFormEmbed formUrl={formUrl} scriptUrl={formScriptUrl} title={form.title} fallbackMessage={form.fallback} className="mt-6" />
        </div>
        <ResponseDetails hours={hours} response={response} />
      </div>
    </Section>
  );
}
