CREATE TABLE "payment_credits" (
	"payment_id" uuid NOT NULL,
	"from_payment_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	CONSTRAINT "payment_credits_payment_id_from_payment_id_pk" PRIMARY KEY("payment_id","from_payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_from_payment_id_payments_id_fk" FOREIGN KEY ("from_payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_credits_from_idx" ON "payment_credits" USING btree ("from_payment_id");