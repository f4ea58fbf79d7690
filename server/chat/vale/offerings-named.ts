/** What an ask names, read by the one-answer readings (./one-answer-questions.ts). */
import type { AnswerShape } from './answer-shape';
import type { Ask } from './asks';
import { CONTACT_TOPIC } from './topics';

const NONE: ReadonlySet<string> = new Set();

/**
 * The topics an ask names besides the team's contact details and the visitor's own trade: "dentist here, your
 * number?" names no offering, as the trade says who asks, not what is asked.
 */
export const offeringsNamed = (ask: Ask, also: ReadonlySet<string> = NONE) =>
  ask.topics.filter((topic) => topic.id !== CONTACT_TOPIC && topic.family !== 'industry' && !also.has(topic.id));

export const namesNoOffering = (ask: Ask, also?: ReadonlySet<string>) => offeringsNamed(ask, also).length === 0;

/** The shapes of a question of time: when, how long, how long to set up. */
export const TIME_SHAPES: ReadonlySet<AnswerShape> = new Set(['time', 'duration', 'setup-time']);
