import type { AskedWays } from './index';

export const offeringAskedWays: readonly AskedWays[] = [];
