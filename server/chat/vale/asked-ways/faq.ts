import type { AskedWays } from './index';

export const faqAskedWays: readonly AskedWays[] = [];
