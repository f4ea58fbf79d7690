export {
  createRateLimiter,
  memoryBackend,
  postgresBackend,
  RATE_LIMIT_TABLE,
  type RateLimitBackend,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimiterOptions,
} from './limiter';
export { clientAddress, type ClientAddressSource } from './client-address';
