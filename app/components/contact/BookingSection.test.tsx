// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { deferredPartsRendered } from '~/lib/deferred-test-helpers';
import { contactContent } from '~/content/contact';
import { siteConfig } from '~/site.config';
import { BookingSection } from './BookingSection';
import { BOOKING_FRAME_CLASS, BOOKING_FRAME_HEIGHT } from './embed-heights';

const { booking } = contactContent;
const CALENDAR_URL = 'https://crm.example/widget/booking/strategy';

describe('BookingSection', () => {
  it('is the #contact section, titled Book Your Strategy Session, with the session details', async () => {
    render(<BookingSection booking={booking} calendarUrl="" />);
    await deferredPartsRendered();
    const section = screen.getByRole('region', { name: 'Book Your Strategy Session' });
    expect(section.id).toBe('contact');
    expect(within(section).getByRole('heading', { level: 3, name: booking.session.heading })).toBeInTheDocument();
    expect(section).toHaveTextContent(booking.session.length);
    for (const item of booking.session.whatYouGet) expect(within(section).getByText(item)).toBeInTheDocument();
    expect(within(section).getByText(booking.session.obligation)).toBeInTheDocument();
  });

  it('embeds the configured calendar with its title, URL and responsive height', async () => {
    render(<BookingSection booking={booking} calendarUrl={CALENDAR_URL} />);
    await deferredPartsRendered();
    const frame = screen.getByTitle('Book Your Strategy Session');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', CALENDAR_URL);
    // Created only near the viewport; a native lazy frame hidden until loaded would never load.
    expect(frame).not.toHaveAttribute('loading');
    expect(frame.getAttribute('style')).toContain(`height: ${BOOKING_FRAME_HEIGHT}`);
    expect(frame.parentElement).toHaveClass(...BOOKING_FRAME_CLASS.split(' '));
    expect(screen.queryByText(booking.fallback)).toBeNull();
  });

  it('without a calendar, says how to book by phone, text or e-mail instead of an empty box', async () => {
    render(<BookingSection booking={booking} calendarUrl="" />);
    await deferredPartsRendered();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(booking.fallback)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${siteConfig.phone.display}` })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    expect(screen.getByRole('link', { name: 'Text Us' })).toHaveAttribute('href', `sms:${siteConfig.sms.e164}`);
    expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  });

  it('treats a URL that is not https as not configured', async () => {
    render(<BookingSection booking={booking} calendarUrl="http://crm.example/booking" />);
    await deferredPartsRendered();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(booking.fallback)).toBeInTheDocument();
  });
});
