import { createValeAgent } from '../server/chat/vale/agent';
import { confidenceModel } from '../server/chat/vale/confidence-model';
import { knownPhrasings } from '../server/chat/vale/known-phrasings';
import { PhrasingIndex } from '../server/chat/vale/phrasings';
import { developmentCases } from '../server/chat/vale/eval/halves';
import { runCase } from '../server/chat/vale/eval/score';
const index = new PhrasingIndex(knownPhrasings);
const FOLDS = 5;
const stats = { correct: 0, unknown: 0, wrong: 0, unkTopRight: 0, unkTopWrong: 0 };
const show = process.argv[2];
for (let f = 0; f < FOLDS; f++) {
  const held = developmentCases.filter((_, i) => i % FOLDS === f);
  const without = index.without(new Set(held.map((c) => c.id)));
  const sure = createValeAgent(undefined, undefined, confidenceModel, without);
  const loose = createValeAgent(undefined, undefined, { ...confidenceModel, cutoff: 0 }, without);
  for (const c of held) {
    const r = runCase(sure, c); stats[r.verdict]++;
    if (r.verdict === 'unknown') { const l = runCase(loose, c); if (l.verdict === 'correct') stats.unkTopRight++; else stats.unkTopWrong++;
      if (show === 'unk' && l.verdict !== 'correct') console.log(`[${l.confidence?.toFixed(2)}] ${c.turns.join(' → ')}\n   want ${c.facts.join(' + ')}\n   got  ${l.reply.slice(0, 150)}`);
      if (show === 'unkright' && l.verdict === 'correct') console.log(`[${l.confidence?.toFixed(2)}] ${c.turns.join(' → ')}\n   got  ${l.reply.slice(0, 150)}`);
    }
    if (r.verdict === 'wrong' && show === 'wrong') console.log(`[${r.confidence?.toFixed(2)}] ${c.id}: ${c.turns.join(' → ')}\n   want ${c.unknown ? 'IDK' : c.facts.join(' + ')}\n   got  ${r.reply.slice(0, 200)}`);
  }
}
console.log(stats);
