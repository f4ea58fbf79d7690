import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type EmbedStatus, isConfigured, loadScriptOnce } from '~/lib/embeds';
import { EmbedFallback, EmbedLoading } from './EmbedStatusView';
import { useNearViewport } from './useNearViewport';

interface ScriptEmbedProps {
  /** Script URL from site.config; empty means not configured: no request is made. */
  src: string;
  /** Id of this embed in the third party's app (also required). */
  appId: string;
  /** Renders the element the third-party script fills in. */
  mount: (appId: string) => ReactNode;
  fallback: ReactNode;
  className?: string;
}

/** A third-party widget that needs a script: loaded once, only when near the viewport. */
export function ScriptEmbed({ src, appId, mount, fallback, className }: ScriptEmbedProps) {
  const configured = isConfigured(src) && appId.trim() !== '';
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [status, setStatus] = useState<EmbedStatus>(configured ? 'idle' : 'unconfigured');

  useEffect(() => {
    if (!configured || !near) return;
    let active = true;
    setStatus('loading');
    loadScriptOnce(src).then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [configured, near, src]);

  return (
    <div ref={ref} className={className}>
      {status === 'unconfigured' || status === 'failed' ? <EmbedFallback>{fallback}</EmbedFallback> : null}
      {status === 'loading' || status === 'idle' ? <EmbedLoading /> : null}
      {configured && status !== 'failed' ? <div hidden={status !== 'ready'}>{mount(appId)}</div> : null}
    </div>
  );
}
