/**
 * Pages build their head (title, description, canonical, structured data) in their loader, which runs
 * at build time when the page is prerendered. The head reaches the browser as data with the page, so the
 * page's JavaScript carries neither the page list nor the head builder.
 */
import type { MetaDescriptor } from 'react-router';

export interface LoadedHead {
  head: MetaDescriptor[];
}

/** A route module's `meta`: the head its loader built. */
export function headFromLoader({ loaderData }: { loaderData?: LoadedHead }): MetaDescriptor[] {
  return loaderData?.head ?? [];
}
