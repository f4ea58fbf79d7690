import { siteConfig } from '~/site.config';
import { company } from '~/content/company';
import { possessive, type KnowledgeChunk } from './types';

const { assistantName: vale, brandName: brand, email } = siteConfig;

/** What a visitor asks the assistant itself: a person, who it is, what it can do. */
export function conversationKnowledge(): KnowledgeChunk[] {
  return [
    {
      id: 'conversation:human',
      question: 'Can I talk to a real person on your team?',
      answer: `Of course: our team answers {phone} (call or text) and ${email}, ${company.hours.display}; or book a free strategy session with a person at /contact.`,
      href: '/contact',
      keywords: 'human person real people representative agent someone team member speak talk live operator manager sales support call me',
      weight: 1.1,
    },
    {
      id: 'conversation:who-are-you',
      question: `Who are you? Are you a bot or a real person?`,
      answer: `I'm ${vale}, ${possessive(brand)} AI assistant, not a person. I answer questions about our services, prices and setup, and for anything else our team is at {phone} or /contact.`,
      href: '/contact',
      keywords: 'identity who are you bot robot ai real person human name chatbot assistant automated',
    },
    {
      id: 'conversation:capabilities',
      question: 'What can you help me with? What can I ask?',
      answer: `I can answer questions about ${possessive(brand)} services and prices (see /solutions and /pricing), setup times, industries and policies, and help you book a free strategy session at /contact.`,
      href: '/solutions',
      keywords: 'capabilities help what can you do ask questions options menu topics',
      weight: 0.9,
    },
  ];
}
