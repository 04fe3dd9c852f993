CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'trial' NOT NULL,
	"plan" text DEFAULT 'creator' NOT NULL,
	"agency_plan" text,
	"trial_ends_at" timestamp with time zone,
	"next_renewal_at" timestamp with time zone,
	"payment_method" text,
	"paid_until" timestamp with time zone,
	"billing_anchor" timestamp with time zone,
	"creator_resumes_at" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"last_event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_next_renewal_idx" ON "subscriptions" USING btree ("next_renewal_at");--> statement-breakpoint
-- data migration
-- Every account's billing state moves, as it is, from its profile to its workspace's subscription row.
INSERT INTO "subscriptions" ("user_id", "status", "plan", "agency_plan", "trial_ends_at", "next_renewal_at", "payment_method", "paid_until", "billing_anchor", "creator_resumes_at", "stripe_customer_id", "stripe_subscription_id", "last_event_at", "updated_at")
SELECT "user_id", "subscription_status", "subscription_type", "agency_plan", "trial_ends_at", "next_renewal_date", "payment_method", "paid_until", "billing_anchor", "creator_resumes_at", "stripe_customer_id", "stripe_subscription_id", "subscription_event_at", "updated_at"
FROM "profiles"
ON CONFLICT ("user_id") DO NOTHING;
