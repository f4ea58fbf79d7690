import { pageNames } from '~/content/pages';
import { splitSiteLinks as splitWithNames, withPageNames as withNames } from './linkify';

const splitSiteLinks = (text: string) => splitWithNames(text, pageNames);
const withPageNames = (text: string) => withNames(text, pageNames);

const links = (text: string) => splitSiteLinks(text).filter((part) => part.kind === 'link');

describe('splitSiteLinks', () => {
  it('turns a known site path into a link named for its page', () => {
    expect(splitSiteLinks('See /pricing for starting prices.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'our pricing page', href: '/pricing' },
      { kind: 'text', text: ' for starting prices.' },
    ]);
  });

  it('leaves the punctuation after a path outside the link', () => {
    expect(splitSiteLinks('Questions? See /contact.')).toEqual([
      { kind: 'text', text: 'Questions? See ' },
      { kind: 'link', text: 'our contact page', href: '/contact' },
      { kind: 'text', text: '.' },
    ]);
    expect(withPageNames('Plans differ (see /pricing), and so do setups: /websites!')).toBe(
      'Plans differ (see our pricing page), and so do setups: our websites page!',
    );
  });

  it('says where the page is instead of "at" it', () => {
    expect(splitSiteLinks('Book a free strategy session at /contact.')).toEqual([
      { kind: 'text', text: 'Book a free strategy session on ' },
      { kind: 'link', text: 'our contact page', href: '/contact' },
      { kind: 'text', text: '.' },
    ]);
    expect(withPageNames('How we use your data is explained at /privacy-policy.')).toBe('How we use your data is explained in our privacy policy.');
    expect(withPageNames('At /time-travel you can see how tools changed.')).toBe('On our time travel page you can see how tools changed.');
  });

  it('capitalises a page name that starts a sentence', () => {
    expect(withPageNames('/pricing lists every plan. /crm shows ATOM.')).toBe('Our pricing page lists every plan. Our ATOM CRM page shows ATOM.');
    expect(withPageNames('Yes.\n/contact has the calendar.')).toBe('Yes.\nOur contact page has the calendar.');
  });

  it('makes a name followed by its path in brackets one link with that name', () => {
    expect(splitSiteLinks('as described in the Privacy Policy (/privacy-policy). Rates may apply.')).toEqual([
      { kind: 'text', text: 'as described in the ' },
      { kind: 'link', text: 'Privacy Policy', href: '/privacy-policy' },
      { kind: 'text', text: '. Rates may apply.' },
    ]);
    expect(links('our pages are: Cookie Preferences (/cookie-preferences), Your Privacy Choices (/privacy-choices), Limit the Use of My Sensitive Personal Information (/limit-sensitive-info) and Submit a Privacy Request (/privacy-request).')).toEqual([
      { kind: 'link', text: 'Cookie Preferences', href: '/cookie-preferences' },
      { kind: 'link', text: 'Your Privacy Choices', href: '/privacy-choices' },
      { kind: 'link', text: 'Limit the Use of My Sensitive Personal Information', href: '/limit-sensitive-info' },
      { kind: 'link', text: 'Submit a Privacy Request', href: '/privacy-request' },
    ]);
    expect(withPageNames('including our Privacy Policy (/privacy-policy), Acceptable Use Policy (/acceptable-use-policy) and Cookie Policy (/cookie-policy).')).toBe(
      'including our Privacy Policy, Acceptable Use Policy and Cookie Policy.',
    );
  });

  it('does the same for a name written before "at" its path, and for a Markdown link', () => {
    expect(splitSiteLinks('Change them on the Cookie Preferences page at /cookie-preferences or in your browser.')).toEqual([
      { kind: 'text', text: 'Change them on the ' },
      { kind: 'link', text: 'Cookie Preferences page', href: '/cookie-preferences' },
      { kind: 'text', text: ' or in your browser.' },
    ]);
    expect(withPageNames('Our Cookie Policy at /cookie-policy describes each category.')).toBe('Our Cookie Policy describes each category.');
    expect(links('Compare plans on [the plans page](/pricing).')).toEqual([{ kind: 'link', text: 'the plans page', href: '/pricing' }]);
  });

  it('links the home page only where its name is written before its path', () => {
    expect(splitSiteLinks('Reviews are on the home page at / and on /about.')).toEqual([
      { kind: 'text', text: 'Reviews are on the ' },
      { kind: 'link', text: 'home page', href: '/' },
      { kind: 'text', text: ' and on ' },
      { kind: 'link', text: 'our about page', href: '/about' },
      { kind: 'text', text: '.' },
    ]);
    expect(withPageNames('Compare it on the pricing page at /pricing.')).toBe('Compare it on the pricing page.');
    const separated = 'Voice / chat / e-mail, and / alone.';
    expect(splitSiteLinks(separated)).toEqual([{ kind: 'text', text: separated }]);
  });

  it('keeps other words before a path as text: they are not a name of that page', () => {
    expect(withPageNames('Ask about prices (/pricing) or setup times.')).toBe('Ask about prices (our pricing page) or setup times.');
    expect(withPageNames('Use the "Book Your Strategy Session" calendar at /contact.')).toBe('Use the "Book Your Strategy Session" calendar on our contact page.');
    expect(withPageNames('Book at /contact.')).toBe('Book on our contact page.');
  });

  it('keeps an anchor in the link and names nested pages', () => {
    expect(splitSiteLinks('/pricing#plan-examples')).toEqual([{ kind: 'link', text: 'Our pricing page', href: '/pricing#plan-examples' }]);
    expect(links('Done: /privacy-request/received')).toEqual([{ kind: 'link', text: 'our privacy request page', href: '/privacy-request/received' }]);
  });

  it('leaves fractions, ranges, unknown paths and file names alone', () => {
    for (const text of ['Open 24/7, kept 13-26 months, see /nowhere.', 'Not /contact-us, /contacts, /contact/old or /pricing.html.', 'The API is at /api/chat.']) {
      expect(splitSiteLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('leaves web and e-mail addresses alone', () => {
    for (const text of [
      'Read https://starboundsystems.ai/pricing or www.example.com/contact.',
      'Write to privacy@starboundsystems.ai/contact or hello@starboundsystems.ai.',
    ]) {
      expect(splitSiteLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('links several paths in one text', () => {
    expect(links('Book at /contact (or read /privacy-request).').map((part) => part.href)).toEqual(['/contact', '/privacy-request']);
  });
});
