// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '~/features/consent/consent';
import { renderInRouter } from '~/components/ui/test-router';
import { resetLoadedScripts } from '~/lib/embeds';
import { IframeEmbed } from './IframeEmbed';
import { ScriptEmbed } from './ScriptEmbed';

describe('embeds', () => {
  beforeEach(() => {
    resetLoadedScripts();
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('shows the fallback and requests nothing when the embed is not configured', () => {
    render(<ScriptEmbed category="reviews" src="" appId="" mount={() => <div>widget</div>} fallback={<p>Call us instead</p>} />);
    expect(screen.getByText('Call us instead')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    render(<IframeEmbed category="reviews" src="" title="Booking" height="800px" fallback={<p>Book by phone</p>} />);
    expect(screen.getByText('Book by phone')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows Loading... while the script loads, then the widget; a failure shows the fallback', async () => {
    render(
      <ScriptEmbed category="reviews" src="https://widgets.example/w.js" appId="42" mount={(id) => <div>widget {id}</div>} fallback={<p>Fallback</p>} />,
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
    render(<ScriptEmbed category="reviews" src="https://widgets.example/x.js" appId="1" mount={() => <div>widget</div>} fallback={<p>Fallback</p>} />);
    await act(async () => {
      document.querySelector('script')?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('Fallback')).toBeInTheDocument();
  });

  it('creates a configured iframe with a spinner, and gives up after the timeout', async () => {
    vi.useFakeTimers();
    render(<IframeEmbed category="reviews" src="https://crm.example/booking" title="Book Your Strategy Session" height="800px" fallback={<p>Call us</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(document.querySelector('iframe')?.getAttribute('title')).toBe('Book Your Strategy Session');
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Call us')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    vi.useRealTimers();
  });

  it('keeps an embed the visitor turned off from loading, until "Load it anyway" loads that one', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, choices: { music: false } }));
    renderInRouter(<ScriptEmbed category="music" src="https://widgets.example/m.js" appId="7" mount={() => <div>player</div>} fallback={<p>Ask us for samples</p>} />);
    expect(screen.getByText('Ask us for samples')).toBeInTheDocument();
    expect(screen.getByText(/privacy choices keep the music player/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your cookie preferences' })).toHaveAttribute('href', '/cookie-preferences');
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Load it anyway/ }));
    const script = document.querySelector('script[src="https://widgets.example/m.js"]');
    expect(script).not.toBeNull();
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
    });
    expect(screen.getByText('player')).toBeVisible();
    expect(screen.queryByText('Ask us for samples')).toBeNull();
  });

  it('honours Global Privacy Control: no iframe until the visitor asks for it', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      renderInRouter(<IframeEmbed category="crm-booking" src="https://crm.example/booking" title="Booking" height="800px" fallback={<p>Call us</p>} />);
      expect(document.querySelector('iframe')).toBeNull();
      expect(screen.getByText('Call us')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /Load it anyway/ }));
      expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://crm.example/booking');
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
  });
});
