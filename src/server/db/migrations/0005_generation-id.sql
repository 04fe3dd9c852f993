ALTER TABLE "token_ledger" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_tasks" ADD COLUMN "generation_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "generation_id" uuid;--> statement-breakpoint
CREATE INDEX "token_ledger_open_spends_idx" ON "token_ledger" USING btree ("created_at") WHERE entry = 'spend' AND settled_at IS NULL;--> statement-breakpoint
ALTER TABLE "client_tasks" ADD CONSTRAINT "client_tasks_generation_id_unique" UNIQUE("generation_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_generation_id_unique" UNIQUE("generation_id");--> statement-breakpoint
-- Spends made before this release are settled (their items carry no generation id): the reconciliation
-- job must only refund spends it can judge.
UPDATE "token_ledger" SET "settled_at" = "created_at" WHERE "entry" = 'spend';
