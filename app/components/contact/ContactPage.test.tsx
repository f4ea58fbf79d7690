// @vitest-environment jsdom
import { renderInRouter } from '~/components/ui/test-router';
import { screen } from '@testing-library/react';
import { contactContent } from '~/content/contact';
import ContactPage from '~/routes/contact';

describe('/contact page', () => {
  it('has one h1, then the #contact booking section and the #contact-us section', () => {
    renderInRouter(<ContactPage />, '/contact');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([contactContent.heading]);
    const sections = [...document.querySelectorAll('section[id]')].map((section) => section.id);
    expect(sections).toEqual(['contact', 'contact-us']);
  });

  it('with the default configuration embeds nothing and shows both fallbacks', () => {
    renderInRouter(<ContactPage />, '/contact');
    expect(document.querySelector('iframe, script')).toBeNull();
    expect(screen.getByText(contactContent.booking.fallback)).toBeInTheDocument();
    expect(screen.getByText(contactContent.form.fallback)).toBeInTheDocument();
  });
});
