/** The site's own contact form on /contact, with and without JavaScript, against the real API and store. */
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_ERRORS } from '../../app/lib/forms/contact-form';
import { contactFormWords } from '../../app/content/forms';
import { contactContentFor } from '../../app/content/contact';
import { expectNoAxeViolations, watchForProblems } from './helpers';

/** The page as this build shows it: no embed configured. */
const { messageForm } = contactContentFor({ calendar: false, growthForm: false });
const form = (page: Page) => page.getByRole('form', { name: messageForm.title });

async function open(page: Page) {
  await page.goto('/contact#contact-form');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('the contact form with JavaScript', () => {
  test('names each problem at its field and in a focused summary, keeps what was typed, then sends without a reload', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await open(page);
    const contact = form(page);
    await contact.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await contact.getByRole('textbox', { name: 'E-mail' }).fill('ada@example');
    await contact.getByRole('textbox', { name: /^How can we help\?/ }).fill('We miss calls after 5 pm.');
    await contact.getByRole('button', { name: 'Send Message' }).click();

    const summary = contact.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Please correct the highlighted fields:');
    await expect(summary.getByRole('link', { name: CONTACT_ERRORS.email })).toHaveAttribute('href', /#.*-email$/);
    await expect(summary.getByRole('link', { name: CONTACT_ERRORS.consent })).toBeVisible();
    await expect(contact.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(new RegExp(CONTACT_ERRORS.email.replace(/[.]/g, '\\.')));
    await expect(contact.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada Lovelace');
    await expect(contact.getByRole('textbox', { name: /^How can we help\?/ })).toHaveValue('We miss calls after 5 pm.');
    await expectNoAxeViolations(page);

    await contact.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com');
    await expect(contact.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid', 'true');
    await contact.getByRole('checkbox', { name: /I agree that/ }).check();
    await expect(contact.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', '/privacy-policy');
    await expect(contact.getByRole('checkbox', { name: /I agree that/ })).toHaveAccessibleName(/described in the Privacy Policy\. Message/);
    const request = page.waitForRequest((req) => req.url().endsWith('/api/contact') && req.method() === 'POST');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    expect((await request).postDataJSON()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', consent: true, page: '/contact', website: '' });

    const thanks = page.getByRole('heading', { name: 'Thanks, Ada Lovelace. Your message is with our team.' });
    await expect(thanks).toBeFocused();
    await expect(page.getByText('We reply within one business day, by e-mail.')).toBeVisible();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('a card number in the message is named at the field and never sent; taken out, the message goes', async ({ page }) => {
    await open(page);
    const contact = form(page);
    const message = contact.getByRole('textbox', { name: /^How can we help\?/ });
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posts += 1;
    });
    await contact.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await contact.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com');
    await message.fill('Please start billing 4111 1111 1111 1111 for the CRM.');
    await contact.getByRole('checkbox', { name: /I agree that/ }).check();
    await contact.getByRole('button', { name: 'Send Message' }).click();

    const summary = contact.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: CONTACT_ERRORS.messageCardNumber })).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue('Please start billing 4111 1111 1111 1111 for the CRM.');
    expect(posts).toBe(0);

    await message.fill('Please set up billing for the CRM.');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks, Ada Lovelace. Your message is with our team.' })).toBeFocused();
    expect(posts).toBe(1);
  });

  test('a dropped connection says so and loses nothing', async ({ page }) => {
    await open(page);
    await page.route('**/api/contact', (route) => route.abort('connectionreset'));
    const contact = form(page);
    await contact.getByRole('textbox', { name: /^Name/ }).fill('Grace Hopper');
    await contact.getByRole('textbox', { name: 'Phone' }).fill('(832) 555-0142');
    await contact.getByRole('radio', { name: 'Text message' }).check();
    await contact.getByRole('checkbox', { name: /I agree that/ }).check();
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByRole('alert')).toContainText(contactFormWords.networkError);
    await expect(contact.getByRole('textbox', { name: /^Name/ })).toHaveValue('Grace Hopper');
    await expect(contact.getByRole('textbox', { name: 'Phone' })).toHaveValue('(832) 555-0142');
    await expect(contact.getByRole('radio', { name: 'Text message' })).toBeChecked();

    // The connection is back: the same form goes through.
    await page.unroute('**/api/contact');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('We reply within one business day, by text message.')).toBeVisible();
  });
});

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts the form and lands on the thank-you page', async ({ page }) => {
    await page.goto('/contact');
    const contact = form(page);
    await contact.getByRole('textbox', { name: /^Name/ }).fill('Katherine Johnson');
    await contact.getByRole('textbox', { name: 'E-mail' }).fill('katherine@example.com');
    await contact.getByRole('checkbox', { name: /I agree that/ }).check();
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messageForm.received.heading);
    await expect(page.getByRole('link', { name: messageForm.received.back })).toHaveAttribute('href', '/contact');
  });

  test('a value the browser cannot check is named on an error page, with the way back', async ({ page }) => {
    await page.goto('/contact');
    const contact = form(page);
    await contact.getByRole('textbox', { name: /^Name/ }).fill('Hedy Lamarr');
    await contact.getByRole('textbox', { name: 'Phone' }).fill('12');
    await contact.getByRole('checkbox', { name: /I agree that/ }).check();
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the form');
    await expect(page.getByRole('listitem')).toHaveText([CONTACT_ERRORS.phone]);
    await page.goBack();
    await expect(form(page).getByRole('textbox', { name: /^Name/ })).toHaveValue('Hedy Lamarr');
  });
});
