import { PAGE_PATHS } from './page-paths';
import { pages } from './pages';

describe('page paths', () => {
  it('lists exactly the pages of pages.ts, in the same order', () => {
    expect([...PAGE_PATHS]).toEqual(pages.map((page) => page.path));
  });
});
