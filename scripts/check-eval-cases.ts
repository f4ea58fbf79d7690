/**
 * npx tsx scripts/check-eval-cases.ts FILE...: checks new evaluation case files before they join a half:
 * every id new and unique, every category known, every fact stated somewhere in Vale's knowledge, no
 * question already asked by another case (of either half), and "I don't know" cases with no facts.
 */
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolvePlaceholders } from '../app/content/company';
import { buildKnowledge } from '../server/chat/vale/knowledge';
import { passageKnowledge } from '../server/chat/vale/knowledge/passages';
import type { VisitorCase } from '../server/chat/vale/eval/visitor-case';

const CATEGORIES = ['price', 'timing', 'included', 'audience', 'how-to-get', 'legal', 'contact', 'company', 'follow-up', 'two-part', 'conversation', 'off-topic', 'manipulative'];
const evalDir = resolve('server/chat/vale/eval');
const checked = new Set(process.argv.slice(2).map((file) => resolve(file)));

async function casesOf(file: string): Promise<VisitorCase[]> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.values(module).filter(Array.isArray).flat() as VisitorCase[];
}

const knowledge = [...buildKnowledge(), ...passageKnowledge()].map((chunk) => resolvePlaceholders(`${chunk.question} ${chunk.answer}`).toLowerCase()).join('\n');
const others = readdirSync(evalDir).filter((name) => /^cases-.*\.ts$/.test(name)).map((name) => resolve(evalDir, name)).filter((file) => !checked.has(file));
const seenIds = new Set<string>();
const seenQuestions = new Set<string>();
const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9$]+/g, ' ').trim();
for (const file of others) for (const other of await casesOf(file)) { seenIds.add(other.id); for (const turn of other.turns) seenQuestions.add(normal(turn)); }

let problems = 0;
let total = 0;
for (const file of checked) {
  const cases = await casesOf(file);
  total += cases.length;
  const report = (id: string, problem: string) => { problems += 1; console.log(`${basename(file)} ${id}: ${problem}`); };
  for (const visitorCase of cases) {
    const { id } = visitorCase;
    if (seenIds.has(id)) report(id, 'id already used');
    seenIds.add(id);
    if (!CATEGORIES.includes(visitorCase.category)) report(id, `unknown category ${visitorCase.category}`);
    if (visitorCase.turns.length === 0) report(id, 'no turns');
    const last = visitorCase.turns.at(-1) ?? '';
    if (visitorCase.turns.length === 1 && seenQuestions.has(normal(last))) report(id, `question already asked by another case: ${last}`);
    if (visitorCase.unknown && visitorCase.facts.length > 0) report(id, 'an "I don\'t know" case lists facts');
    if (!visitorCase.unknown && visitorCase.facts.length === 0) report(id, 'no facts and not marked unknown');
    for (const wording of visitorCase.facts.flat()) if (!knowledge.includes(wording.toLowerCase())) report(id, `fact not stated in the site's content as written: "${wording}"`);
  }
}
console.log(`${total} cases checked, ${problems} problems`);
process.exitCode = problems > 0 ? 1 : 0;
