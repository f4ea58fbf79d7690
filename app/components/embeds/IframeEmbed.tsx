import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EMBED_TIMEOUT_MS, type EmbedStatus, isConfigured } from '~/lib/embeds';
import { EmbedFallback, EmbedLoading } from './EmbedStatusView';
import { useNearViewport } from './useNearViewport';

interface IframeEmbedProps {
  src: string;
  title: string;
  /** CSS height of the frame, e.g. "800px" or a clamp(). */
  height: string;
  fallback: ReactNode;
  className?: string;
}

/** A third-party iframe: created near the viewport, with a spinner and a fallback on timeout. */
export function IframeEmbed({ src, title, height, fallback, className }: IframeEmbedProps) {
  const configured = isConfigured(src);
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [status, setStatus] = useState<EmbedStatus>(configured ? 'idle' : 'unconfigured');

  useEffect(() => {
    if (!configured || !near) return;
    setStatus((current) => (current === 'idle' ? 'loading' : current));
    const timer = setTimeout(() => setStatus((current) => (current === 'loading' ? 'failed' : current)), EMBED_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [configured, near]);

  return (
    <div ref={ref} className={className}>
      {status === 'unconfigured' || status === 'failed' ? <EmbedFallback>{fallback}</EmbedFallback> : null}
      {status === 'idle' || status === 'loading' ? <EmbedLoading /> : null}
      {configured && near && status !== 'failed' ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          onLoad={() => setStatus('ready')}
          className="w-full rounded-2xl border-0 bg-white"
          style={{ height, display: status === 'ready' ? 'block' : 'none' }}
        />
      ) : null}
    </div>
  );
}
