/**
 * npm run eval:chat [-- --misses dev|test]: Vale's answers to visitor questions written apart from it,
 * in two halves: a development half to tune on and a test half that nothing is tuned on. Prints correct,
 * "I don't know" and wrong answers by category for each half; with --misses, every miss of that half.
 */
import { parseArgs } from 'node:util';
import { createValeAgent } from '../server/chat/vale/agent';
import { developmentCases, testHalf } from '../server/chat/vale/eval/halves';
import { formatTally, runCase, tally } from '../server/chat/vale/eval/score';
import { factText } from '../server/chat/vale/eval/visitor-case';

const { values } = parseArgs({ options: { misses: { type: 'string' } } });
const agent = createValeAgent();
const halves = { dev: developmentCases, test: testHalf };

for (const [name, cases] of Object.entries(halves)) {
  const results = cases.map((visitorCase) => runCase(agent, visitorCase));
  console.log(formatTally(`${name === 'dev' ? 'Development' : 'Test'} side (${cases.length} cases)`, tally(results)));
  console.log('');
  if (values.misses === name) {
    for (const result of results.filter((entry) => entry.verdict !== 'correct')) {
      console.log(`- [${result.verdict}] ${result.case.id}: ${result.case.turns.join(' → ')}`);
      console.log(`    expected: ${result.case.unknown ? "I don't know" : result.case.facts.map(factText).join(' + ')}${result.case.forbidden ? ` (not: ${result.case.forbidden.join(', ')})` : ''}`);
      console.log(`    reply:    ${result.reply}`);
    }
  }
}
