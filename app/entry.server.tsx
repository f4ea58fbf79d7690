/**
 * Renders a page at build time (every route is prerendered). Unlike React Router's default, it always
 * waits for the whole page, so sections whose code hydrates later (app/lib/deferred.tsx) are written
 * into the HTML in place, readable before any script runs.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // A large finished part is otherwise written apart and moved into place by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
      },
      onShellError: reject,
      onError(error) {
        statusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
