import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration for any change to the lead store's schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/leads/schema.ts',
  out: './server/leads/migrations',
});
