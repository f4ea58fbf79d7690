/**
 * Vale on the phone line: a worked example of one call as four numbered steps.
 */
import { Steps } from '~/components/sections/Steps';
import { CtaLink } from '~/components/ui/CtaLink';
import type { PhoneContent } from '~/content/phone';

export function CallFlow({ content, ratesLink }: { content: PhoneContent['aiCallFlow']; ratesLink: PhoneContent['ratesLink'] }) {
  return (
    <Steps id="ai-call-flow" title={content.heading} intro={content.intro} steps={content.steps}>
      <p className="mt-6 text-center text-sm text-muted">{content.exampleLabel}</p>
      <p className="mt-8 text-center">
        <CtaLink cta={ratesLink} variant="quiet" />
      </p>
    </Steps>
  );
}
