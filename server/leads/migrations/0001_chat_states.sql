CREATE TABLE "chat_states" (
	"chat_key" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_states_updated_at" ON "chat_states" USING btree ("updated_at");