// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { deferredPartsRendered } from '~/lib/deferred-test-helpers';
import { resetLoadedScripts } from '~/lib/embeds';
import { FORM_FRAME_HEIGHT } from './embed-heights';
import { GrowthFormEmbed } from './GrowthFormEmbed';

const FORM_URL = 'https://crm.example/widget/form/growth';
const SCRIPT_URL = 'https://crm.example/js/form_embed.js';
const FALLBACK = 'The form could not load here.';

function renderForm(formUrl: string, scriptUrl: string) {
  return render(<GrowthFormEmbed formUrl={formUrl} scriptUrl={scriptUrl} title="Digital Growth Form" fallbackMessage={FALLBACK} />);
}

const scripts = () => document.querySelectorAll('script');
const frame = () => document.querySelector('iframe');

describe('GrowthFormEmbed', () => {
  beforeEach(() => {
    resetLoadedScripts();
    document.body.innerHTML = '';
  });

  it('shows the fallback with ways to reach us, and requests nothing, when no form is configured', async () => {
    renderForm('', SCRIPT_URL);
    await deferredPartsRendered();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Text Us' })).toHaveAttribute('href', expect.stringMatching(/^sms:\+/));
    expect(frame()).toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it('embeds the form 1246 px high without any script when only the form is configured', async () => {
    renderForm(FORM_URL, '');
    await deferredPartsRendered();
    expect(frame()).toHaveAttribute('title', 'Digital Growth Form');
    expect(frame()).toHaveAttribute('src', FORM_URL);
    expect(frame()?.style.height).toBe(FORM_FRAME_HEIGHT);
    expect(scripts()).toHaveLength(0);
  });

  it('loads the form script once through the embed loader, then shows the form', async () => {
    renderForm(FORM_URL, SCRIPT_URL);
    await deferredPartsRendered();
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const script = document.querySelector(`script[src="${SCRIPT_URL}"]`);
    expect(script).not.toBeNull();
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
    });
    expect(frame()).toHaveAttribute('src', FORM_URL);
    expect(frame()?.closest('[hidden]')).toBeNull();
    expect(screen.queryByText(FALLBACK)).toBeNull();
  });

  it('falls back to the contact links when the form script fails', async () => {
    renderForm(FORM_URL, SCRIPT_URL);
    await deferredPartsRendered();
    await waitFor(() => expect(scripts()).toHaveLength(1));
    await act(async () => {
      document.querySelector('script')?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(frame()).toBeNull();
  });
});
