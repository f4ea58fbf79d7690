import { createValeAgent } from '../server/chat/vale/agent';
const agent = process.env.CUSTOM ? createValeAgent(
      [{ id: 'test:hours', question: 'What are your hours?', answer: 'We are open on weekdays.', href: '/contact' }],
      [{ id: 'passage:parking', question: 'Visit Us: Parking', answer: 'Parking: Free parking for 20 cars behind the office.', href: '/contact', weight: 0.5 }]) : createValeAgent();
let ctx = {};
for (const q of process.argv.slice(2)) {
  const a = agent.answer(q, ctx);
  const c = agent.consider(q, ctx);
  console.log('Q', q, '\n  ->', a.kind, a.confidence?.toFixed(2), a.reply.slice(0, 120));
  for (const e of c ?? []) { console.log('  ask', JSON.stringify({ t: e.ask.topics.map((t) => t.id), a: e.ask.attributes, q: e.ask.query }), e.confidence.toFixed(2)); for (const r of e.ranked.slice(0, 3)) console.log('    ', r.score.toFixed(2), r.item.chunk.id, r.item.reply.slice(0, 70)); }
  ctx = a.context;
}
