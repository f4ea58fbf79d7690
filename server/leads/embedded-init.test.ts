import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './database';
import { createEmbeddedDatabaseAside, hasEmbeddedDatabase } from './embedded-init';

describe('a new embedded database', () => {
  it('is created in a worker thread, then opened and migrated on this one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-init-'));
    try {
      expect(hasEmbeddedDatabase(dataDir)).toBe(false);
      // Timers keep firing here while the worker runs initdb.
      let ticks = 0;
      const ticking = setInterval(() => (ticks += 1), 10);
      await createEmbeddedDatabaseAside(dataDir);
      clearInterval(ticking);
      expect(hasEmbeddedDatabase(dataDir)).toBe(true);
      expect(ticks).toBeGreaterThan(5);

      const opened = await openDatabase({ dataDir });
      try {
        const result = (await opened.db.execute("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'leads'")) as { rows: unknown[] };
        expect(result.rows).toEqual([{ n: 1 }]);
      } finally {
        await opened.close();
      }
      // Already there: nothing to do.
      await createEmbeddedDatabaseAside(dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
