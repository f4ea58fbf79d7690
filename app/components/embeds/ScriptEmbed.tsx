import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type EmbedStatus, isConfigured, loadScriptOnce } from '~/lib/embeds';
import type { EmbedCategory } from '~/features/consent/consent';
import { useEmbedPermission } from '~/features/consent/BlockedEmbedNotice';
import { EmbedPlaceholder } from './EmbedStatusView';
import { useNearViewport } from './useNearViewport';

interface ScriptEmbedProps {
  /** Script URL from site.config; empty means not configured: no request is made. */
  src: string;
  /** Id of this embed in the third party's app (also required). */
  appId: string;
  /** Renders the element the third-party script fills in. */
  mount: (appId: string) => ReactNode;
  fallback: ReactNode;
  /** What kind of embed this is, for the visitor's consent choices. */
  category: EmbedCategory;
  className?: string;
}

/**
 * A third-party widget that needs a script: loaded once, only when near the viewport and only when the
 * visitor's consent allows its category (or they chose "Load it anyway" for this one).
 */
export function ScriptEmbed({ src, appId, mount, fallback, category, className }: ScriptEmbedProps) {
  const configured = isConfigured(src) && appId.trim() !== '';
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const permission = useEmbedPermission(category);
  const { allowed } = permission;
  const [status, setStatus] = useState<EmbedStatus>(configured ? 'idle' : 'unconfigured');

  useEffect(() => {
    if (!configured || !near || !allowed) return;
    let active = true;
    setStatus('loading');
    loadScriptOnce(src).then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [configured, near, allowed, src]);

  return (
    <div ref={ref} className={className}>
      <EmbedPlaceholder status={status} category={category} permission={permission} configured={configured} fallback={fallback} />
      {configured && allowed && status !== 'failed' ? <div hidden={status !== 'ready'}>{mount(appId)}</div> : null}
    </div>
  );
}
