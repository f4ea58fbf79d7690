/**
 * The legal pages as a reader uses them: contents, dates, a way back to the top, every SPEC §9 figure in the
 * rendered text, working request and feedback links, and a clean printout.
 */
import { writeFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { siteConfig } from '../../app/site.config';
import { expectNoAxeViolations, watchForProblems } from './helpers';

/** Opens a page and waits until React has taken it over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

const mainText = (page: Page) => page.locator('main').innerText();
const contents = (page: Page) => page.getByRole('navigation', { name: 'Contents' });

const QUIET_HOURS = "9am-9pm Monday-Saturday and 12pm-9pm Sunday, in the recipient's local time";

/** The four policies, their section counts (SPEC §2) and the SPEC §9 figures each must show. */
const policies = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    sections: 16,
    figures: [
      'We answer requests within 45 days',
      'extend that by 45 more days',
      'internal do-not-call requests within 1 business day',
      'Website analytics data: about 13-26 months',
      'for the length of our engagement plus about 24 months',
      'opt-out and do-not-call requests: at least 4 years',
      'Invoices and tax records: up to 7 years',
      'personal information from children under 13',
      'In the European Union and the United Kingdom, we do not rely on the consent of anyone under 16 for non-essential cookies',
      QUIET_HOURS,
      'reply STOP to opt out or HELP for assistance',
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    sections: 27,
    figures: [
      'You must be at least 18 years old',
      /limited to the greater of \(a\) the fees you paid us for the Services in the 6 months before the event .*, or \(b\) \$50/,
      'governed by the laws of the State of Texas',
      'courts located in Harris County, Texas',
      QUIET_HOURS,
      'honour STOP',
      'reply to HELP',
    ],
  },
  {
    path: '/acceptable-use-policy',
    title: 'Acceptable Use Policy',
    sections: 11,
    figures: [QUIET_HOURS, 'honour STOP', 'reply to HELP', 'children under 13'],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    sections: 10,
    figures: [
      'Cookie lifespans on our site range from a few hours to two years',
      'children under 13',
      'In the European Union and the United Kingdom, we do not rely on the consent of anyone under 16 for non-essential cookies',
    ],
  },
] as const;

const privacyChoicePages = ['/privacy-choices', '/limit-sensitive-info', '/privacy-request'] as const;
const allPages = [...policies.map((policy) => policy.path), '/accessibility', ...privacyChoicePages];

/** What a mail app would fill in from a mailto: link. */
function readMailto(href: string) {
  const url = new URL(href);
  return {
    address: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: (url.searchParams.get('body') ?? '').split('\r\n'),
  };
}

async function mailtoOf(page: Page, name: string) {
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  expect(href).toMatch(/^mailto:/);
  return readMailto(href!);
}

const REQUEST_FIELDS = ['Name:', 'E-mail address I used with you:', 'State or country of residence:'];

test.use({ viewport: { width: 1280, height: 900 } });

for (const policy of policies) {
  test.describe(policy.path, () => {
    test('is dated, not indexed, and its contents lead to every section', async ({ page, baseURL }) => {
      const problems = watchForProblems(page, baseURL ?? '');
      await open(page, policy.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(page.getByText('Last updated September 1, 2025', { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      const sections = page.locator('main section[id]');
      await expect(sections).toHaveCount(policy.sections);
      const ids = await sections.evaluateAll((elements) => elements.map((element) => element.id));
      expect(new Set(ids).size).toBe(ids.length);
      await expect(contents(page).locator('ol > li')).toHaveCount(policy.sections);
      const hrefs = await contents(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(ids.map((id) => `#${id}`));
      // Each section is introduced by an h2 whose text its contents entry repeats.
      const entries = await contents(page).getByRole('link').allInnerTexts();
      const headings = await sections.locator('h2').allInnerTexts();
      expect(entries.map((entry) => entry.replace(/\s+/g, ' '))).toEqual(headings.map((heading) => heading.replace(/\s+/g, ' ')));

      // A section far down the page: its heading comes into view and the address names it.
      const target = ids[ids.length - 2]!;
      await contents(page).locator(`a[href="#${target}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${policy.path}#${target}$`));
      await expect(page.locator(`#${target} h2`)).toBeInViewport();
      expect(problems).toEqual([]);
    });

    test('a Back to top link after each section returns to the title', async ({ page }) => {
      await open(page, policy.path);
      const backLinks = page.locator('main section').getByRole('link', { name: 'Back to top' });
      await expect(backLinks).toHaveCount(policy.sections);
      for (const href of await backLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toBe('#page-title');

      const last = backLinks.last();
      await last.scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
      await last.focus();
      await expect(last).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${policy.path}#page-title$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });

    test('shows every legal figure of SPEC §9 that belongs to it', async ({ page }) => {
      await open(page, policy.path);
      const text = await mainText(page);
      expect(text).toContain('Last updated September 1, 2025');
      for (const figure of policy.figures) {
        if (typeof figure === 'string') expect(text).toContain(figure);
        else expect(text).toMatch(figure);
      }
    });
  });
}

test.describe('/accessibility', () => {
  test('names the standard, the date and the response time, with working feedback links', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await open(page, '/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    await expect(page.getByText('Last updated December 2024', { exact: true })).toBeVisible();
    const text = await mainText(page);
    for (const part of [
      'working toward conformance with WCAG 2.1 Level AA',
      'Section 508 of the Rehabilitation Act',
      'Americans with Disabilities Act (ADA)',
      'We respond within 48 hours.',
    ]) {
      expect(text).toContain(part);
    }
    const headings = await page.locator('main section h2').allInnerTexts();
    expect(headings.map((heading) => heading.replace(/^\d+\.\s*/, ''))).toEqual([
      'Our Commitment',
      'Conformance Status',
      'Accessibility Features',
      'Known Limitations',
      'Testing',
      'Feedback',
      'Continuous Improvement',
      'Technical Specifications',
      'Compliance Standards',
    ]);

    const feedback = page.locator('main section', { has: page.getByRole('heading', { name: '6. Feedback' }) });
    const draft = await mailtoOf(page, 'E-mail accessibility feedback');
    expect(draft.address).toBe(siteConfig.email);
    expect(draft.subject).toBe('Accessibility feedback');
    for (const field of ['Page address (URL):', 'The problem I met:', 'Assistive technology and browser I use (if any):']) {
      expect(draft.body).toContain(field);
    }
    await expect(feedback.locator(`a[href="tel:${siteConfig.phone.e164}"]`)).toHaveText(siteConfig.phone.display);
    await expect(feedback.locator(`a[href="sms:${siteConfig.sms.e164}"]`)).toHaveText(siteConfig.sms.display);
    await expect(feedback.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    await expect(feedback).toContainText('48 hours');
    expect(problems).toEqual([]);
  });
});

test.describe('privacy-choice pages', () => {
  const expectedRequests: Record<(typeof privacyChoicePages)[number], Array<{ link: string; subject: string; asks: string }>> = {
    '/privacy-request': [
      { link: 'E-mail an access request', subject: 'Privacy request: access my data', asks: 'My request: Please tell me what personal information you hold about me and send me a copy of it.' },
      { link: 'E-mail a correction request', subject: 'Privacy request: correct my data', asks: 'My request: Please correct personal information you hold about me.' },
      { link: 'E-mail a deletion request', subject: 'Privacy request: delete my data', asks: 'My request: Please delete the personal information you hold about me.' },
      {
        link: 'E-mail an opt-out request',
        subject: 'Privacy request: opt out of sale and sharing',
        asks: 'My request: Please stop any sale or sharing of my personal information, including for targeted advertising.',
      },
      {
        link: 'E-mail a request to limit use',
        subject: 'Privacy request: limit use of my sensitive information',
        asks: 'My request: Please use my sensitive personal information only as needed to provide the service I asked for.',
      },
      { link: 'E-mail an appeal', subject: 'Privacy appeal', asks: 'My request: Please reconsider your decision on my privacy request.' },
    ],
    '/privacy-choices': [
      {
        link: 'E-mail an opt-out request',
        subject: 'Privacy request: opt out of sale and sharing',
        asks: 'My request: Please stop any sale or sharing of my personal information, including for targeted advertising.',
      },
      {
        link: 'E-mail a request to stop marketing',
        subject: 'Privacy request: stop marketing calls and texts',
        asks: 'My request: Please add me to your internal do-not-call list and stop marketing calls, texts and e-mails to me.',
      },
    ],
    '/limit-sensitive-info': [
      {
        link: 'E-mail a request to limit use',
        subject: 'Privacy request: limit use of my sensitive information',
        asks: 'My request: Please use my sensitive personal information only as needed to provide the service I asked for.',
      },
    ],
  };

  for (const path of privacyChoicePages) {
    test(`${path}: each right has a prefilled e-mail, the phone and the 45 + 45 day timeline`, async ({ page, baseURL }) => {
      const problems = watchForProblems(page, baseURL ?? '');
      await open(page, path);
      for (const expected of expectedRequests[path]) {
        const draft = await mailtoOf(page, expected.link);
        expect(draft.address).toBe(siteConfig.email);
        expect(draft.subject).toBe(expected.subject);
        expect(draft.body[0]).toBe(`Hello ${siteConfig.brandName},`);
        expect(draft.body).toContain(expected.asks);
        for (const field of REQUEST_FIELDS) expect(draft.body).toContain(field);
        // The address and subject are also written out for readers without a mail app.
        const card = page.locator('.card', { has: page.getByRole('link', { name: expected.link, exact: true }) });
        await expect(card).toContainText(`Write to ${siteConfig.email} with the subject “${expected.subject}”.`);
        await expect(card.locator(`a[href="tel:${siteConfig.phone.e164}"]`)).toHaveText(siteConfig.phone.display);
      }
      const text = await mainText(page);
      expect(text).toContain('We answer within 45 days of receiving your request.');
      expect(text).toContain('we may extend that once by 45 more days, and we will tell you why within the first 45 days');
      expect(problems).toEqual([]);
    });
  }

  test('/privacy-choices keeps the do-not-call and SMS keyword promises', async ({ page }) => {
    await open(page, '/privacy-choices');
    const text = await mainText(page);
    expect(text).toContain('within 1 business day');
    expect(text).toContain('reply STOP to any of our texts to opt out, or HELP for assistance');
    await expect(page.locator(`main a[href="sms:${siteConfig.sms.e164}"]`)).toHaveText(siteConfig.sms.display);
  });
});

test.describe('every legal page', () => {
  for (const path of allPages) {
    test(`${path}: no axe violations, no console errors`, async ({ page, baseURL }) => {
      const problems = watchForProblems(page, baseURL ?? '');
      await open(page, path);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }

  test('nothing scrolls sideways on a 390 px phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const path of allPages) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});

test.describe('printing', () => {
  /** Elements still drawn that would float over the text or repeat on every sheet. */
  const displayedChrome = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.display !== 'none' && (style.position === 'fixed' || style.position === 'sticky') && element.getClientRects().length > 0;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );

  test('a policy prints as the document alone, black on white, with link addresses', async ({ page }) => {
    await open(page, '/privacy-policy');
    await page.emulateMedia({ media: 'print' });

    const hidden = ['body > header', 'a[href="#main-content"]'];
    for (const selector of hidden) await expect(page.locator(selector)).toHaveCSS('display', 'none');
    await expect(page.getByRole('contentinfo', { includeHidden: true })).toHaveCSS('display', 'none');
    await expect(page.getByRole('button', { name: 'Open Chat', includeHidden: true })).toHaveCSS('display', 'none');
    await expect(page.getByRole('link', { name: 'Back to top', includeHidden: true }).first()).toBeHidden();
    expect(await displayedChrome(page)).toEqual([]);
    await expect(page.locator('main p').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    // Site links in the text print their full address after their name; contents entries and mailto: links
    // print nothing extra.
    const generated = (selector: string, pseudo: '::before' | '::after') =>
      page.locator(selector).first().evaluate((link, which) => getComputedStyle(link, which).content, pseudo);
    const pageLink = '.legal-text a[href="/privacy-choices"]';
    await expect(page.locator(pageLink).first()).toHaveText('Your Privacy Choices');
    expect(await generated(pageLink, '::before')).toBe('none');
    const printedAddress = await generated(pageLink, '::after');
    expect(printedAddress).toContain('https://www.starboundsystems.ai');
    expect(printedAddress).toMatch(/attr\(href\)|\/privacy-choices/);
    for (const selector of ['nav[aria-label="Contents"] a', '.legal-text a[href^="mailto:"]', 'a[href="#page-title"]']) {
      expect(await generated(selector, '::before'), selector).toBe('none');
      expect(await generated(selector, '::after'), selector).toBe('none');
    }
    await expect(page.locator('h2').first()).toHaveCSS('break-after', 'avoid');

    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    if (process.env.LEGAL_PDF) writeFileSync(process.env.LEGAL_PDF, pdf);
  });

  test('the voice orb, star field and scroll bar of the home page stay off paper too', async ({ page }) => {
    await open(page, '/');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toHaveCSS('display', 'none');
    expect(await displayedChrome(page)).toEqual([]);
  });
});
