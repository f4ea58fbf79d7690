// @vitest-environment jsdom
import { PAGE_LANDING_ATTRIBUTE, focusPageLanding, isNewPage } from './page-change';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('isNewPage', () => {
  it('is a new page when the path or the query changes', () => {
    expect(isNewPage(at('/'), at('/pricing'))).toBe(true);
    expect(isNewPage(at('/'), at('/pricing', '', '#infinity-partner'))).toBe(true);
    expect(isNewPage(at('/faq', '?a=1'), at('/faq', '?a=2'))).toBe(true);
  });

  it('is not for an anchor of the same page, nor the same place', () => {
    expect(isNewPage(at('/'), at('/', '', '#overview'))).toBe(false);
    expect(isNewPage(at('/', '', '#overview'), at('/'))).toBe(false);
    expect(isNewPage(at('/about'), at('/about'))).toBe(false);
  });
});

describe('focusPageLanding', () => {
  afterEach(() => document.body.replaceChildren());

  function page() {
    document.body.innerHTML = `
      <main><h1>Pricing</h1><section id="infinity-partner"><h2>Infinity Partner</h2></section>
      <button id="start">Start</button></main>
      <dialog open><input aria-label="Message"></dialog>`;
  }

  it('focuses the main heading without scrolling, made focusable and marked for no ring', () => {
    page();
    const heading = document.querySelector('h1')!;
    const focus = vi.spyOn(heading, 'focus');
    expect(focusPageLanding(document, '')).toBe(heading);
    expect(heading).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAttribute(PAGE_LANDING_ATTRIBUTE);
  });

  it('focuses the anchor the address names, and leaves a focusable one as it is', () => {
    page();
    expect(focusPageLanding(document, '#infinity-partner')).toBe(document.getElementById('infinity-partner'));
    expect(document.getElementById('infinity-partner')).toHaveFocus();
    const button = document.getElementById('start')!;
    expect(focusPageLanding(document, '#start')).toBe(button);
    expect(button).not.toHaveAttribute('tabindex');
    expect(button).not.toHaveAttribute(PAGE_LANDING_ATTRIBUTE);
  });

  it('falls back to the heading for a missing or malformed anchor', () => {
    page();
    expect(focusPageLanding(document, '#nowhere')).toBe(document.querySelector('h1'));
    expect(focusPageLanding(document, '#%E0%A4%A')).toBe(document.querySelector('h1'));
  });

  it('leaves focus inside an open dialog', () => {
    page();
    const input = document.querySelector('input')!;
    input.focus();
    expect(focusPageLanding(document, '')).toBeNull();
    expect(input).toHaveFocus();
  });
});
