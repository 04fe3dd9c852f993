ALTER TABLE "review_link_items" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_links" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "review_links" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand, before the two unique indexes below (moved here from above so that they can be built):
-- an item sent in several links before this change stays live only in its newest link; its older rows
-- are marked moved, as if it had been moved when it was sent again.
UPDATE "review_link_items" AS old SET "moved_at" = now()
WHERE old."moved_at" IS NULL AND EXISTS (
  SELECT 1 FROM "review_link_items" AS newer
  JOIN "review_links" AS nl ON nl."id" = newer."link_id"
  JOIN "review_links" AS ol ON ol."id" = old."link_id"
  WHERE newer."id" <> old."id"
    AND (newer."task_id" = old."task_id" OR newer."client_task_id" = old."client_task_id")
    AND (nl."created_at", nl."id") > (ol."created_at", ol."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "review_link_items_live_task_idx" ON "review_link_items" USING btree ("task_id") WHERE "review_link_items"."moved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_link_items_live_client_task_idx" ON "review_link_items" USING btree ("client_task_id") WHERE "review_link_items"."moved_at" is null;
