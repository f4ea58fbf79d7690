// @vitest-environment jsdom
import { renderInRouter } from '~/components/ui/test-router';
import { deferredPartsRendered } from '~/lib/deferred-test-helpers';
import { screen, within } from '@testing-library/react';
import { contactContent } from '~/content/contact';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import { siteConfig } from '~/site.config';
import { ContactUsSection } from './ContactUsSection';

const { direct, form, messageForm, hours, response } = contactContent;

async function renderSection(formUrl = '') {
  renderInRouter(<ContactUsSection direct={direct} form={form} messageForm={messageForm} consent={CONTACT_CONSENT} hours={hours} response={response} formUrl={formUrl} formScriptUrl="" />);
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

  it('shows the Digital Growth Form heading with its fallback when no form is configured', async () => {
    const section = await renderSection();
    expect(within(section).getByRole('heading', { level: 3, name: 'Digital Growth Form' })).toBeInTheDocument();
    expect(within(section).getByText(form.fallback)).toBeInTheDocument();
    expect(section.querySelector('iframe')).toBeNull();
  });

  it('embeds the configured form', async () => {
    const section = await renderSection('https://crm.example/widget/form/growth');
    expect(within(section).getByTitle('Digital Growth Form')).toHaveAttribute('src', 'https://crm.example/widget/form/growth');
    expect(within(section).queryByText(form.fallback)).toBeNull();
  });

  it('gives business hours and what to expect after getting in touch', async () => {
    const section = await renderSection();
    expect(within(section).getByRole('heading', { level: 3, name: hours.heading })).toBeInTheDocument();
    expect(within(section).getByText(hours.display)).toBeInTheDocument();
    for (const expectation of response.expectations) expect(within(section).getByText(expectation)).toBeInTheDocument();
  });
});
