// @vitest-environment jsdom
import { renderInRouter } from '~/components/ui/test-router';
import { deferredPartsRendered } from '~/lib/deferred-test-helpers';
import { screen, within } from '@testing-library/react';
import { contactContent, contactContentFor, contactWithoutCalendar } from '~/content/contact';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import { siteConfig } from '~/site.config';
import { ContactUsSection } from './ContactUsSection';

const FORM_URL = 'https://crm.example/widget/form/growth';
const { form, messageForm, hours } = contactContent;

/** The section as the page shows it: with a calendar, the contact form is here; without one, it is above. */
async function renderSection({ calendar = false, formUrl = '' } = {}) {
  const { direct, response } = contactContentFor({ calendar, growthForm: formUrl !== '' });
  renderInRouter(
    <ContactUsSection
      direct={direct}
      form={form}
      messageForm={messageForm}
      withMessageForm={calendar}
      consent={CONTACT_CONSENT}
      hours={hours}
      response={response}
      formUrl={formUrl}
      formScriptUrl=""
    />,
  );
  await deferredPartsRendered();
  return screen.getByRole('region', { name: direct.heading });
}

describe('ContactUsSection', () => {
  it('is the #contact-us section with call, text and e-mail links to the configured number and address', async () => {
    const section = await renderSection();
    expect(section.id).toBe('contact-us');
    expect(within(section).getAllByRole('heading', { level: 3 }).slice(0, 3).map((h) => h.textContent)).toEqual(['Call Us', 'Text Us', 'Email Us']);
    const call = within(section).getByRole('link', { name: `Call Us: ${siteConfig.phone.display}` });
    expect(call).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    expect(within(section).getByRole('link', { name: `Text Us: ${siteConfig.sms.display}` })).toHaveAttribute('href', `sms:${siteConfig.sms.e164}`);
    expect(within(section).getByRole('link', { name: `Email Us: ${siteConfig.email}` })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  });

  it('with no embed configured: no Digital Growth Form, nothing said to have failed, no calendar mentioned', async () => {
    const section = await renderSection();
    expect(within(section).queryByRole('heading', { name: form.title })).toBeNull();
    expect(section).not.toHaveTextContent(/could not load/i);
    expect(section).not.toHaveTextContent(/calendar/i);
    expect(section).toHaveTextContent(contactWithoutCalendar.directIntro);
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('with a calendar leading the page, holds the contact form', async () => {
    const section = await renderSection({ calendar: true });
    expect(within(section).getByRole('form', { name: messageForm.title })).toBeInTheDocument();
    expect(section).toHaveTextContent(contactContent.direct.intro);
  });

  it('embeds the configured Digital Growth Form under its heading', async () => {
    const section = await renderSection({ formUrl: FORM_URL });
    expect(within(section).getByRole('heading', { level: 3, name: 'Digital Growth Form' })).toBeInTheDocument();
    expect(within(section).getByTitle('Digital Growth Form')).toHaveAttribute('src', FORM_URL);
    expect(within(section).queryByText(form.fallback)).toBeNull();
  });

  it('gives business hours and what to expect after getting in touch', async () => {
    const section = await renderSection();
    expect(within(section).getByRole('heading', { level: 3, name: hours.heading })).toBeInTheDocument();
    expect(within(section).getByText(hours.display)).toBeInTheDocument();
    for (const expectation of contactWithoutCalendar.expectations) expect(within(section).getByText(expectation)).toBeInTheDocument();
  });
});
