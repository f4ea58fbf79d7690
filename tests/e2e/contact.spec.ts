import { type Page, expect, test } from '@playwright/test';
import { BOOKING_FRAME_CLASS, BOOKING_FRAME_HEIGHT, BOOKING_FRAME_PX } from '../../app/components/contact/embed-heights';
import { contactContent, contactContentFor, contactWithoutCalendar } from '../../app/content/contact';
import { pricingContent } from '../../app/content/pricing';
import { siteConfig } from '../../app/site.config';
import { expectContactChannelLinks, expectNoAxeViolations, scrollIntoRest, watchForProblems } from './helpers';

const { booking, direct, form, hours } = contactContent;
/** The page as this build shows it: no embed configured. */
const { messageForm } = contactContentFor({ calendar: false, growthForm: false });
const { bookBy } = contactWithoutCalendar;
const TEL = `tel:${siteConfig.phone.e164}`;
const SMS = `sms:${siteConfig.sms.e164}`;
const MAILTO = `mailto:${siteConfig.email}`;

const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** Opens a page and waits until React has taken it over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Scrolls down through both sections so every lazy embed has had its chance to load. */
async function scrollThroughPage(page: Page) {
  await scrollIntoRest(page, section(page, booking.id).getByText(booking.session.obligation));
  await scrollIntoRest(page, section(page, direct.id).getByText(hours.display));
  await page.waitForLoadState('networkidle');
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('/contact', () => {
  test('has the page heading, the #contact booking section and the #contact-us section', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactContent.heading);
    await expect(section(page, 'contact').getByRole('heading', { level: 2 })).toHaveText('Book Your Strategy Session');
    await expect(section(page, 'contact-us').getByRole('heading', { level: 2 })).toHaveText(direct.heading);
    const bookingSession = section(page, 'contact');
    await expect(bookingSession).toContainText(booking.session.length);
    for (const item of booking.session.whatYouGet) await expect(bookingSession.getByText(item)).toBeVisible();
    await expect(bookingSession.getByText(booking.session.obligation)).toBeVisible();

    // A link to an anchor lands on its section.
    await open(page, '/contact#contact-us');
    await expect(section(page, 'contact-us').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('with no embed configured: no frame, no third-party request, and nothing said to have failed', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await open(page, '/contact');
    await scrollThroughPage(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);
    await expect(page.getByRole('main')).not.toContainText(/could not load/i);
    await expect(page.getByRole('main')).not.toContainText(/calendar/i);
    // The site's own form carries the name of the form SPEC §2 lists, with nothing embedded.
    await expect(section(page, booking.id).getByRole('heading', { level: 3, name: form.title })).toBeVisible();
    await expect(page.getByRole('form', { name: form.title })).toBeVisible();
  });

  test('the direct-contact block calls, texts and e-mails the configured number and address', async ({ page }) => {
    await open(page, '/contact');
    const contactUs = section(page, direct.id);
    await scrollIntoRest(page, contactUs.getByRole('heading', { level: 3, name: direct.call.label }));
    const channels = [
      [direct.call, TEL],
      [direct.text, SMS],
      [direct.email, MAILTO],
    ] as const;
    for (const [channel, href] of channels) {
      await expect(contactUs.getByRole('heading', { level: 3, name: channel.label, exact: true })).toBeVisible();
      const link = contactUs.getByRole('link', { name: `${channel.label}: ${channel.display}`, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toContainText(channel.display);
      await expect(link).toHaveAttribute('href', href);
    }
  });

  test('a Get Started link on /pricing leads here', async ({ page }) => {
    await open(page, '/pricing');
    const bundle = pricingContent.bundles.items[0]!;
    const getStarted = section(page, pricingContent.bundles.id).getByRole('link', { name: `${bundle.cta} with the ${bundle.name}` });
    await expect(getStarted).toHaveAttribute('href', '/contact');
    await scrollIntoRest(page, getStarted);
    await getStarted.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactContent.heading);
    await expect(section(page, 'contact').getByRole('heading', { level: 2, name: booking.title })).toBeVisible();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`with no embed configured, at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the contact form comes first after the page header, beside (or above) the session card of the same height', async ({ page }) => {
        await open(page, '/contact');
        const headings = await page.getByRole('main').getByRole('heading').allTextContents();
        expect(headings.slice(0, 3)).toEqual([contactContent.heading, booking.title, messageForm.title]);
        const bookingSection = section(page, booking.id);
        const form = bookingSection.getByRole('form', { name: messageForm.title });
        const card = bookingSection.locator('.card', { has: page.getByRole('heading', { name: booking.session.heading }) });
        await scrollIntoRest(page, card);
        const [formBox, cardBox] = [await form.boundingBox(), await card.boundingBox()];
        if (!formBox || !cardBox) throw new Error('the form or the session card is not shown');
        if (viewport.width >= 1024) {
          // Side by side: same top, same bottom, so no short box stands beside a tall one.
          expect(cardBox.x).toBeGreaterThan(formBox.x + formBox.width);
          expect(Math.abs(cardBox.y - formBox.y)).toBeLessThanOrEqual(1);
          expect(Math.abs(cardBox.height - formBox.height)).toBeLessThanOrEqual(1);
        } else {
          // One column: the form first, both the page's width.
          expect(cardBox.y).toBeGreaterThan(formBox.y + formBox.height);
          expect(Math.abs(cardBox.width - formBox.width)).toBeLessThanOrEqual(1);
        }
        await expect(page.getByRole('main')).not.toContainText(/could not load/i);
      });

      test('the booking block offers call, text, e-mail and a chat with Vale', async ({ page }) => {
        await open(page, '/contact');
        const bookingSection = section(page, booking.id);
        await scrollIntoRest(page, bookingSection.getByRole('heading', { name: bookBy.heading }));
        await expect(bookingSection.getByText(bookBy.text)).toBeVisible();
        await expectContactChannelLinks(bookingSection);
        await bookingSection.getByRole('button', { name: bookBy.chat }).click();
        await expect(page.getByRole('dialog', { name: `Chat with ${siteConfig.assistantName}` })).toBeVisible();
      });

      test('after the form is sent, the thank-you mentions no calendar', async ({ page }) => {
        await open(page, '/contact');
        const contactForm = section(page, booking.id).getByRole('form', { name: messageForm.title });
        await scrollIntoRest(page, contactForm);
        await contactForm.getByRole('textbox', { name: /^Name/ }).fill('Mae Jemison');
        await contactForm.getByRole('textbox', { name: 'E-mail' }).fill('mae@example.com');
        await contactForm.getByRole('checkbox', { name: /I agree that/ }).check();
        await contactForm.getByRole('button', { name: 'Send Message' }).click();
        const thanks = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Thanks, Mae Jemison. Your message is with our team.' }) });
        await expect(thanks).toBeVisible();
        await expect(thanks).toContainText(contactWithoutCalendar.successNext);
        await expect(thanks).not.toContainText(/calendar/i);
      });
    });
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`has no axe violations and no console errors at ${viewport.width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const problems = watchForProblems(page, baseURL ?? '');
      await open(page, '/contact');
      await expectNoAxeViolations(page);
      await scrollThroughPage(page);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }

  test('the booking calendar is 650 px high under 480 px, 700 px under 768 px and 800 px above', async ({ page }) => {
    await open(page, '/contact');
    // No calendar is configured here, so a stand-in frame with the calendar's wrapper class and height
    // measures what the site's stylesheet gives it at each width.
    const frameHeight = () =>
      page.evaluate(
        ({ wrapperClass, height }) => {
          const wrapper = document.createElement('div');
          wrapper.className = wrapperClass;
          const frame = document.createElement('div');
          frame.style.height = height;
          wrapper.append(frame);
          document.body.append(wrapper);
          const measured = frame.getBoundingClientRect().height;
          wrapper.remove();
          return measured;
        },
        { wrapperClass: BOOKING_FRAME_CLASS, height: BOOKING_FRAME_HEIGHT },
      );
    const expected: Array<[number, number]> = [
      [320, BOOKING_FRAME_PX.belowPhone],
      [479, BOOKING_FRAME_PX.belowPhone],
      [480, BOOKING_FRAME_PX.belowTablet],
      [767, BOOKING_FRAME_PX.belowTablet],
      [768, BOOKING_FRAME_PX.wide],
      [1440, BOOKING_FRAME_PX.wide],
    ];
    for (const [width, height] of expected) {
      await page.setViewportSize({ width, height: 900 });
      expect(await frameHeight(), `${width} px wide`).toBe(height);
    }
    expect(Math.min(...expected.map(([, height]) => height))).toBeGreaterThanOrEqual(BOOKING_FRAME_PX.minimum);
  });
});

test.describe('/contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('still offers every way to book or write, and nothing said to have failed', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactContent.heading);
    const bookingSection = section(page, booking.id);
    await expect(bookingSection.getByRole('form', { name: messageForm.title })).toBeVisible();
    await expectContactChannelLinks(bookingSection);
    // The chat needs the page's script: its button is not offered without it.
    await expect(bookingSection.getByRole('button', { name: bookBy.chat })).toHaveCount(0);
    await expect(section(page, direct.id).getByRole('link', { name: `${direct.call.label}: ${direct.call.display}` })).toHaveAttribute('href', TEL);
    await expect(page.getByRole('main')).not.toContainText(/could not load/i);
  });

  test('the thank-you page after a plain form post mentions no calendar', async ({ page }) => {
    await page.goto('/contact/thank-you');
    await expect(page.getByRole('main')).toContainText(contactWithoutCalendar.receivedNext);
    await expect(page.getByRole('main')).not.toContainText(/calendar/i);
  });
});
