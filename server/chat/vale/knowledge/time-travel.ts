import { eras } from '~/content/eras';
import { listOf, sentence, type KnowledgeChunk } from './types';

const PAGE = '/time-travel';
const TIMELINE_WORDS = 'time travel page timeline history era eras period years decades century centuries dated date when';

/** The words visitors use for an era besides its headline ("smartphones" for Mobile, "PCs" for Personal Computers). */
const ERA_WORDS: Readonly<Record<string, string>> = {
  'tally-marks': 'tally marks clay tablets sumerian bone ancient oldest first earliest start',
  ledgers: 'ledger ledgers books scrolls merchants handwritten antiquity',
  'double-entry': 'double entry bookkeeping accounting debits credits balance italian',
  'telegraph-typewriter': 'telegraph telegram typewriter typed letters',
  'punch-cards': 'punch punched cards mainframe room-sized computers payroll',
  'personal-computers': 'personal computers pc pcs desktop spreadsheets rolodex',
  'web-email': 'web email internet websites online dial-up',
  cloud: 'cloud saas software as a service',
  mobile: 'mobile smartphones smartphone iphone',
  ai: 'artificial intelligence 2020s',
  'now-next': 'now next future last final latest',
};

/**
 * The time travel page's eras, one answer each: its name and date as the page gives them, where it stands
 * among the eras, what it tells, its three points and its lesson. And the list of them all, in order.
 */
export function timeTravelKnowledge(): KnowledgeChunk[] {
  const count = eras.length;
  // "c. 3000 BCE" as "around 3000 BCE": a reply is cut into sentences at full stops.
  const dated = (timestamp: string) => timestamp.replace(/^c\. /, 'around ');
  const chunks: KnowledgeChunk[] = eras.map((era, i) => {
    const place = i === count - 1 ? `the last of the ${count} eras` : i === 0 ? `the first of the ${count} eras` : `era ${i + 1} of ${count}`;
    return {
      id: `time-travel:era-${era.id}`,
      question: `When is the ${era.headline} era on the time travel page?`,
      answer: `${era.headline} (${dated(era.timestamp)}) is ${place} on our time travel page. ${era.copy} ${era.bullets.map(sentence).join(' ')} Its lesson: ${era.lesson} See ${PAGE}#${era.id}.`,
      href: `${PAGE}#${era.id}`,
      keywords: `${TIMELINE_WORDS} ${era.headline} ${era.timestamp} ${ERA_WORDS[era.id] ?? ''}`,
      weight: 1,
      card: true,
    };
  });
  chunks.push({
    id: 'time-travel:eras',
    question: 'What eras does the time travel page go through?',
    answer: `Our time travel page goes through ${count} eras, in order: ${listOf(eras.map((era) => `${era.headline} (${dated(era.timestamp)})`))}. See ${PAGE}.`,
    href: PAGE,
    keywords: `${TIMELINE_WORDS} list order all stops how many`,
    weight: 1,
  });
  return chunks;
}
