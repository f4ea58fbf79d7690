/**
 * PGlite's file system in a folder, keeping every file it makes private to the process's user.
 *
 * The process umask does not reach PGlite's files: its file system layer (Emscripten) sets each new file's
 * mode itself with chmod, from its own emulated umask (022), and initdb writes most of a new database as
 * 0666. Measured with a process umask of 077: 968 files 0666 and 2 0644 after a first start; folders were
 * 0700, since they are made with mkdir, which the umask does reach. So every chmod it makes drops the group
 * and other permissions.
 */
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PRIVATE_UMASK } from './private-files';

type ChmodNode = (stream: unknown, node: unknown, mode: number, dontFollow?: boolean) => void;
interface EmscriptenFS {
  doChmod: ChmodNode;
}

export class PrivateNodeFS extends NodeFS {
  override async init(...[pg, opts]: Parameters<NodeFS['init']>) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((mod) => {
      // chmod, fchmod, lchmod and the chmod after creating a file all go through doChmod.
      const fs = mod.FS as unknown as EmscriptenFS;
      const doChmod = fs.doChmod;
      // Should a later PGlite lack it, the store still opens: its folder is 0700, and the server's check at
      // start tightens the files and says so (the file-mode test fails first).
      if (typeof doChmod !== 'function') return;
      fs.doChmod = (stream, node, mode, dontFollow) => doChmod.call(fs, stream, node, mode & ~PRIVATE_UMASK, dontFollow);
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}
