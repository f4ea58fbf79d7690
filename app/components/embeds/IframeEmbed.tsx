import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EMBED_TIMEOUT_MS, type EmbedStatus, isConfigured } from '~/lib/embeds';
import type { EmbedCategory } from '~/features/consent/consent';
import { useEmbedPermission } from '~/features/consent/BlockedEmbedNotice';
import { EmbedPlaceholder } from './EmbedStatusView';
import { useNearViewport } from './useNearViewport';

interface IframeEmbedProps {
  src: string;
  title: string;
  /** CSS height of the frame, e.g. "800px" or a clamp(). */
  height: string;
  fallback: ReactNode;
  /** What kind of embed this is, for the visitor's consent choices. */
  category: EmbedCategory;
  className?: string;
}

/**
 * A third-party iframe: created near the viewport when the visitor's consent allows its category (or they
 * chose "Load it anyway"), with a spinner and a fallback on timeout.
 */
export function IframeEmbed({ src, title, height, fallback, category, className }: IframeEmbedProps) {
  const configured = isConfigured(src);
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const permission = useEmbedPermission(category);
  const { allowed } = permission;
  const [status, setStatus] = useState<EmbedStatus>(configured ? 'idle' : 'unconfigured');

  useEffect(() => {
    if (!configured || !near || !allowed) return;
    setStatus((current) => (current === 'idle' ? 'loading' : current));
    const timer = setTimeout(() => setStatus((current) => (current === 'loading' ? 'failed' : current)), EMBED_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [configured, near, allowed]);

  return (
    <div ref={ref} className={className}>
      <EmbedPlaceholder status={status} category={category} permission={permission} configured={configured} fallback={fallback} />
      {configured && allowed && near && status !== 'failed' ? (
        <iframe
          src={src}
          title={title}
          // No loading="lazy": the frame is created only near the viewport already, and a lazy frame
          // hidden until it loads (display: none) would never start loading.
          onLoad={() => setStatus('ready')}
          className="w-full rounded-2xl border-0 bg-white"
          style={{ height, display: status === 'ready' ? 'block' : 'none' }}
        />
      ) : null}
    </div>
  );
}
