CREATE TABLE "paid_access_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"method" text,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "paid_access_periods" ADD CONSTRAINT "paid_access_periods_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paid_access_periods_one_open" ON "paid_access_periods" USING btree ("user_id") WHERE "paid_access_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "paid_access_periods_user_idx" ON "paid_access_periods" USING btree ("user_id","started_at");--> statement-breakpoint
-- backfill
-- What the data kept before this table still tells. Accounts paying now get a stretch in force; accounts
-- whose paid access is over (card or Pix Automático cancelled, payment failed, prepaid period or revoked
-- authorization ended, refunded) get a closed one, ending where their paid period ended or at the last
-- subscription event applied. A card subscription's start was never stored: a stretch starts at the first
-- paid Pix period, else when the agency's subscription record was made, else when the account was created.
INSERT INTO "paid_access_periods" ("user_id", "started_at", "ended_at", "method", "end_reason")
SELECT s."user_id", least(s."first_paid", coalesce(s."ended_at", now())), s."ended_at", s."method", s."end_reason"
FROM (
  SELECT
    p."user_id",
    coalesce(pix."first_start", ag."created_at", p."created_at") AS "first_paid",
    CASE
      WHEN p."subscription_status" = 'active' AND (p."paid_until" IS NULL OR p."paid_until" > now()) THEN NULL
      WHEN p."subscription_status" IN ('active', 'blocked') THEN coalesce(p."paid_until", p."updated_at")
      ELSE coalesce(p."subscription_event_at", p."updated_at")
    END AS "ended_at",
    p."payment_method" AS "method",
    CASE
      WHEN p."subscription_status" = 'active' AND (p."paid_until" IS NULL OR p."paid_until" > now()) THEN NULL
      WHEN p."subscription_status" = 'cancelled' THEN 'cancelled'
      WHEN p."subscription_status" = 'past_due' THEN 'unpaid'
      WHEN pix."refunded" THEN 'refunded'
      WHEN p."payment_method" = 'pix_automatico' THEN 'revoked'
      ELSE 'prepaid_ended'
    END AS "end_reason"
  FROM "profiles" p
  JOIN "user" u ON u."id" = p."user_id" AND u."role" <> 'admin'
  LEFT JOIN (
    SELECT "user_id", min("period_start") AS "first_start", bool_or("status" = 'refunded') AS "refunded"
    FROM "payments"
    WHERE "status" IN ('paid', 'refunded') AND "period_start" IS NOT NULL
    GROUP BY "user_id"
  ) pix ON pix."user_id" = p."user_id"
  LEFT JOIN "agency_subscriptions" ag ON ag."agency_user_id" = p."user_id"
  WHERE p."subscription_type" IN ('creator', 'agency')
    AND (
      p."subscription_status" = 'active'
      OR (p."payment_method" IS NOT NULL AND p."subscription_status" IN ('cancelled', 'past_due', 'blocked'))
    )
) s;
