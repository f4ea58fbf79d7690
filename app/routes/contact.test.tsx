// @vitest-environment jsdom
import { renderInRouter } from '~/components/ui/test-router';
import { deferredPartsRendered } from '~/lib/deferred-test-helpers';
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { contactContent, contactWithoutCalendar } from '~/content/contact';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import ContactPage, { loader } from '~/routes/contact';
import { loader as thankYouLoader } from '~/routes/contact_.thank-you';

/** The page as prerendered: its props carry what its loader returns. */
const page = () => <ContactPage {...({ loaderData: loader() } as ComponentProps<typeof ContactPage>)} />;

describe('/contact page', () => {
  it('has one h1, then the #contact booking section and the #contact-us section', async () => {
    renderInRouter(page(), '/contact');
    await deferredPartsRendered();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([contactContent.heading]);
    const sections = [...document.querySelectorAll('section[id]')].map((section) => section.id);
    expect(sections).toEqual(['contact', 'contact-us']);
  });

  it('with the default configuration embeds nothing, leads with the contact form and says nothing failed', async () => {
    renderInRouter(page(), '/contact');
    await deferredPartsRendered();
    expect(document.querySelector('iframe, script')).toBeNull();
    expect(document.body).not.toHaveTextContent(/could not load/i);
    expect(screen.getAllByRole('form')).toHaveLength(1);
    const bookingSection = screen.getByRole('region', { name: contactContent.booking.title });
    // Without the CRM's Digital Growth Form, the site's own form carries its name (SPEC §2 "/contact").
    expect(within(bookingSection).getByRole('form', { name: contactContent.form.title })).toBeInTheDocument();
    expect(within(bookingSection).getByRole('heading', { level: 3, name: 'Digital Growth Form' })).toBeInTheDocument();
  });

  it('gives the contact form the current consent line and sends its version', async () => {
    renderInRouter(page(), '/contact');
    await deferredPartsRendered();
    expect(document.querySelector('input[name="consentVersion"]')).toHaveValue(CONTACT_CONSENT.version);
    expect(screen.getByRole('checkbox', { name: /I agree that/ })).toBeInTheDocument();
  });

  it('thanks the visitor without pointing at a calendar that is not there', () => {
    const { content } = loader();
    expect(content.messageForm.success.next).toBe(contactWithoutCalendar.successNext);
    expect(thankYouLoader().received.next).toBe(contactWithoutCalendar.receivedNext);
    for (const line of [content.messageForm.success.next, thankYouLoader().received.next]) expect(line).not.toMatch(/calendar/i);
  });
});
