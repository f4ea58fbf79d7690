import { PhrasingIndex } from '../server/chat/vale/phrasings';
import { knownPhrasings } from '../server/chat/vale/known-phrasings';
import { developmentCases, testHalf } from '../server/chat/vale/eval/halves';
const index = new PhrasingIndex(knownPhrasings);
const qs = [...developmentCases, ...testHalf].flatMap((c) => c.turns);
for (const q of qs) index.evidence(q);
const t = performance.now(); for (const q of qs) index.evidence(q); console.log('evidence ms', ((performance.now() - t) / qs.length).toFixed(3));
