/**
 * npm run eval:chat [-- [--misses dev|validation|test] [--ranks]]: Vale's answers to visitor questions
 * written apart from it: a development half to train and tune on, a validation set never trained on (to
 * choose between trained agents) and a test half that nothing is tuned or chosen on. Prints correct, "I
 * don't know" and wrong answers by category for each; with --misses, every miss of that one; with --ranks,
 * where the first right answer stood among the candidates, given or not (what a better confidence alone
 * could reach). Beside each table: how often Vale, holding an answer back, asked whether the visitor meant
 * another question, and whether a "yes" to it is right.
 */
import { parseArgs } from 'node:util';
import { createValeAgent } from '../server/chat/vale/agent';
import { developmentCases, testHalf, validationCases } from '../server/chat/vale/eval/halves';
import { formatOffers, formatRanks, formatTally, rightRank, runCase, tally } from '../server/chat/vale/eval/score';
import { factText } from '../server/chat/vale/eval/visitor-case';

const { values } = parseArgs({ options: { misses: { type: 'string' }, ranks: { type: 'boolean' } } });
const agent = createValeAgent();
const sides = [
  ['dev', 'Development', developmentCases],
  ['validation', 'Validation', validationCases],
  ['test', 'Test', testHalf],
] as const;

for (const [name, title, cases] of sides) {
  const results = cases.map((visitorCase) => runCase(agent, visitorCase));
  console.log(formatTally(`${title} side (${cases.length} cases)`, tally(results)));
  console.log(formatOffers(`${title} side`, results));
  if (values.ranks) console.log(formatRanks(`${title} side`, cases.map((visitorCase) => rightRank(agent, visitorCase))));
  console.log('');
  if (values.misses === name) {
    for (const result of results.filter((entry) => entry.verdict !== 'correct')) {
      console.log(`- [${result.verdict}] ${result.case.id}: ${result.case.turns.join(' → ')}`);
      console.log(`    expected: ${result.case.unknown ? "I don't know" : result.case.facts.map(factText).join(' + ')}${result.case.forbidden ? ` (not: ${result.case.forbidden.join(', ')})` : ''}`);
      console.log(`    reply:    ${result.reply}`);
    }
  }
}
