// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LEGAL_LAST_UPDATED, accessibilityStatement, privacyChoicePages, privacyPolicy, termsOfService } from '~/content/legal';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { siteConfig } from '~/site.config';
import { LegalDocumentView } from './LegalDocumentView';

function renderPage(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(<RouterProvider router={router} />);
}

const main = () => screen.getByRole('article');

describe('LegalDocumentView', () => {
  it('has one h1, the date line and an h2 for every section', () => {
    renderPage(<LegalDocumentView {...privacyPolicy} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'page-title');
    expect(screen.getByText(`Last updated ${LEGAL_LAST_UPDATED}`)).toBeInTheDocument();
    const headings = within(main()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Contents', ...privacyPolicy.sections.map((section) => `${section.number}. ${section.title}`)]);
  });

  it('lists every section in an ordered contents list whose links lead to unique section ids', () => {
    renderPage(<LegalDocumentView {...termsOfService} />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents.querySelector('ol')).not.toBeNull();
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(termsOfService.sections.length);
    const targets = links.map((link) => link.getAttribute('href')!.slice(1));
    expect(new Set(targets).size).toBe(targets.length);
    for (const [index, target] of targets.entries()) {
      const section = document.getElementById(target);
      expect(section?.tagName).toBe('SECTION');
      expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(termsOfService.sections[index]!.title);
    }
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ends every section with a Back to top link to the page title', () => {
    renderPage(<LegalDocumentView {...privacyPolicy} />);
    for (const section of main().querySelectorAll('section')) {
      expect(within(section as HTMLElement).getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#page-title');
    }
  });

  it('links the business e-mail and phone in the copy, and site paths as links named for their page', () => {
    renderPage(<LegalDocumentView {...legalDocumentWithSiteLinks(privacyPolicy)} />);
    const contact = document.getElementById('section-14-contact-us')!;
    expect(within(contact).getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    expect(within(contact).getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    const texting = document.getElementById('section-6a-calls-text-messages-and-marketing-communications')!;
    expect(within(texting).getByRole('link', { name: siteConfig.sms.display })).toHaveAttribute('href', `sms:${siteConfig.sms.e164}`);
    expect(within(main()).getAllByRole('link', { name: 'Submit a Privacy Request' })[0]).toHaveAttribute('href', '/privacy-request');
    expect(main()).not.toHaveTextContent('(/privacy-request)');
  });

  it('offers each request as a prefilled e-mail, with the phone and the plain address and subject', () => {
    renderPage(<LegalDocumentView {...privacyChoicePages['privacy-request']} />);
    const access = screen.getByRole('link', { name: 'E-mail an access request' });
    const href = new URL(access.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(siteConfig.email);
    expect(href.searchParams.get('subject')).toBe('Privacy request: access my data');
    expect(href.searchParams.get('body')).toContain('\r\nName:\r\n');
    const card = access.closest('.card') as HTMLElement;
    expect(within(card).getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    expect(card).toHaveTextContent(`Write to ${siteConfig.email} with the subject “Privacy request: access my data”`);
  });

  it('dates the accessibility statement December 2024 and offers feedback by e-mail', () => {
    renderPage(<LegalDocumentView {...accessibilityStatement} />);
    expect(screen.getByText('Last updated December 2024')).toBeInTheDocument();
    const feedback = new URL(screen.getByRole('link', { name: 'E-mail accessibility feedback' }).getAttribute('href')!);
    expect(feedback.searchParams.get('subject')).toBe('Accessibility feedback');
  });

  it('leaves the contents out of a short document and prints no date when there is none', () => {
    renderPage(<LegalDocumentView title="Short" intro={['Intro.']} sections={[{ number: '1', title: 'Only', body: ['Text.'] }]} />);
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });
});
