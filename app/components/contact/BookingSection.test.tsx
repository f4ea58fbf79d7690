// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderInRouter } from '~/components/ui/test-router';
import userEvent from '@testing-library/user-event';
import { deferredPartsRendered } from '~/lib/deferred-test-helpers';
import { contactContent, contactContentFor, contactWithoutCalendar } from '~/content/contact';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import { OPEN_CHAT_EVENT } from '~/features/chat/open-chat';
import { siteConfig } from '~/site.config';
import { BookingSection } from './BookingSection';
import { BOOKING_FRAME_CLASS, BOOKING_FRAME_HEIGHT } from './embed-heights';

const CALENDAR_URL = 'https://crm.example/widget/booking/strategy';

async function renderSection(calendarUrl: string) {
  const { booking, messageForm } = contactContentFor({ calendar: calendarUrl === CALENDAR_URL, growthForm: true });
  renderInRouter(
    <BookingSection booking={booking} calendarUrl={calendarUrl} messageForm={messageForm} consent={CONTACT_CONSENT} bookBy={contactWithoutCalendar.bookBy} />,
  );
  await deferredPartsRendered();
  return screen.getByRole('region', { name: 'Book Your Strategy Session' });
}

const { booking, messageForm } = contactContent;
const { bookBy } = contactWithoutCalendar;

describe('BookingSection', () => {
  it.each([
    ['with', CALENDAR_URL],
    ['without', ''],
  ])('is the #contact section, titled Book Your Strategy Session, with the session details (%s a calendar)', async (_, calendarUrl) => {
    const section = await renderSection(calendarUrl);
    expect(section.id).toBe('contact');
    expect(within(section).getByRole('heading', { level: 3, name: booking.session.heading })).toBeInTheDocument();
    expect(section).toHaveTextContent(booking.session.length);
    for (const item of booking.session.whatYouGet) expect(within(section).getByText(item)).toBeInTheDocument();
    expect(within(section).getByText(booking.session.obligation)).toBeInTheDocument();
  });

  it('embeds the configured calendar with its title, URL and responsive height, and no contact form', async () => {
    const section = await renderSection(CALENDAR_URL);
    expect(section).toHaveTextContent(booking.description);
    const frame = screen.getByTitle('Book Your Strategy Session');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', CALENDAR_URL);
    // Created only near the viewport; a native lazy frame hidden until loaded would never load.
    expect(frame).not.toHaveAttribute('loading');
    expect(frame.getAttribute('style')).toContain(`height: ${BOOKING_FRAME_HEIGHT}`);
    expect(frame.parentElement).toHaveClass(...BOOKING_FRAME_CLASS.split(' '));
    expect(screen.queryByText(booking.fallback)).toBeNull();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('without a calendar, leads with the contact form and offers call, text, e-mail and chat, with nothing said to have failed', async () => {
    const section = await renderSection('');
    expect(document.querySelector('iframe')).toBeNull();
    expect(section).not.toHaveTextContent(/could not load/i);
    expect(section).not.toHaveTextContent(/calendar/i);
    expect(section).toHaveTextContent(contactWithoutCalendar.bookingDescription);

    const form = within(section).getByRole('form', { name: messageForm.title });
    const sessionCard = within(section).getByRole('heading', { level: 3, name: booking.session.heading });
    expect(form.compareDocumentPosition(sessionCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.closest('#contact-form')).not.toBeNull();

    expect(within(section).getByRole('heading', { level: 4, name: bookBy.heading })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: `Call ${siteConfig.phone.display}` })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    expect(within(section).getByRole('link', { name: 'Text Us' })).toHaveAttribute('href', `sms:${siteConfig.sms.e164}`);
    expect(within(section).getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  });

  it('opens the chat from its "Chat with" button', async () => {
    const section = await renderSection('');
    const opened = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, opened);
    await userEvent.click(within(section).getByRole('button', { name: bookBy.chat }));
    window.removeEventListener(OPEN_CHAT_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('treats a URL that is not https as not configured: the contact form leads, no fallback', async () => {
    const section = await renderSection('http://crm.example/booking');
    expect(document.querySelector('iframe')).toBeNull();
    expect(within(section).queryByText(booking.fallback)).toBeNull();
    expect(within(section).getByRole('form', { name: messageForm.title })).toBeInTheDocument();
  });
});
