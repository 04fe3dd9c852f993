CREATE TABLE "billing_notices" (
	"user_id" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"plan" text NOT NULL,
	"months" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"br_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	"refund_ends_access" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_checkout_id_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "billing_anchor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing_config" ADD COLUMN "upfront_discount_3" numeric(5, 2) DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_config" ADD COLUMN "upfront_discount_6" numeric(5, 2) DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_config" ADD COLUMN "upfront_discount_12" numeric(5, 2) DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_notices_once" ON "billing_notices" USING btree ("user_id","period_end","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_user" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");