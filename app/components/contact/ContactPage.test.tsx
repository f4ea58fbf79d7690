// @vitest-environment jsdom
import { renderInRouter } from '~/components/ui/test-router';
import { deferredPartsRendered } from '~/lib/deferred-test-helpers';
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { contactContent } from '~/content/contact';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import ContactPage, { loader } from '~/routes/contact';

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

  it('with the default configuration embeds nothing and shows both fallbacks', async () => {
    renderInRouter(page(), '/contact');
    await deferredPartsRendered();
    expect(document.querySelector('iframe, script')).toBeNull();
    expect(screen.getByText(contactContent.booking.fallback)).toBeInTheDocument();
    expect(screen.getByText(contactContent.form.fallback)).toBeInTheDocument();
  });

  it('gives the contact form the current consent line and sends its version', async () => {
    renderInRouter(page(), '/contact');
    await deferredPartsRendered();
    expect(document.querySelector('input[name="consentVersion"]')).toHaveValue(CONTACT_CONSENT.version);
    expect(screen.getByRole('checkbox', { name: /I agree that/ })).toBeInTheDocument();
  });
});
