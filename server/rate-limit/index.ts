export { MemoryRateLimitStore, type RateLimitHit, type RateLimitStore } from './store';
export { createRateLimiter, type RateLimitDecision, type RateLimiter, type RateLimiterOptions } from './limiter';
export { clientAddress, type ClientAddressSource } from './client-address';
