ALTER TABLE "billing_events" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "renewal_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_provider_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "billing_events_user_renewal_idx" ON "billing_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
-- data migration
-- Refunds made before this change called the provider first: their money has moved.
UPDATE "payments" SET "refund_provider_status" = 'done' WHERE "status" = 'refunded';--> statement-breakpoint
-- Accounts on a revoked Pix Automático (an end set on a monthly method): the authorization of their latest
-- paid Pix Automático charge is the revoked one.
UPDATE "payments" AS p SET "revoked_at" = pr."updated_at"
FROM "profiles" AS pr
WHERE pr."user_id" = p."user_id"
  AND pr."payment_method" = 'pix_automatico'
  AND pr."paid_until" IS NOT NULL
  AND p."id" = (
    SELECT l."id" FROM "payments" AS l
    WHERE l."user_id" = p."user_id" AND l."method" = 'pix_automatico' AND l."status" = 'paid'
    ORDER BY l."paid_at" DESC NULLS LAST LIMIT 1
  );
