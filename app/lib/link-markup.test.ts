import { readMarkedText, splitMarkedLinks } from './link-markup';

describe('splitMarkedLinks', () => {
  it('turns named site links into link parts and keeps the rest as text', () => {
    expect(splitMarkedLinks('See [our pricing page](/pricing). Or [Cookie Preferences](/cookie-preferences)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'our pricing page', href: '/pricing' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'Cookie Preferences', href: '/cookie-preferences' },
    ]);
  });

  it('keeps anchors and nested paths', () => {
    expect(splitMarkedLinks('[our pricing page](/pricing#plan-examples)')).toEqual([{ kind: 'link', text: 'our pricing page', href: '/pricing#plan-examples' }]);
  });

  it('leaves other brackets, web addresses and bare paths as text', () => {
    for (const text of ['A [note] (see below).', 'Read [the docs](https://example.com/docs).', 'See /pricing.', '']) {
      expect(splitMarkedLinks(text)).toEqual(text === '' ? [] : [{ kind: 'text', text }]);
    }
  });
});

describe('readMarkedText', () => {
  it('reads each marked link as its name and leaves other text alone', () => {
    expect(readMarkedText('Book on [our contact page](/contact) or see [x](https://a.b).')).toBe('Book on our contact page or see [x](https://a.b).');
  });
});

describe('marked contact links', () => {
  it('reads mailto:, tel: and sms: links beside site links, and leaves other schemes as text', () => {
    expect(splitMarkedLinks('Mail [hello@a.b](mailto:hello@a.b), call [(832) 555-0142](tel:+18325550142) or [x](javascript:alert)')).toEqual([
      { kind: 'text', text: 'Mail ' },
      { kind: 'link', text: 'hello@a.b', href: 'mailto:hello@a.b' },
      { kind: 'text', text: ', call ' },
      { kind: 'link', text: '(832) 555-0142', href: 'tel:+18325550142' },
      { kind: 'text', text: ' or [x](javascript:alert)' },
    ]);
  });
});
