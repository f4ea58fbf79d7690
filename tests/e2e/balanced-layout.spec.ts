/**
 * Grids and heroes are balanced at every breakpoint: the /solutions offerings leave no empty cell (a short last
 * row is centred), and the /about header fills its width with the facts beside its introduction.
 */
import { type Page, expect, test } from '@playwright/test';
import { aboutKeyFacts } from '../../app/content/about';
import { company } from '../../app/content/company';

const WIDTHS = [390, 768, 1024, 1440];

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/solutions: every row of offerings is full, or centred when it is the last and shorter', async ({ page }) => {
      await open(page, '/solutions');
      const list = page.locator('section#all-solutions').getByRole('list').first();
      await list.scrollIntoViewIfNeeded();
      const listBox = (await list.boundingBox())!;
      const items = await list.getByRole('listitem').evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { x: rect.x, y: rect.y, width: rect.width };
        }),
      );
      expect(items).toHaveLength(8);
      const rows = new Map<number, typeof items>();
      for (const item of items) {
        const key = [...rows.keys()].find((y) => Math.abs(y - item.y) < 2) ?? item.y;
        rows.set(key, [...(rows.get(key) ?? []), item]);
      }
      const ordered = [...rows.values()];
      // The premium plan takes a row of its own, the whole width.
      const premium = ordered.pop()!;
      expect(premium).toHaveLength(1);
      expect(Math.abs(premium[0]!.width - listBox.width)).toBeLessThanOrEqual(1);
      const perRow = Math.max(...ordered.map((row) => row.length));
      expect(perRow).toBe(width < 640 ? 1 : width < 1024 ? 2 : 4);
      for (const [index, row] of ordered.entries()) {
        const left = row[0]!.x - listBox.x;
        const right = listBox.x + listBox.width - (row.at(-1)!.x + row.at(-1)!.width);
        if (row.length === perRow) {
          expect(left, `row ${index + 1} starts at the list's edge`).toBeLessThanOrEqual(1);
          expect(right, `row ${index + 1} ends at the list's edge`).toBeLessThanOrEqual(1);
        } else {
          expect(index, 'only the last row may be shorter').toBe(ordered.length - 1);
          expect(Math.abs(left - right), 'a shorter last row is centred').toBeLessThanOrEqual(2);
        }
      }
    });

    test('/about: the facts stand beside the introduction on a wide screen, below it on a narrow one', async ({ page }) => {
      await open(page, '/about');
      const header = page.locator('main section').first();
      const facts = header.getByRole('group', { name: aboutKeyFacts.title });
      await expect(facts).toBeVisible();
      await expect(facts.getByText(String(company.foundingYear), { exact: true })).toBeVisible();
      await expect(facts).toContainText(company.rating.display);
      const heading = (await header.getByRole('heading', { level: 1 }).boundingBox())!;
      const intro = (await header.getByText(/was founded in/).boundingBox())!;
      const panel = (await facts.boundingBox())!;
      if (width >= 1024) {
        expect(panel.x).toBeGreaterThan(intro.x + intro.width);
        // Side by side: the panel spans the height of the heading and introduction.
        expect(panel.y).toBeLessThanOrEqual(heading.y + 1);
        expect(panel.y + panel.height).toBeGreaterThanOrEqual(intro.y + intro.height - 1);
      } else {
        expect(panel.y).toBeGreaterThan(intro.y + intro.height);
      }
    });
  });
}
