/**
 * Splits the shared stylesheet for one prerendered page into the CSS the page inlines and the rest of it.
 *
 * The page's first paint uses its inlined CSS (chosen by beasties, critical-css.ts). Loading the whole
 * stylesheet afterwards made the browser restyle every element when it arrived (12–19 ms on /contact on
 * this machine, about 70 ms once Lighthouse's mobile CPU is simulated), because it declared again every
 * rule the page already had. The rest holds only the rules the page's markup does not use, so its arrival
 * restyles next to nothing. Inlined and rest together hold every rule of the stylesheet once.
 *
 * The inlined CSS comes before the rest in the cascade, whereas in the stylesheet their rules are
 * interleaved. A rule of the rest that the stylesheet placed before an inlined rule of the same cascade
 * layer, setting a property in common, would now come after it and win where it lost (`text-sm` over
 * `text-base` on an element that has both): such a rule is inlined too. So is a rule that applies to every
 * element or pseudo-element (`*`, `::placeholder`), whose arrival would restyle the whole page.
 * (Declaring the inlined rule again in the rest instead keeps the inlined CSS small, but the repeated rules
 * restyle every element using them: 6–13 ms on /contact, no better than the whole stylesheet.)
 */
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

export interface PageStylesheets {
  /** The CSS the page inlines: beasties' choice plus the rules moved in, in the stylesheet's order. */
  inline: string;
  /** Every other rule, in the stylesheet's order. */
  rest: string;
  /** Rules beasties left out that are inlined anyway (see above). */
  moved: number;
}

/** A rule, or an at-rule without rules inside (@property, @font-face, @keyframes, @layer a, b;). */
type Unit = Rule | AtRule;

const isKeyframes = (atRule: AtRule) => /keyframes$/i.test(atRule.name);

/** What a unit is split by: a rule's selectors; an at-rule goes one way whole. */
const partsOf = (unit: Unit): string[] => (unit.type === 'rule' ? unit.selectors : ['@']);

/** The stylesheet's units in order, not descending into @keyframes. */
function units(root: Root): Unit[] {
  const found: Unit[] = [];
  const visit = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') found.push(node);
      else if (node.type === 'atrule') {
        const nested = !isKeyframes(node) && node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule');
        if (nested) visit(node);
        else found.push(node);
      }
    });
  };
  visit(root);
  return found;
}

/** The at-rules a node sits in, outermost first. */
function enclosingAtRules(node: ChildNode): AtRule[] {
  const found: AtRule[] = [];
  for (let parent = node.parent as ChildNode | Root | undefined; parent && parent.type !== 'root'; parent = parent.parent as ChildNode | Root | undefined) {
    if (parent.type === 'atrule') found.unshift(parent);
  }
  return found;
}

/** Where a node sits, e.g. `@layer utilities @media (width>=48rem)`. */
const context = (node: ChildNode) => enclosingAtRules(node).map((atRule) => `@${atRule.name} ${atRule.params}`).join(' ');

/** The cascade layer a node sits in ('' when unlayered). */
const layerOf = (node: ChildNode) => enclosingAtRules(node).findLast((atRule) => atRule.name === 'layer')?.params ?? '';

const declarations = (rule: Rule) => (rule.nodes ?? []).map(String).join(';');
const ruleKey = (rule: Rule) => `${context(rule)}{${declarations(rule)}`;
const atRuleKey = (atRule: AtRule) => `${context(atRule)}${String(atRule)}`;

/** Stands for `all`, which sets every property. */
const ALL = '*';

/** Properties whose shorthands and longhands, logical and physical, are too tangled to tell apart. */
const TANGLED = ['margin', 'padding', 'scroll-margin', 'scroll-padding', 'inset', 'overflow', 'grid', 'transition', 'animation', 'mask', 'list-style', 'container', 'contain'];
const SIDES = new Set(['top', 'right', 'bottom', 'left']);
const LONGHANDS: Record<string, string[]> = {
  font: ['font-family', 'font-size', 'font-weight', 'font-style', 'font-stretch', 'font-variant', 'line-height'],
  background: ['background-color', 'background-image', 'background-position', 'background-size', 'background-repeat', 'background-attachment', 'background-origin', 'background-clip'],
  'text-decoration': ['text-decoration-line', 'text-decoration-color', 'text-decoration-style', 'text-decoration-thickness'],
  outline: ['outline-color', 'outline-style', 'outline-width'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'flex-flow': ['flex-direction', 'flex-wrap'],
  gap: ['row-gap', 'column-gap'],
  columns: ['column-count', 'column-width'],
  'place-items': ['align-items', 'justify-items'],
  'place-content': ['align-content', 'justify-content'],
  'place-self': ['align-self', 'justify-self'],
};
const LOGICAL_SIZES: Record<string, string> = { 'inline-size': 'width', 'block-size': 'height' };

/**
 * What a declaration sets, as names that two declarations share exactly when one can override the other:
 * `padding` and `padding-inline-start` share `padding`, `font` and `line-height` share `line-height`,
 * `font-size` and `font-weight` share nothing. Errs towards sharing.
 */
export function propertySlots(property: string): string[] {
  if (property.startsWith('--')) return [property];
  const name = property.toLowerCase().replace(/^-(webkit|moz|ms|o)-/, '');
  if (name === 'all') return [ALL];
  if (SIDES.has(name)) return ['inset'];
  const tangled = TANGLED.find((family) => name === family || name.startsWith(`${family}-`));
  if (tangled) return [tangled];
  if (name.startsWith('border')) {
    if (name.includes('radius')) return ['border-radius'];
    if (name.startsWith('border-image') || name === 'border-collapse' || name === 'border-spacing') return [name];
    const aspect = ['width', 'style', 'color'].find((part) => name.endsWith(`-${part}`));
    return aspect ? [`border-${aspect}`] : ['border-width', 'border-style', 'border-color'];
  }
  if (name.startsWith('font-variant')) return ['font-variant'];
  if (name.startsWith('background-position')) return ['background-position'];
  const sized = name.replace(/(inline|block)-size$/, (size) => LOGICAL_SIZES[size]!);
  return LONGHANDS[sized] ?? [sized];
}

function slotsOf(rule: Rule): Set<string> {
  const slots = new Set<string>();
  rule.walkDecls((decl) => {
    for (const slot of propertySlots(decl.prop)) slots.add(slot);
  });
  return slots;
}

/**
 * True when a selector's subject has no class, id, attribute or type to narrow it (`*`, `::placeholder`,
 * `:focus-visible`, `.a *`): adding such a rule makes the browser restyle every element.
 */
export function appliesToAnyElement(selector: string): boolean {
  let anyElement = false;
  selectorParser((selectors) => {
    selectors.each((complex) => {
      const nodes = complex.nodes;
      let start = nodes.length;
      while (start > 0 && nodes[start - 1]!.type !== 'combinator') start -= 1;
      const subject = nodes.slice(start);
      const narrowed = subject.some((node) => node.type === 'class' || node.type === 'id' || node.type === 'attribute' || node.type === 'tag');
      if (!narrowed) anyElement = true;
    });
  }).processSync(selector);
  return anyElement;
}

/** Splits `fullCss` into what a page inlines (starting from beasties' `inlinedCss`) and the rest. */
export function splitStylesheet(fullCss: string, inlinedCss: string): PageStylesheets {
  const inlinedRules = new Map<string, Set<string>[]>();
  const inlinedAtRules = new Set<string>();
  for (const unit of units(postcss.parse(inlinedCss))) {
    if (unit.type === 'rule') {
      const key = ruleKey(unit);
      inlinedRules.set(key, [...(inlinedRules.get(key) ?? []), new Set(unit.selectors)]);
    } else inlinedAtRules.add(atRuleKey(unit));
  }

  const full = postcss.parse(fullCss);
  const all = units(full);
  const found = new Set<Set<string> | string>();
  /** Per unit: its parts (partsOf) that go inline. */
  const inlined: Set<string>[] = all.map((unit) => {
    if (unit.type === 'atrule') {
      const key = atRuleKey(unit);
      if (!inlinedAtRules.has(key)) return new Set<string>();
      found.add(key);
      return new Set(partsOf(unit));
    }
    const candidates = inlinedRules.get(ruleKey(unit)) ?? [];
    const chosen = candidates.find((selectors) => [...selectors].every((selector) => unit.selectors.includes(selector)));
    if (chosen) found.add(chosen);
    return chosen ?? new Set<string>();
  });
  // The inlined CSS is rebuilt from the stylesheet: a rule of beasties' that the stylesheet does not hold
  // as such would be lost.
  const lost = [...inlinedAtRules].filter((key) => !found.has(key)).concat(...[...inlinedRules.values()].map((sets) => sets.filter((set) => !found.has(set)).map((set) => [...set].join(','))));
  if (lost.length > 0) throw new Error(`Inlined CSS not found in the stylesheet: ${lost.slice(0, 3).join(' | ')}`);
  const inlineOf = (index: number) => partsOf(all[index]!).filter((part) => inlined[index]!.has(part));
  const restOf = (index: number) => partsOf(all[index]!).filter((part) => !inlined[index]!.has(part));

  let moved = 0;
  // From the last unit back: a rule of the rest is checked against every inlined rule after it, those
  // moved in on the way included.
  const laterInlined = new Map<string, Set<string>>();
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const unit = all[index]!;
    if (unit.type !== 'rule') continue;
    const slots = slotsOf(unit);
    const layer = layerOf(unit);
    const later = laterInlined.get(layer) ?? new Set<string>();
    laterInlined.set(layer, later);
    const rest = restOf(index);
    const overridden = later.has(ALL) || (slots.has(ALL) && later.size > 0) || [...slots].some((slot) => later.has(slot));
    if (rest.length > 0 && (overridden || rest.some(appliesToAnyElement))) {
      inlined[index] = new Set(partsOf(unit));
      moved += 1;
    }
    if (restOf(index).length < unit.selectors.length) for (const slot of slots) later.add(slot);
  }

  return { inline: keep(full, inlineOf), rest: keep(full, restOf), moved };
}

/** A copy of the stylesheet holding, of each unit, only the parts `pick` returns (none: unit dropped). */
function keep(full: Root, pick: (index: number) => string[]): string {
  const copy = full.clone();
  units(copy).forEach((unit, index) => {
    const parts = pick(index);
    if (parts.length === 0) unit.remove();
    else if (unit.type === 'rule' && parts.length < unit.selectors.length) unit.selectors = parts;
  });
  // Drop the at-rules the removals left empty, innermost first.
  let emptied = true;
  while (emptied) {
    emptied = false;
    copy.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0 && !isKeyframes(atRule)) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return copy.toString();
}
