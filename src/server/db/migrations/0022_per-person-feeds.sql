ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_user_id_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_workspace_unique" UNIQUE("user_id","workspace_id");--> statement-breakpoint
-- data migration
-- Every feed so far was stored under the workspace's id (the founding account's): it stays that account's
-- feed of its own workspace, so existing links keep working and show what they showed.
UPDATE "calendar_feeds" SET "workspace_id" = "user_id" WHERE "workspace_id" IS NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "workspace_id" SET NOT NULL;
