/**
 * <ConsentControls />: the switches of /cookie-preferences, one per embed category, each saved the moment
 * it is flipped. Shows what each loads and from which host, the site's consent model, and whether the
 * browser sends Global Privacy Control.
 */
import { useId, useState } from 'react';
import { cx } from '~/components/ui/cx';
import { useHydrated } from '~/components/ui/useHydrated';
import { cookiePreferences, embedCategoryCopy } from '~/content/legal/cookie-preferences';
import { EMBED_CATEGORIES, type EmbedCategory, switchState } from './consent';
import { saveChoice, useConsentContext } from './consent-store';
import { embedHosts } from './embed-hosts';

export function ConsentControls() {
  const context = useConsentContext();
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const headingId = useId();
  const copy = cookiePreferences;

  const flip = (category: EmbedCategory, on: boolean) => {
    const kept = saveChoice(category, on);
    const label = embedCategoryCopy[category].label;
    setStatus(`${label}: ${on ? 'on' : 'off'}. ${kept ? copy.saved : copy.savedForVisit}`);
  };

  return (
    <section aria-labelledby={headingId} className="card mt-10 p-5 sm:p-8">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {copy.controlsHeading}
      </h2>
      <p className="mt-3 text-muted">{copy.modelNote[context.model]}</p>
      <p className="mt-2 text-muted">{copy.gpcNote}</p>
      {context.gpc && (
        <p className="mt-4 rounded-xl border border-solar-300/40 bg-space-700/60 px-4 py-3 text-sm font-semibold text-ink">{copy.gpcDetected}</p>
      )}
      <ul className="mt-6 divide-y divide-space-600">
        {EMBED_CATEGORIES.map((category) => (
          <ConsentSwitch
            key={category}
            category={category}
            on={switchState(category, context).on}
            disabled={!hydrated}
            onChange={(on) => flip(category, on)}
          />
        ))}
      </ul>
      <p role="status" className="mt-4 min-h-6 text-sm font-semibold text-plasma-300">
        {status}
      </p>
    </section>
  );
}

interface ConsentSwitchProps {
  category: EmbedCategory;
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

function ConsentSwitch({ category, on, disabled, onChange }: ConsentSwitchProps) {
  const { label, loads } = embedCategoryCopy[category];
  const hosts = embedHosts(category);
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-5">
      <div>
        <p id={labelId} className="font-semibold text-ink">
          {label}
        </p>
        <div id={descriptionId} className="mt-1 text-sm text-muted">
          <p>{loads}</p>
          <p className="mt-1">
            {hosts.length > 0 ? (
              <>
                {cookiePreferences.loadsFromLabel}: <span className="font-mono text-ink">{hosts.join(', ')}</span>
              </>
            ) : (
              cookiePreferences.notSetUp
            )}
          </p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onChange(!on)}
        className={cx(
          'relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          on ? 'border-plasma-300 bg-plasma-400' : 'border-muted/60 bg-space-700',
        )}
      >
        <span
          aria-hidden="true"
          className={cx('inline-block size-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-6' : 'translate-x-1')}
        />
        <span className="sr-only">{on ? 'On' : 'Off'}</span>
      </button>
    </li>
  );
}
