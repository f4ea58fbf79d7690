// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { resetLoadedScripts } from '~/lib/embeds';
import { IframeEmbed } from './IframeEmbed';
import { ScriptEmbed } from './ScriptEmbed';

describe('embeds', () => {
  beforeEach(() => {
    resetLoadedScripts();
    document.body.innerHTML = '';
  });

  it('shows the fallback and requests nothing when the embed is not configured', () => {
    render(<ScriptEmbed src="" appId="" mount={() => <div>widget</div>} fallback={<p>Call us instead</p>} />);
    expect(screen.getByText('Call us instead')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    render(<IframeEmbed src="" title="Booking" height="800px" fallback={<p>Book by phone</p>} />);
    expect(screen.getByText('Book by phone')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows Loading... while the script loads, then the widget; a failure shows the fallback', async () => {
    render(
      <ScriptEmbed src="https://widgets.example/w.js" appId="42" mount={(id) => <div>widget {id}</div>} fallback={<p>Fallback</p>} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const script = document.querySelector('script[src="https://widgets.example/w.js"]');
    expect(script).not.toBeNull();
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByText('widget 42')).toBeVisible();
  });

  it('falls back when the script fails', async () => {
    render(<ScriptEmbed src="https://widgets.example/x.js" appId="1" mount={() => <div>widget</div>} fallback={<p>Fallback</p>} />);
    await act(async () => {
      document.querySelector('script')?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('Fallback')).toBeInTheDocument();
  });

  it('creates a configured iframe with a spinner, and gives up after the timeout', async () => {
    vi.useFakeTimers();
    render(<IframeEmbed src="https://crm.example/booking" title="Book Your Strategy Session" height="800px" fallback={<p>Call us</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(document.querySelector('iframe')?.getAttribute('title')).toBe('Book Your Strategy Session');
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Call us')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    vi.useRealTimers();
  });
});
