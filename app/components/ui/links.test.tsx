// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { GetStartedLink } from './GetStartedLink';
import { SiteLink } from './SiteLink';
import { setReducedMotion } from './test-helpers';

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/contact', element: <h1>Contact page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteLink', () => {
  it('renders real links for site paths, anchors, phone numbers and other sites', () => {
    renderAt(
      <>
        <SiteLink href="/pricing#infinity-partner">Pricing</SiteLink>
        <SiteLink href="#overview">Learn More</SiteLink>
        <SiteLink href="tel:+18325550142">Call</SiteLink>
        <SiteLink href="https://example.org/">Elsewhere</SiteLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing#infinity-partner');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#overview');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+18325550142');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('GetStartedLink', () => {
  beforeEach(() => setReducedMotion(false));

  it('is a real link to /contact and goes there when the page has no contact section', async () => {
    const router = renderAt(<GetStartedLink className="btn-primary" />);
    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveClass('btn-primary');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('smooth-scrolls to #contact and focuses it when the page has one', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = renderAt(
      <>
        <GetStartedLink>Start now</GetStartedLink>
        <section id="contact">Contact form</section>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Start now' }));
    expect(router.state.location.pathname).toBe('/');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    const target = screen.getByText('Contact form');
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(target).toHaveFocus();
  });

  it('jumps without animation under reduced motion', async () => {
    setReducedMotion(true);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt(
      <>
        <GetStartedLink />
        <div id="contact" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
