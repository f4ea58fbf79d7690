/**
 * A command-line tool's output, whole whatever it goes to (a terminal, a file, a pipe).
 *
 * A pipe takes 64 KiB at a time and process.exit() drops what it has not taken yet, so a tool writes with
 * writeAll, which resolves once the stream has handed every byte on, and ends by setting process.exitCode
 * rather than calling process.exit(). A reader that goes away early (`| head`) makes writeAll reject with
 * OutputClosedError, for the tool to end quietly. A file is written whole or not at all.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The stream's reader has gone (EPIPE): nothing more can be written to it. */
export class OutputClosedError extends Error {
  override name = 'OutputClosedError';
}

/** How a shell reports a command ended by a closed pipe (128 + SIGPIPE), which Node turns into EPIPE. */
export const EXIT_OUTPUT_CLOSED = 141;

const CLOSED_CODES = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

const listened = new WeakSet<NodeJS.WritableStream>();

export function writeAll(stream: NodeJS.WritableStream, text: string): Promise<void> {
  // A failed write is also emitted as 'error', which would end the process with a stack trace; the
  // write's own callback reports it instead.
  if (!listened.has(stream)) {
    listened.add(stream);
    stream.on('error', () => {});
  }
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => {
      if (!error) resolve();
      else if (CLOSED_CODES.has((error as NodeJS.ErrnoException).code ?? '')) reject(new OutputClosedError(`Output closed: ${error.message}`, { cause: error }));
      else reject(error);
    });
  });
}

/**
 * Writes the file through a temporary file beside it, flushed to disk and then renamed over it, so a
 * failure leaves the earlier file (or none) and never half of the new one. `mode` applies to the new file.
 */
export function writeFileAtomically(path: string, text: string, mode: number): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const descriptor = openSync(temporary, 'wx', mode);
  let renamed = false;
  try {
    try {
      writeFileSync(descriptor, text);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, path);
    renamed = true;
  } finally {
    if (!renamed) rmSync(temporary, { force: true });
  }
}
