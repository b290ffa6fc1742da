CREATE TABLE "merchant" (
	"id" integer PRIMARY KEY NOT NULL,
	"mer_name" varchar(64) NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"is_trader" boolean DEFAULT false NOT NULL,
	"mer_avatar" varchar(255) NOT NULL,
	"mer_banner" varchar(255) NOT NULL,
	"mer_info" varchar(500) NOT NULL,
	"mer_phone" varchar(32) NOT NULL,
	"mer_address" varchar(255) NOT NULL,
	"mer_keyword" varchar(255) NOT NULL,
	"product_score" smallint NOT NULL,
	"service_score" smallint NOT NULL,
	"postage_score" smallint NOT NULL,
	"care_count" integer DEFAULT 0 NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_mer_name_unique" UNIQUE("mer_name")
);
--> statement-breakpoint
CREATE TABLE "merchant_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_brand" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_name" varchar(64) NOT NULL,
	"category_id" integer NOT NULL,
	"pic" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"cate_name" varchar(64) NOT NULL,
	"level" smallint NOT NULL,
	"pic" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_category_level_check" CHECK ("store_category"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "store_product" (
	"id" integer PRIMARY KEY NOT NULL,
	"mer_id" integer NOT NULL,
	"cate_id" integer NOT NULL,
	"brand_id" integer,
	"store_name" varchar(200) NOT NULL,
	"store_info" varchar(500) NOT NULL,
	"keyword" varchar(255) NOT NULL,
	"unit_name" varchar(16) NOT NULL,
	"image" varchar(255) NOT NULL,
	"slider_image" jsonb NOT NULL,
	"price" integer NOT NULL,
	"ot_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"rate" smallint DEFAULT 50 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_good" boolean DEFAULT false NOT NULL,
	"once_min_count" integer DEFAULT 1 NOT NULL,
	"once_max_count" integer DEFAULT 0 NOT NULL,
	"attrs" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_product_stock_check" CHECK ("store_product"."stock" >= 0),
	CONSTRAINT "store_product_price_check" CHECK ("store_product"."price" >= 0 and "store_product"."ot_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_product_attr_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" varchar(255) NOT NULL,
	"unique" varchar(12) NOT NULL,
	"price" integer NOT NULL,
	"ot_price" integer NOT NULL,
	"cost" integer NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"image" varchar(255) NOT NULL,
	"bar_code" varchar(32) NOT NULL,
	CONSTRAINT "store_product_attr_value_unique_unique" UNIQUE("unique"),
	CONSTRAINT "store_product_attr_value_sku_uq" UNIQUE("product_id","sku"),
	CONSTRAINT "store_product_attr_value_stock_check" CHECK ("store_product_attr_value"."stock" >= 0),
	CONSTRAINT "store_product_attr_value_price_check" CHECK ("store_product_attr_value"."price" >= 0 and "store_product_attr_value"."ot_price" >= 0 and "store_product_attr_value"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_product_content" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_param" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"value" varchar(255) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_run" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_code" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" varchar(2) NOT NULL,
	"state" varchar(64) NOT NULL,
	"area_code" varchar(8) NOT NULL,
	CONSTRAINT "area_code_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "group_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_key" varchar(64) NOT NULL,
	"value" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keyword" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" varchar(50) NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_keyword_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_category_id_merchant_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."merchant_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_type_id_merchant_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."merchant_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_brand" ADD CONSTRAINT "store_brand_category_id_store_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product" ADD CONSTRAINT "store_product_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product" ADD CONSTRAINT "store_product_cate_id_store_category_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."store_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product" ADD CONSTRAINT "store_product_brand_id_store_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."store_brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_attr_value" ADD CONSTRAINT "store_product_attr_value_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_content" ADD CONSTRAINT "store_product_content_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_param" ADD CONSTRAINT "store_product_param_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_category_idx" ON "merchant" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "store_category_pid_idx" ON "store_category" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "store_product_mer_idx" ON "store_product" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "store_product_cate_idx" ON "store_product" USING btree ("cate_id");--> statement-breakpoint
CREATE INDEX "store_product_brand_idx" ON "store_product" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "store_product_sales_idx" ON "store_product" USING btree ("sales" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "store_product_hot_idx" ON "store_product" USING btree ("sales" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "store_product"."is_show" and "store_product"."is_hot";--> statement-breakpoint
CREATE INDEX "store_product_best_idx" ON "store_product" USING btree ("sales" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "store_product"."is_show" and "store_product"."is_best";--> statement-breakpoint
CREATE INDEX "store_product_new_idx" ON "store_product" USING btree ("create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "store_product"."is_show" and "store_product"."is_new";--> statement-breakpoint
CREATE INDEX "store_product_good_idx" ON "store_product" USING btree ("rate" DESC NULLS FIRST,"sales" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "store_product"."is_show" and "store_product"."is_good";--> statement-breakpoint
CREATE INDEX "store_product_param_product_idx" ON "store_product_param" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "store_product_param_name_idx" ON "store_product_param" USING btree ("name","value");--> statement-breakpoint
CREATE INDEX "group_data_key_idx" ON "group_data" USING btree ("group_key","sort");