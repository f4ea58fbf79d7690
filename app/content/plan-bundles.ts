/**
 * The example bundles' delivery times and site sizes (SPEC §2 "/pricing"): the one place they are
 * written, for the pricing page's cards and every FAQ answer that names them.
 */
import type { PlanBundle } from './types';

export const BUNDLE_FACTS: Record<PlanBundle['id'], { name: string; deliveryWeeks: string; sitePages: number }> = {
  hyperdrive: { name: 'Launch Bundle', deliveryWeeks: '1-2 weeks', sitePages: 4 },
  lightspeed: { name: 'Leadflow Bundle', deliveryWeeks: '2-3 weeks', sitePages: 10 },
  warpspeed: { name: 'Scale Bundle', deliveryWeeks: '3-5 weeks', sitePages: 20 },
};
