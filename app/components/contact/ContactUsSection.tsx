/**
 * <ContactUsSection direct={…} form={…} messageForm={…} withMessageForm consent={…} hours={…} response={…}
 * formUrl={…} formScriptUrl={…} />: the #contact-us section: call, text and e-mail cards, then the site's own
 * contact form (when a calendar leads the page, so the form is not already above) and the Digital Growth
 * Form (when one is configured), beside business hours and what to expect after getting in touch.
 */
import { Section } from '~/components/sections/Section';
import { cx } from '~/components/ui/cx';
import type { ContactContent } from '~/content/contact';
import type { ConsentText } from '~/content/lead-consent';
import { isConfigured } from '~/lib/embeds';
import { DirectContactCards } from './DirectContactCards';
import { GrowthFormEmbed } from './GrowthFormEmbed';
import { MessageFormBlock } from './MessageFormBlock';
import { ResponseDetails } from './ResponseDetails';

export interface ContactUsSectionProps extends Pick<ContactContent, 'direct' | 'form' | 'hours' | 'response' | 'messageForm'> {
  /** Whether the contact form is shown here (false when it leads the page in the #contact section). */
  withMessageForm: boolean;
  /** The consent line the contact form shows and records (CONTACT_CONSENT). */
  consent: ConsentText;
  /** The CRM form's iframe URL; empty (or not https) means not configured. */
  formUrl: string;
  /** The CRM's form script; empty means none. */
  formScriptUrl: string;
}

export function ContactUsSection({ direct, form, messageForm, withMessageForm, consent, hours, response, formUrl, formScriptUrl }: ContactUsSectionProps) {
  const growthForm = isConfigured(formUrl);
  return (
    <Section id={direct.id} title={direct.heading} intro={direct.intro}>
      <DirectContactCards direct={direct} />
      {withMessageForm || growthForm ? (
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
          <div>
            {withMessageForm && <MessageFormBlock content={messageForm} consent={consent} />}
            {growthForm && (
              <>
                <h3 className={cx('font-display text-2xl font-semibold text-ink', withMessageForm && 'mt-12')}>{form.title}</h3>
                <p className="mt-2 max-w-2xl leading-relaxed text-muted">{form.description}</p>
                <GrowthFormEmbed formUrl={formUrl} scriptUrl={formScriptUrl} title={form.title} fallbackMessage={form.fallback} className="mt-6" />
              </>
            )}
          </div>
          <ResponseDetails hours={hours} response={response} />
        </div>
      ) : (
        <ResponseDetails hours={hours} response={response} layout="row" className="mt-8" />
      )}
    </Section>
  );
}
