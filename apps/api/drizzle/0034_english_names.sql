-- English names beside the Chinese ones (issue 24): the catalog shows them to shoppers who chose
-- English; '' falls back to the Chinese name. The seed fills them; a mall seeded before gets the
-- demo merchant types' names here (its categories stay Chinese until the operator names them).
ALTER TABLE "merchant_type" ADD COLUMN IF NOT EXISTS "name_en" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_category" ADD COLUMN IF NOT EXISTS "cate_name_en" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "merchant_type" SET "name_en" = CASE "name" WHEN '旗舰店' THEN 'Flagship store' WHEN '专营店' THEN 'Specialty store' WHEN '专卖店' THEN 'Brand store' WHEN '自营店' THEN 'Official store' ELSE '' END;
