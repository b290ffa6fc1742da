ALTER TABLE "store_product" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_product" ADD COLUMN "search_tokens" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "store_product_search_idx" ON "store_product" USING gin ("search_tokens");