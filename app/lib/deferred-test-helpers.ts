/** For component tests of pages with deferred parts (app/lib/deferred.tsx). */
import { waitFor } from '@testing-library/react';
import { PENDING_PART_ATTRIBUTE } from './deferred-parts';

/** Waits until every deferred part in the document has its code and has rendered (nested parts included). */
export async function deferredPartsRendered(): Promise<void> {
  await waitFor(() => {
    if (document.querySelector(`[${PENDING_PART_ATTRIBUTE}]`)) throw new Error('a deferred part is still loading');
  });
}
