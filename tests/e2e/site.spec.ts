import { expect, test } from '@playwright/test';
import { pages } from '../../app/content/pages';
import { expectNoAxeViolations, watchForProblems } from './helpers';

test.describe('every route, as prerendered HTML', () => {
  test('answers 200 with its heading, copy and a complete, unique head', async ({ request }) => {
    const titles = new Set<string>();
    for (const page of pages) {
      const res = await request.get(page.path);
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
      expect(h1.replace(/<[^>]+>/g, '').trim().length, `${page.path} h1`).toBeGreaterThan(3);
      expect(html.match(/<h1[\s>]/g)?.length, `${page.path} one h1`).toBe(1);
      expect(html.replace(/<[^>]+>/g, ' ').length, `${page.path} copy`).toBeGreaterThan(1500);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '';
      expect(title, page.path).not.toBe('');
      expect(titles.has(title), `${page.path} unique title`).toBe(false);
      titles.add(title);
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
      expect(description.length, `${page.path} description`).toBeGreaterThanOrEqual(50);
      expect(html, page.path).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${page.path === '/' ? '/' : page.path}"`));
      expect(html, page.path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, page.path).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/);
      expect(html, page.path).toMatch(/<meta name="twitter:card"/);
      expect(html, page.path).toContain('application/ld+json');
      if (page.noIndex) expect(html, page.path).toContain('<meta name="robots" content="noindex');
      else expect(html, page.path).not.toContain('noindex');
    }
  });

  test('home carries the organization structured data', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const org = blocks.find((b) => b.aggregateRating);
    expect(org).toBeTruthy();
    expect(org.foundingDate).toBe('2023');
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 150 });
    expect(org.priceRange).toContain('$147');
    expect(org.priceRange).toContain('$2500');
    expect(org.paymentAccepted).toBe('Credit Card, Debit Card, Bank Transfer');
    expect(org.currenciesAccepted).toBe('USD');
    expect(org.areaServed.map((a: { name: string }) => a.name)).toEqual(['Worldwide', 'United States', 'Canada', 'United Kingdom', 'Australia', 'Europe']);
    expect(org.openingHoursSpecification).toMatchObject({ opens: '09:00', closes: '17:00' });
    expect(org.openingHoursSpecification.dayOfWeek).toHaveLength(5);
  });

  test('sitemap lists indexable pages only and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of pages) {
      expect(sitemap.includes(`${page.path === '/' ? '' : page.path}</loc>`), page.path).toBe(!page.noIndex);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
  });

  test('an unknown path gets the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('every route, in the browser', () => {
  for (const entry of pages) {
    test(`${entry.path} renders without errors and has no axe violations`, async ({ page, baseURL }) => {
      const problems = watchForProblems(page, baseURL ?? '');
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }
});

test('navigates client-side after hydration', async ({ page }) => {
  await page.goto('/');
  // The footer hydrates after the page's own code: until then its links load pages the ordinary way.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pricing/);
  await expect(page).toHaveTitle(/Pricing/);
  expect(documentRequests).toEqual([]);
});
