ALTER TABLE "profiles" DROP CONSTRAINT "profiles_stripe_customer_id_unique";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "subscription_type";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "agency_plan";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "trial_ends_at";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "next_renewal_date";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "stripe_customer_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "stripe_subscription_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "subscription_event_at";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "payment_method";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "paid_until";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "billing_anchor";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "creator_resumes_at";