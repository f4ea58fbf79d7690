/**
 * Facts by reference: every price, rate and headline figure is written once, in the module that owns
 * it, and reaches copy, FAQ answers, meta descriptions and Vale's answers through that module. A figure
 * typed anywhere else would stay behind when its owner changes, so this test reads the text of every
 * string in the site's and the server's code and fails on an owned figure outside its owner.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ownedFigures } from './figures';

const ROOT = join(import.meta.dirname, '../..');
const SCANNED = ['app', 'server', 'scripts'];

/** Where figures are owned, and files that are not copy: visitors' questions and the evaluation's expected answers. */
const NOT_COPY = [
  /\.test\.tsx?$/,
  /^server\/chat\/vale\/(eval|asked-ways)\//,
  /^server\/chat\/vale\/(known-phrasings|confidence-model|eval-set)\.ts$/,
];

/** Figures that are someone's own words, not the site's claim: a client's testimonial quotes their show rate. */
const QUOTED = [{ file: 'app/content/home.ts', figure: '85%' }];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The text a module shows or says: its string literals, template text and JSX text; comments are not read. */
function textsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Whether a figure stands alone in a text: "$47" is not inside "$4,742", "1-2 weeks" not inside "11-2 weeks". */
function states(text: string, figure: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w$.,[-])${escaped}(?![\\d,]\\d|\\.\\d)`, 'i').test(text);
}

describe('facts by reference', () => {
  const figures = ownedFigures();
  const files = SCANNED.flatMap(sourceFiles);

  it('knows the figures it guards and reads the code that could type them', () => {
    expect(figures.length).toBeGreaterThan(30);
    expect(files.length).toBeGreaterThan(100);
    expect(figures.every((entry) => entry.figure.length > 0 && entry.figure.trim() === entry.figure)).toBe(true);
  });

  it('finds a figure typed outside its owner', () => {
    expect(states('Plans start at $197/month.', '$197')).toBe(true);
    expect(states('Plans start at $1,970/month.', '$197')).toBe(false);
    expect(states('Delivery in 11-2 weeks', '1-2 weeks')).toBe(false);
  });

  it('types every owned figure only in its owner', () => {
    const ownersOf = new Map<string, string[]>();
    for (const { figure, owner } of figures) ownersOf.set(figure, [...(ownersOf.get(figure) ?? []), owner]);
    const strays: string[] = [];
    for (const path of files) {
      const file = relative(ROOT, join(ROOT, path)).replaceAll('\\', '/');
      if (NOT_COPY.some((pattern) => pattern.test(file))) continue;
      for (const text of textsOf(file)) {
        for (const [figure, owners] of ownersOf) {
          const quoted = QUOTED.some((entry) => entry.file === file && entry.figure === figure);
          if (!owners.includes(file) && !quoted && states(text, figure)) strays.push(`${file}: "${figure}" (owned by ${owners.join(', ')}) in "${text.slice(0, 90)}"`);
        }
      }
    }
    expect(strays).toEqual([]);
  });
});
