import postcss from 'postcss';
import { appliesToAnyElement, propertySlots, splitStylesheet } from './stylesheet-split';

/** The selectors of a stylesheet's rules, in order, with the layer each sits in. */
const rulesOf = (css: string) => {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name === 'keyframes') return;
    const layer = rule.parent?.type === 'atrule' ? `${(rule.parent as postcss.AtRule).params} ` : '';
    found.push(`${layer}${rule.selector}`);
  });
  return found;
};

const layered = (base: string, utilities: string) => `@layer base,utilities;${base ? `@layer base{${base}}` : ''}${utilities ? `@layer utilities{${utilities}}` : ''}`;

describe('splitting the stylesheet for one page', () => {
  it("keeps beasties' rules inline and puts every other rule in the rest, once", () => {
    const full = layered('h1{font-size:2rem}', '.hero{padding:2rem}.dialog{position:fixed}.mt-4{margin-top:1rem}');
    const { inline, rest, moved } = splitStylesheet(full, layered('h1{font-size:2rem}', '.hero{padding:2rem}'));
    expect(rulesOf(inline)).toEqual(['base h1', 'utilities .hero']);
    expect(rulesOf(rest)).toEqual(['utilities .dialog', 'utilities .mt-4']);
    expect(moved).toBe(0);
    // The layer order statement comes first, inline, so the rest cannot reorder the layers.
    expect(inline.startsWith('@layer base,utilities;')).toBe(true);
    expect(rest).not.toContain('@layer base,utilities;');
    expect(rest).not.toContain('@layer base{');
  });

  it('inlines a rule of the rest that an inlined rule after it must beat (text-sm before text-base)', () => {
    const full = layered('', '.text-sm{font-size:.875rem;line-height:1.4}.text-base{font-size:1rem;line-height:1.5}.text-lg{font-size:1.125rem}');
    const { inline, rest, moved } = splitStylesheet(full, layered('', '.text-base{font-size:1rem;line-height:1.5}'));
    expect(rulesOf(inline)).toEqual(['utilities .text-sm', 'utilities .text-base']);
    // After every inlined rule already: it wins in both places, as it should.
    expect(rulesOf(rest)).toEqual(['utilities .text-lg']);
    expect(moved).toBe(1);
  });

  it('follows shorthands to their longhands, and moves rules in chains', () => {
    const full = layered('', '.p-4{padding:1rem}.bg-x{background:red}.px-2{padding-inline:.5rem}.bg-blue{background-color:blue}.font-bold{font-weight:700}.leading-7{line-height:1.75rem}');
    const { inline } = splitStylesheet(full, layered('', '.px-2{padding-inline:.5rem}.leading-7{line-height:1.75rem}.bg-blue{background-color:blue}'));
    // .p-4 (padding) before .px-2, .bg-x (background) before .bg-blue; .font-bold sets nothing .leading-7 sets.
    expect(rulesOf(inline)).toEqual(['utilities .p-4', 'utilities .bg-x', 'utilities .px-2', 'utilities .bg-blue', 'utilities .leading-7']);
  });

  it('leaves alone rules of another layer or after the inlined ones', () => {
    const full = layered('.card{padding:1rem}', '.p-2{padding:.5rem}.p-8{padding:2rem}');
    const { inline, rest } = splitStylesheet(full, layered('', '.p-2{padding:.5rem}'));
    expect(rulesOf(inline)).toEqual(['utilities .p-2']);
    expect(rulesOf(rest)).toEqual(['base .card', 'utilities .p-8']);
  });

  it('inlines rules that apply to any element, which would restyle the whole page on arrival', () => {
    const full = layered('*{margin:0}::placeholder{color:gray}hr{height:0}', '.paused *{animation:none}.x{color:red}');
    const { inline, rest } = splitStylesheet(full, layered('*{margin:0}', ''));
    expect(rulesOf(inline)).toEqual(['base *', 'base ::placeholder', 'utilities .paused *']);
    expect(rulesOf(rest)).toEqual(['base hr', 'utilities .x']);
  });

  it('splits a rule whose selectors beasties kept only in part', () => {
    const full = '.a,.b{color:red}.c{display:block}';
    const { inline, rest } = splitStylesheet(full, '.a{color:red}');
    expect(rulesOf(inline)).toEqual(['.a']);
    expect(rulesOf(rest)).toEqual(['.b', '.c']);
  });

  it('keeps at-rules the page inlined out of the rest, and puts the others there', () => {
    const full = '@property --x{syntax:"*";inherits:false}@property --y{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}';
    const inlined = '@property --x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}@media (width>=48rem){.md\\:grid{display:grid}}';
    const { inline, rest } = splitStylesheet(full, inlined);
    expect(inline).toContain('--x');
    expect(inline).toContain('spin');
    expect(rest).not.toContain('--x');
    expect(rest).toContain('@property --y');
    expect(rest).toContain('@keyframes fade{to{opacity:0}}');
    expect(rest).not.toContain('spin');
    // md:flex comes before md:grid and sets the same property: inlined with it.
    expect(rulesOf(inline)).toEqual(['(width>=48rem) .md\\:flex', '(width>=48rem) .md\\:grid']);
    expect(rest).not.toContain('@media');
  });

  it('refuses inlined CSS the stylesheet does not hold, which rebuilding the inlined CSS would lose', () => {
    expect(() => splitStylesheet('.a{color:red}', '.a{color:blue}')).toThrow(/not found in the stylesheet/);
  });

  it('tells which properties can override each other', () => {
    const share = (a: string, b: string) => propertySlots(a).some((slot) => propertySlots(b).includes(slot));
    expect(share('padding', 'padding-inline-start')).toBe(true);
    expect(share('margin-left', 'margin-inline')).toBe(true);
    expect(share('top', 'inset')).toBe(true);
    expect(share('font', 'line-height')).toBe(true);
    expect(share('font-size', 'font-weight')).toBe(false);
    expect(share('border', 'border-top-color')).toBe(true);
    expect(share('border-color', 'border-radius')).toBe(false);
    expect(share('gap', 'column-gap')).toBe(true);
    expect(share('place-items', 'align-items')).toBe(true);
    expect(share('inline-size', 'width')).toBe(true);
    expect(share('-webkit-backdrop-filter', 'backdrop-filter')).toBe(true);
    expect(share('--tw-shadow', '--tw-ring-shadow')).toBe(false);
    expect(propertySlots('all')).toEqual(['*']);
  });

  it('tells which selectors apply to any element', () => {
    for (const selector of ['*', '::placeholder', ':focus-visible', '.kit-paused *', ':where(.a)']) expect(appliesToAnyElement(selector), selector).toBe(true);
    for (const selector of ['hr', '.a', '#b', '[open]', '.a>.b:hover', '.marker\\:x ::marker']) expect(appliesToAnyElement(selector), selector).toBe(selector === '.marker\\:x ::marker');
  });
});
