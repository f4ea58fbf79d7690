import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutputClosedError, writeAll, writeFileAtomically } from './cli-output';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'atomic-file-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('writing a file atomically', () => {
  it('writes the whole text with the mode asked for, and nothing beside it', () => {
    const file = join(folder, 'leads.csv');
    writeFileAtomically(file, 'a,b\r\n1,2\r\n', 0o600);
    expect(readFileSync(file, 'utf8')).toBe('a,b\r\n1,2\r\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['leads.csv']);
  });

  it('replaces an earlier file whole, and makes it private', () => {
    const file = join(folder, 'leads.csv');
    writeFileSync(file, 'the earlier export, much longer than the new one');
    chmodSync(file, 0o644);
    writeFileAtomically(file, 'new', 0o600);
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('when it cannot put the file in place, leaves what was there and no temporary file', () => {
    const taken = join(folder, 'leads.csv');
    mkdirSync(taken);
    writeFileSync(join(taken, 'kept.txt'), 'kept');
    expect(() => writeFileAtomically(taken, 'text', 0o600)).toThrow(expect.objectContaining({ code: expect.stringMatching(/^E/) }));
    expect(readdirSync(folder)).toEqual(['leads.csv']);
    expect(readFileSync(join(taken, 'kept.txt'), 'utf8')).toBe('kept');
  });

  it('in a folder that does not exist, fails and creates nothing', () => {
    expect(() => writeFileAtomically(join(folder, 'missing', 'leads.csv'), 'text', 0o600)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe('writing to a stream', () => {
  it('hands every byte to a reader that takes its time', async () => {
    const reader = spawn('wc', ['-c'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let counted = '';
    reader.stdout.on('data', (chunk: Buffer) => (counted += chunk.toString()));
    const text = 'x'.repeat(1024 * 1024);
    await writeAll(reader.stdin, text);
    reader.stdin.end();
    await once(reader, 'close');
    expect(Number(counted.trim())).toBe(text.length);
  });

  it('reports a reader that has gone as OutputClosedError, without an unhandled error event', async () => {
    const reader = spawn('true', { stdio: ['pipe', 'ignore', 'inherit'] });
    await once(reader, 'close');
    await expect(writeAll(reader.stdin, 'x'.repeat(1024 * 1024))).rejects.toBeInstanceOf(OutputClosedError);
    await expect(writeAll(reader.stdin, 'more')).rejects.toBeInstanceOf(OutputClosedError);
  });
});
