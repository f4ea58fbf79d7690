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
  const answer = (text: string) => `${text} Play it at ${PAGE}.`;
  return [
    {
      id: 'astroblaster:controls',
      question: 'How do I steer and fire in Astroblaster?',
      answer: answer(`${keys} ${touch}`),
      href: PAGE,
      keywords: `${GAME_WORDS} controls keys keyboard arrow move steer fire shoot touch screen phone tablet finger`,
      weight: 1,
    },
    {
      id: 'astroblaster:points',
      question: 'How many points do asteroids and planets score in Astroblaster?',
      answer: answer(points),
      href: PAGE,
      keywords: `${GAME_WORDS} points score scoring planet blast`,
      weight: 1,
    },
    {
      id: 'astroblaster:hits',
      question: 'What happens when an asteroid reaches my ship in Astroblaster?',
      answer: answer(hits),
      href: PAGE,
      keywords: `${GAME_WORDS} health hit reaches ship game over lose`,
      weight: 1,
    },
    {
      id: 'astroblaster:levels',
      question: 'How do levels work in Astroblaster?',
      answer: answer(levels),
      href: PAGE,
      keywords: `${GAME_WORDS} level levels level up next points faster`,
      weight: 1,
    },
  ];
}
