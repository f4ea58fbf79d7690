// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogPolyfill } from '~/components/ui/dialog-test-support';
import { PHONE_BILLING_TERMS } from '~/content/phone-rates';
import { pricingContent } from '~/content/pricing';
import { ANNOUNCE_DELAY_MS, UsageEstimateTool } from './UsageEstimateTool';

beforeAll(installDialogPolyfill);
const copy = pricingContent.phoneUsage;

describe('UsageEstimateTool', () => {
  it('opens with 100/100/100, shows the breakdown and $4.01, and recomputes as the visitor types', async () => {
    const user = userEvent.setup();
    render(<UsageEstimateTool copy={copy} billingTerms={PHONE_BILLING_TERMS.lines} />);
    await user.click(screen.getByRole('button', { name: copy.buttonLabel }));
    const dialog = screen.getByRole('dialog', { name: copy.heading });
    const outbound = within(dialog).getByRole('spinbutton', { name: copy.inputLabels.outboundMinutes });
    expect(outbound).toHaveFocus();
    expect(outbound).toHaveValue(100);
    expect(within(dialog).getByRole('spinbutton', { name: copy.inputLabels.inboundMinutes })).toHaveValue(100);
    expect(within(dialog).getByRole('spinbutton', { name: copy.inputLabels.smsSegments })).toHaveValue(100);
    for (const amount of ['$1.82', '$1.11', '$1.08', '$4.01']) expect(within(dialog).getByText(amount)).toBeInTheDocument();
    for (const line of PHONE_BILLING_TERMS.lines) expect(within(dialog).getByText(line)).toBeInTheDocument();

    await user.clear(outbound);
    expect(within(dialog).getByText('$2.19')).toBeInTheDocument(); // empty counts as 0: $1.11 + $1.08
    await user.type(outbound, '1000');
    expect(within(dialog).getByText('$18.20')).toBeInTheDocument();
    expect(within(dialog).getByText('$20.39')).toBeInTheDocument();
  });

  it('announces the total politely once typing pauses', async () => {
    const user = userEvent.setup();
    render(<UsageEstimateTool copy={copy} billingTerms={PHONE_BILLING_TERMS.lines} />);
    await user.click(screen.getByRole('button', { name: copy.buttonLabel }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(`${copy.totalLabel}: $4.01`), { timeout: ANNOUNCE_DELAY_MS * 5 });
    const sms = screen.getByRole('spinbutton', { name: copy.inputLabels.smsSegments });
    await user.clear(sms);
    await user.type(sms, '0');
    expect(status).toHaveTextContent('$4.01'); // not on every key
    await waitFor(() => expect(status).toHaveTextContent(`${copy.totalLabel}: $2.93`), { timeout: ANNOUNCE_DELAY_MS * 5 });
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<UsageEstimateTool copy={copy} billingTerms={PHONE_BILLING_TERMS.lines} />);
    const opener = screen.getByRole('button', { name: copy.buttonLabel });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: copy.closeLabel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
