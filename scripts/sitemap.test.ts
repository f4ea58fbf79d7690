import { pages } from '../app/content/pages';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap and robots', () => {
  const xml = sitemapXml('2026-01-01');

  it('lists every indexable page with an absolute URL and leaves noindex pages out', () => {
    for (const page of pages) {
      const loc = `<loc>${new URL(page.path, 'https://www.starboundsystems.ai').href}</loc>`;
      if (page.noIndex) expect(xml).not.toContain(loc);
      else expect(xml).toContain(loc);
    }
    expect(xml).not.toContain('/privacy-policy<');
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt()).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });
});
