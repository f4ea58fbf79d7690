/**
 * Renders each page to HTML at build time (every route is prerendered; no visitor waits on this render).
 * It waits for the whole page, lazy parts included, before writing, so every section is in the HTML where
 * it belongs: a part still streaming would arrive hidden and need a script to show it, and visitors without
 * JavaScript would never see it.
 */
import { PassThrough } from 'node:stream';
import type { EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never split a large finished part out of place to be shown later by script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject above and are reported by the router.
        if (shellRendered) console.error(error);
      },
    });
    // A part that never settles must not hang the build.
    const timeoutId = setTimeout(abort, streamTimeout + 1000);
  });
}
