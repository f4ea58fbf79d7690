-- Rows stored before the type was checked as the policy's own names (`constructor`, `toString` got in) are kept, as 'other'.
UPDATE "privacy_requests" SET "request_type" = 'other' WHERE "request_type" NOT IN ('access', 'correct', 'delete', 'opt-out', 'stop-marketing', 'limit', 'appeal', 'other');
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_type_known" CHECK ("privacy_requests"."request_type" in ('access', 'correct', 'delete', 'opt-out', 'stop-marketing', 'limit', 'appeal', 'other'));
