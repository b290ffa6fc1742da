ALTER TABLE "store_order" ADD COLUMN "brokerage_settled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "store_order_brokerage_due_idx" ON "store_order" USING btree ("id") WHERE "store_order"."brokerage_settled" = false and "store_order"."paid" and "store_order"."status" in (2, 3) and "store_order"."refund_closed" = false;--> statement-breakpoint
-- Received orders already worked out: those with brokerage rows and those past their after-sales
-- window (the job never looks at them). The others are worked out once by the next job pass.
UPDATE "store_order" SET "brokerage_settled" = true
WHERE "paid" AND "status" in (2, 3)
  AND ("refund_closed" OR EXISTS (SELECT 1 FROM "user_brokerage" WHERE "user_brokerage"."order_id" = "store_order"."id"));
