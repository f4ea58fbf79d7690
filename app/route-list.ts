// Plain data only: read by react-router.config.ts at build time, so relative imports.
import { NOT_FOUND_PATH, pages } from './content/pages';

/** Every path written to static HTML at build time, the 404 page included. */
export function prerenderPaths(): string[] {
  return [...pages.map((p) => p.path), NOT_FOUND_PATH];
}
