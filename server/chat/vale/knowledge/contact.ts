import { contactContent } from '~/content/contact';
import { inSentence, listOf, type KnowledgeChunk } from './types';

/** The contact page: the free strategy session and how fast we reply. */
export function contactKnowledge(): KnowledgeChunk[] {
  const { booking, response, direct } = contactContent;
  return [
    {
      id: 'contact:strategy-session',
      question: 'What do I get from the free strategy session and how long is it?',
      answer: `The free strategy session takes ${booking.session.length} and gives you ${listOf(booking.session.whatYouGet.map((item) => inSentence(item)))}. ${booking.session.obligation} Book it at /contact.`,
      href: '/contact',
      keywords: 'strategy session free consultation call meeting book booking calendar appointment demo what you get obligation',
    },
    {
      id: 'contact:response-times',
      question: 'How quickly do you reply to messages, texts and emails?',
      answer: `${response.expectations.join(' ')} ${direct.call.description} See /contact.`,
      href: '/contact',
      keywords: 'reply response time how quickly answer email text form callback hear back',
      weight: 0.8,
    },
  ];
}
