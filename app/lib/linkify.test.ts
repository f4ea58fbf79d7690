import { splitSiteLinks } from './linkify';

describe('splitSiteLinks', () => {
  it('turns known site paths into links and keeps the rest as text', () => {
    expect(splitSiteLinks('See /pricing for starting prices.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: '/pricing', href: '/pricing' },
      { kind: 'text', text: ' for starting prices.' },
    ]);
  });

  it('keeps anchors on known paths', () => {
    expect(splitSiteLinks('/pricing#plan-examples')).toEqual([
      { kind: 'link', text: '/pricing#plan-examples', href: '/pricing#plan-examples' },
    ]);
  });

  it('leaves fractions, ranges and unknown paths alone', () => {
    const text = 'Open 24/7, kept 13-26 months, see /nowhere.';
    expect(splitSiteLinks(text)).toEqual([{ kind: 'text', text }]);
  });

  it('handles several links and brackets', () => {
    const parts = splitSiteLinks('Book at /contact (or read /privacy-request).');
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['/contact', '/privacy-request']);
  });
});
