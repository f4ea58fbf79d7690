import { createValeAgent } from '../server/chat/vale/agent';
import { formatTally, runCase, tally } from '../server/chat/vale/eval/score';
import type { VisitorCase } from '../server/chat/vale/eval/visitor-case';
const agent = createValeAgent();
const all: VisitorCase[] = [];
for (const n of [6, 7, 8, 9]) {
  try { const m = await import(`../server/chat/vale/eval/cases-dev-${n}.ts`); const cases = m[`devCases${n}`] as VisitorCase[]; all.push(...cases);
    const t = tally(cases.map((c) => runCase(agent, c))).all; console.log(n, cases.length, t.correct, t.unknown, t.wrong);
  } catch (e) { console.log(n, 'missing', (e as Error).message.slice(0, 80)); }
}
console.log(formatTally(`Fresh (${all.length})`, tally(all.map((c) => runCase(agent, c)))));
