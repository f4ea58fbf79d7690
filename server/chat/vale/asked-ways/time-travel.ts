// Other ways visitors ask about each era of the time travel page and the list of them all, each written from its answer alone (see ./index.ts).
import { siteConfig } from '~/site.config';
import type { AskedWays } from './index';

const { brandName: brand, assistantName: vale, crmName: crm } = siteConfig;

export const timeTravelAskedWays: readonly AskedWays[] = [
  {
    id: 'time-travel:era-tally-marks',
    phrasings: [
      `What is the Tally Marks era on the time travel page?`,
      `tally marks era wat is that one`,
      `What's the bit about notches on bones and scratches in clay at the very start of your history of business?`,
      `I own a small bakery and was scrolling through your history page. What was the very first era about, the one with marks on clay?`,
      `How long ago was the tally marks period, like what year?`,
      `What did people count with tally marks back then?`,
    ],
  },
  {
    id: 'time-travel:era-ledgers',
    phrasings: [
      `What is the Ledgers era about?`,
      `ledgers era whats that one abt`,
      `Tell me about the period when traders wrote down in handwritten books who owed them money.`,
      `I run a hardware store and still keep a paper order book, so the ledger part of your timeline caught my eye. What is it saying?`,
      `What years does the ledgers era cover?`,
      `What's the lesson of the ledgers stop on the timeline?`,
    ],
  },
  {
    id: 'time-travel:era-double-entry',
    phrasings: [
      `What is the Double-Entry Bookkeeping era?`,
      `whats double entry bookeeping doing on the timeline`,
      `What's the part about recording every sale twice so the accounts come out even?`,
      `I do the books for a few small shops and noticed bookkeeping on your time travel page. What does that era say?`,
      `Which centuries is the double-entry era from?`,
      `Where did double-entry bookkeeping come from, according to the timeline?`,
    ],
  },
  {
    id: 'time-travel:era-telegraph-typewriter',
    phrasings: [
      `What is the Telegraph and Typewriter era?`,
      `telegraph n typewriter era??`,
      `What does your history say about sending messages by wire and typing up office paperwork?`,
      `My grandfather ran a shop with a typewriter and sent telegrams for orders, so I'm curious: what does the typewriter stop on your time-travel thing talk about?`,
      `When was the telegraph and typewriter period, which years?`,
      `What's the lesson from the telegraph era?`,
    ],
  },
  {
    id: 'time-travel:era-punch-cards',
    phrasings: [
      `What is the Punch Cards era on the timeline?`,
      `punch card era whats it abt`,
      `Tell me about the time when computers were the size of a room.`,
      `I manage payroll for a family business and saw the old mainframe section on your history page. What's the story there?`,
      `What decades does the punch cards era span?`,
      `Which number era is punch cards?`,
    ],
  },
  {
    id: 'time-travel:era-personal-computers',
    phrasings: [
      `What is the Personal Computers era about?`,
      `whats the pc era on ur timeline`,
      `What's the part about the first desktop machines replacing the Rolodex?`,
      `As a landscaping business owner I still remember our first beige desktop. What does your time travel page say about that era?`,
      `When was the personal computer era, the 70s or the 80s?`,
      `What's the lesson of the PC era?`,
    ],
  },
  {
    id: 'time-travel:era-web-email',
    phrasings: [
      `What is the Web and Email era?`,
      `web n email era wat happened`,
      `What does the timeline say about when the internet arrived and shops got their first websites?`,
      `I run a plumbing business and we put up our first website back in the day. What does the internet era on your history page cover?`,
      `Which decade is the web and email era?`,
      `Why does the web era say being open 24/7 is only half of it?`,
    ],
  },
  {
    id: 'time-travel:era-cloud',
    phrasings: [
      `What is The Cloud era on the time travel page?`,
      `the cloud era whats it say`,
      `What does your history say about software turning into monthly subscriptions you use online?`,
      `We use about ten different apps at my cleaning company and none of them talk to each other. What does the cloud part of your timeline say about that?`,
      `When was the cloud era?`,
      `What position is the cloud era in on the timeline?`,
    ],
  },
  {
    id: 'time-travel:era-mobile',
    phrasings: [
      `What is the Mobile era about?`,
      `mobile era whats teh lesson`,
      `What does the timeline say about when everyone started carrying smartphones?`,
      `Most of my salon's clients book from their phones now. What does the mobile stop on your history page say?`,
      `What decade does the mobile era cover?`,
      `What do customers expect now, according to the mobile era?`,
    ],
  },
  {
    id: 'time-travel:era-ai',
    phrasings: [
      `What is the Artificial Intelligence era on the timeline?`,
      `ai era on time travel pg?`,
      `What does your history say about software that can finally hold a conversation?`,
      `I own a small law office and keep hearing about chatbots. What does the AI section of your time travel page say?`,
      `When is the AI era, which years?`,
      `Where does AI fall in the order of eras?`,
    ],
  },
  {
    id: 'time-travel:era-now-next',
    phrasings: [
      `What is the ${brand}: ${vale} and ${crm} era?`,
      `whats the last era on the timeline`,
      `What's the future stop at the end of your history tour?`,
      `I'm a contractor who just clicked through your whole time travel page. What's the final era about, the one with ${vale} and ${crm}?`,
      `When is the last era set, is it now or the future?`,
      `What does the now and next era say about five thousand years of record keeping?`,
    ],
  },
  {
    id: 'time-travel:eras',
    phrasings: [
      `What eras are on the time travel page?`,
      `list all the eras pls`,
      `Can you walk me through every stop on your history of business tools, in order?`,
      `I'm a shop owner who started your time-travel thing but skipped ahead. What periods does it go through from start to finish?`,
      `How many eras are on the timeline?`,
      `What's the full timeline from 3000 BCE to now?`,
    ],
  },
];
