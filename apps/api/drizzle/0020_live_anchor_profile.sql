ALTER TABLE "live_anchor_follow" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "live_anchor_follow" CASCADE;--> statement-breakpoint
ALTER TABLE "live_anchor" ALTER COLUMN "mer_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "live_anchor_mer_idx" ON "live_anchor" USING btree ("mer_id");--> statement-breakpoint
ALTER TABLE "live_anchor" DROP COLUMN "is_live";--> statement-breakpoint
ALTER TABLE "live_anchor" ADD CONSTRAINT "live_anchor_fans_check" CHECK ("live_anchor"."fans" >= 0);