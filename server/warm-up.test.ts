import { Hono } from 'hono';
import { pages } from '../app/content/pages';
import { warmUpPages } from './warm-up';

describe('warming up the pages before the server says it is ready', () => {
  it('asks for every page of the site, each as often as told, with and without brotli', async () => {
    const asked: Array<{ path: string; encoding: string | undefined }> = [];
    const app = new Hono();
    app.get('*', (c) => {
      asked.push({ path: c.req.path, encoding: c.req.header('accept-encoding') });
      return c.text('ok');
    });
    await warmUpPages(app, 2);
    expect(asked).toHaveLength(pages.length * 2);
    for (const { path } of pages) expect(asked.filter((request) => request.path === path)).toHaveLength(2);
    expect(new Set(asked.map((request) => request.encoding))).toEqual(new Set(['br, gzip', 'gzip']));
  });

  it('finishes even when a page answers with an error', async () => {
    const app = new Hono();
    app.get('*', () => {
      throw new Error('a page that fails');
    });
    await expect(warmUpPages(app, 1)).resolves.toBeUndefined();
  });
});
