import { siteConfig } from '~/site.config';
import type { LegalDocument } from '~/content/types';
import { ACCESSIBILITY_LAST_UPDATED, ACCESSIBILITY_RESPONSE_HOURS } from './figures';

const { brandName, sms, assistantName } = siteConfig;

export const accessibilityStatement: LegalDocument = {
  slug: 'accessibility',
  title: 'Accessibility Statement',
  lastUpdated: ACCESSIBILITY_LAST_UPDATED,
  intro: [
    `${brandName} wants everyone to be able to learn about our services and reach us, whatever their abilities and whatever device or assistive technology they use. This statement explains where our site stands, what we have done and how to tell us about a barrier.`,
  ],
  sections: [
    {
      number: '1',
      title: 'Our Commitment',
      body: [
        'We are committed to making our website accessible to people with disabilities and to improving the experience for every visitor. Accessibility is part of how we design, write and build each page, not a final check.',
        'If any part of the site is hard for you to use, we want to hear about it and will help you get the information or service you need another way.',
      ],
    },
    {
      number: '2',
      title: 'Conformance Status',
      body: [
        'The Web Content Accessibility Guidelines (WCAG) define how to make web content more accessible to people with disabilities. We are working toward conformance with WCAG 2.1 Level AA.',
        'Our site is partially conformant with WCAG 2.1 Level AA: most content meets the standard, and the exceptions we know about are listed under Known Limitations below.',
      ],
    },
    {
      number: '3',
      title: 'Accessibility Features',
      body: [
        '- A "Skip to main content" link at the top of every page.',
        '- One main heading per page, with sections introduced by their own headings, so screen-reader users can move through the page by heading.',
        '- Full keyboard access to menus, accordions, tooltips, dialogs and forms, with a visible focus indicator.',
        '- Tooltips that open on keyboard focus as well as on hover, and close with the Escape key.',
        '- Text alternatives for meaningful images; decorative images are hidden from assistive technology.',
        '- Text and controls designed to meet WCAG colour-contrast requirements.',
        '- Decorative motion, such as shooting stars, falling characters and typing effects, switched off when your device is set to reduce motion.',
        '- Pages that work when zoomed to 200% and that reflow on small screens without horizontal scrolling.',
        '- Links that are real links and buttons that are real buttons, so they behave as assistive technology expects.',
      ],
    },
    {
      number: '4',
      title: 'Known Limitations',
      body: [
        'Despite our efforts, some parts of the site may not yet be fully accessible:',
        '- Embedded third-party tools, such as the booking calendar, the contact form, the reviews display and the music player, are provided by other companies, and we cannot fully control their accessibility. If one of them gets in your way, call, text or e-mail us and we will book your session or take your details directly.',
        `- The voice conversation with ${assistantName}, our AI assistant, needs a microphone and spoken conversation. Both sides of it are shown as captions, and the voice panel offers the text chat wherever voice cannot work; you can also use phone, text messages or e-mail.`,
        '- The arcade game is a fast-paced visual game drawn on a canvas. It can be played with a keyboard but has no equivalent for screen-reader users. It is entertainment only and contains no information that is not available elsewhere on the site.',
      ],
    },
    {
      number: '5',
      title: 'Testing',
      body: [
        'We check accessibility in several ways:',
        '- automated checks against WCAG 2.1 Level A and AA rules on every page, including menus, dialogs and other states that only appear after an interaction;',
        '- manual testing with the keyboard alone;',
        '- spot checks with screen readers, such as NVDA on Windows and VoiceOver on macOS and iOS;',
        '- checks at 200% zoom, on small screens and with reduced-motion settings turned on.',
      ],
    },
    {
      number: '6',
      title: 'Feedback',
      body: [
        'We welcome your feedback. If you find a barrier on our site, need information in a different format, or have a suggestion, please tell us.',
        `The link below opens your e-mail app with a short message to complete: the page address, what you were trying to do, the problem you met and, if you use assistive technology, which one and which browser. You can also call us, or text us at ${sms.display}.`,
        `We respond within ${ACCESSIBILITY_RESPONSE_HOURS} hours.`,
      ],
      requests: [
        {
          label: 'E-mail accessibility feedback',
          subject: 'Accessibility feedback',
          body: [
            `Hello ${brandName},`,
            '',
            'Page address (URL):',
            'What I was trying to do:',
            'The problem I met:',
            'Assistive technology and browser I use (if any):',
            'How you can reach me:',
            '',
            'Thank you.',
          ],
        },
      ],
    },
    {
      number: '7',
      title: 'Continuous Improvement',
      body: [
        'Accessibility is ongoing work. We review new pages and features before they go live, re-test the site regularly, fix reported problems as a priority, and keep our team up to date on accessible design and writing.',
        'We also ask the providers of our embedded tools to improve their accessibility and take it into account when choosing providers.',
      ],
    },
    {
      number: '8',
      title: 'Technical Specifications',
      body: [
        'The accessibility of our site relies on the following technologies working with your browser and any assistive technology you use:',
        '- HTML',
        '- WAI-ARIA',
        '- CSS',
        '- JavaScript',
        'Every page is delivered as complete HTML, so its headings and text are readable even before scripts load. The site is designed to work with current versions of major browsers, including Chrome, Safari, Firefox and Edge, and with common screen readers.',
      ],
    },
    {
      number: '9',
      title: 'Compliance Standards',
      body: [
        'Our accessibility work is guided by:',
        '- the Web Content Accessibility Guidelines (WCAG) 2.1, Level AA, published by the World Wide Web Consortium (W3C);',
        '- Section 508 of the Rehabilitation Act, which sets accessibility requirements for information and communication technology in the United States;',
        '- the Americans with Disabilities Act (ADA), which protects the right of people with disabilities to equal access to goods and services.',
      ],
    },
  ],
};
