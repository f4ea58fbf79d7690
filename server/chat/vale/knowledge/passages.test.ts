import { crmContent } from '~/content/crm';
import { eras } from '~/content/eras';
import { homeContent } from '~/content/home';
import { passageKnowledge } from './passages';

describe('passages of page copy', () => {
  const passages = passageKnowledge();

  it('turn each feature and its hint into one quotable fact, linked to its page', () => {
    const [column] = crmContent.atomCrm.columns;
    const [item] = column.items;
    const passage = passages.find((chunk) => chunk.answer.startsWith(`${item.label}: ${item.hint}`));
    expect(passage).toBeDefined();
    expect(passage!.href.startsWith('/crm')).toBe(true);
    expect(passage!.question).toContain(column.title);
  });

  it('keep a short figure beside the name it belongs to: each era with its years, each stat with its value', () => {
    for (const era of eras) expect(passages.some((chunk) => chunk.answer.includes(`${era.headline}: ${era.timestamp}`)), era.headline).toBe(true);
    for (const stat of [...homeContent.painStats, ...homeContent.resultStats]) expect(passages.some((chunk) => chunk.answer.includes(`${stat.label}: ${stat.value}`)), stat.label).toBe(true);
  });

  it('keep a status with its label, and never quote ids, paths or image files', () => {
    const coming = JSON.stringify(homeContent).includes('Coming Soon');
    if (coming) expect(passages.some((chunk) => chunk.question.includes('(Coming Soon)'))).toBe(true);
    for (const chunk of passages) {
      expect(chunk.answer).not.toMatch(/^\/|\.svg\b|\.png\b/);
      expect(chunk.id).toMatch(/^passage:/);
    }
    expect(new Set(passages.map((chunk) => chunk.id)).size).toBe(passages.length);
  });
});
