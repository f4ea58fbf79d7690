/**
 * A page added to the site's page list is one Vale can speak of: every page a visitor can find (every page but
 * confirmations) is the source of at least one answer, and every offering's page is among them.
 */
import { offeringList } from '~/content/offerings';
import { pages } from '~/content/pages';
import { buildKnowledge } from '.';
import { passageKnowledge } from './passages';


describe('every page is known to Vale', () => {
  const sources = new Set([...buildKnowledge(), ...passageKnowledge()].map((chunk) => chunk.href.split('#')[0]));

  it.each(pages.filter((page) => page.kind !== 'confirmation').map((page) => page.path))('%s is the source of an answer', (path) => {
    expect(sources).toContain(path);
  });

  it('knows the page of every offering', () => {
    for (const offering of offeringList()) expect(sources).toContain(offering.href.split('#')[0]);
  });
});
