import { astroblasterContent } from '~/content/astroblaster';
import { splitSentences } from '../compose';
import type { KnowledgeChunk } from './types';

const PAGE = '/astroblaster';
const GAME_WORDS = 'astroblaster arcade game asteroid shooter space ship play';

/**
 * The game's how-to-play, one answer for each thing a player asks: how to steer and fire, how points add
 * up, what a hit costs, when the level goes up. Each states the page's own sentences.
 */
export function astroblasterKnowledge(): KnowledgeChunk[] {
  const [keys, touch, points, hitsAndLevels] = astroblasterContent.game.howToPlay;
  const [hits, levels] = splitSentences(hitsAndLevels);
  const answers: ReadonlyArray<[id: string, question: string, stated: string, words: string]> = [
    ['controls', 'How do I steer and fire in Astroblaster?', `${keys} ${touch}`, 'controls keys keyboard arrow move steer fire shoot touch screen phone tablet finger'],
    ['points', 'How many points do asteroids and planets score in Astroblaster?', points, 'points score scoring planet blast'],
    ['hits', 'What happens when an asteroid reaches my ship in Astroblaster?', hits, 'health hit reaches ship game over lose'],
    ['levels', 'How do levels work in Astroblaster?', levels, 'level levels level up next points faster'],
  ];
  return answers.map(([id, question, stated, words]) => ({
    id: `astroblaster:${id}`,
    question,
    answer: `${stated} Play it at ${PAGE}.`,
    href: PAGE,
    keywords: `${GAME_WORDS} ${words}`,
    weight: 1,
  }));
}
