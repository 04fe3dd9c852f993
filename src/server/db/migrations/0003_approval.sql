CREATE TABLE "approval_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "approval_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_id" uuid,
	"owner_user_id" text NOT NULL,
	"task_id" uuid,
	"client_task_id" uuid,
	"state" text NOT NULL,
	"actor" text DEFAULT 'client' NOT NULL,
	"approver_name" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_events_one_item" CHECK (num_nonnulls("approval_events"."task_id", "approval_events"."client_task_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "approval_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"link_id" uuid,
	"item_id" uuid,
	"item_title" text NOT NULL,
	"client_name" text,
	"state" text NOT NULL,
	"approver_name" text,
	"comment" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_link_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"task_id" uuid,
	"client_task_id" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_link_items_one_item" CHECK (num_nonnulls("review_link_items"."task_id", "review_link_items"."client_task_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"client_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "client_tasks" ADD COLUMN "approval_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "approval_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_link_id_review_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."review_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_client_task_id_client_tasks_id_fk" FOREIGN KEY ("client_task_id") REFERENCES "public"."client_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_notices" ADD CONSTRAINT "approval_notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_notices" ADD CONSTRAINT "approval_notices_link_id_review_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."review_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_link_items" ADD CONSTRAINT "review_link_items_link_id_review_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."review_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_link_items" ADD CONSTRAINT "review_link_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_link_items" ADD CONSTRAINT "review_link_items_client_task_id_client_tasks_id_fk" FOREIGN KEY ("client_task_id") REFERENCES "public"."client_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_client_id_agency_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agency_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_events_task_idx" ON "approval_events" USING btree ("task_id","seq");--> statement-breakpoint
CREATE INDEX "approval_events_client_task_idx" ON "approval_events" USING btree ("client_task_id","seq");--> statement-breakpoint
CREATE INDEX "approval_events_owner_created_idx" ON "approval_events" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_notices_user_created_idx" ON "approval_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_link_items_link_task_idx" ON "review_link_items" USING btree ("link_id","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_link_items_link_client_task_idx" ON "review_link_items" USING btree ("link_id","client_task_id");--> statement-breakpoint
CREATE INDEX "review_link_items_task_idx" ON "review_link_items" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "review_link_items_client_task_idx" ON "review_link_items" USING btree ("client_task_id");--> statement-breakpoint
CREATE INDEX "review_links_owner_created_idx" ON "review_links" USING btree ("owner_user_id","created_at");