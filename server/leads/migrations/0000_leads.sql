CREATE TABLE "deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lead_id" uuid,
	"privacy_request_id" uuid,
	"target" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "deliveries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "deliveries_subject" CHECK (("deliveries"."lead_id" is not null) <> ("deliveries"."privacy_request_id" is not null)),
	CONSTRAINT "deliveries_status_known" CHECK ("deliveries"."status" in ('pending', 'delivered', 'failed', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"business" text,
	"message" text,
	"best_time" text,
	"preferred_contact" text,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leads_source_known" CHECK ("leads"."source" in ('chat', 'form', 'voice')),
	CONSTRAINT "leads_reachable" CHECK ("leads"."email" is not null or "leads"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"details" text,
	"due_on" date NOT NULL,
	"extended_due_on" date
);
--> statement-breakpoint
CREATE TABLE "unanswered_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"question" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_privacy_request_id_privacy_requests_id_fk" FOREIGN KEY ("privacy_request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_due" ON "deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_created_at" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "unanswered_questions_asked_at" ON "unanswered_questions" USING btree ("asked_at");