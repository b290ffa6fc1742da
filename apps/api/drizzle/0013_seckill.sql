CREATE TABLE "store_seckill_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"once_num" integer NOT NULL,
	"all_num" integer NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_seckill_activity_days_check" CHECK ("store_seckill_activity"."end_day" >= "store_seckill_activity"."start_day"),
	CONSTRAINT "store_seckill_activity_limits_check" CHECK ("store_seckill_activity"."once_num" > 0 and "store_seckill_activity"."all_num" >= "store_seckill_activity"."once_num")
);
--> statement-breakpoint
CREATE TABLE "store_seckill_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_order_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"seckill_sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"day" date NOT NULL,
	"returned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_seckill_order_num_check" CHECK ("store_seckill_order"."num" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_seckill_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"time_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"price" integer NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_seckill_quota" (
	"activity_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"day" date NOT NULL,
	"day_num" integer NOT NULL,
	"total_num" integer NOT NULL,
	"once_num" integer NOT NULL,
	"all_num" integer NOT NULL,
	CONSTRAINT "store_seckill_quota_activity_id_uid_pk" PRIMARY KEY("activity_id","uid"),
	CONSTRAINT "store_seckill_quota_limit_check" CHECK ("store_seckill_quota"."day_num" >= 0 and "store_seckill_quota"."total_num" >= 0 and "store_seckill_quota"."day_num" <= "store_seckill_quota"."once_num" and "store_seckill_quota"."total_num" <= "store_seckill_quota"."all_num")
);
--> statement-breakpoint
CREATE TABLE "store_seckill_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"seckill_product_id" integer NOT NULL,
	"source_unique" varchar(12) NOT NULL,
	"unique" varchar(12) NOT NULL,
	"sku" varchar(128) NOT NULL,
	"price" integer NOT NULL,
	"ot_price" integer NOT NULL,
	"quota" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "store_seckill_sku_unique_unique" UNIQUE("unique"),
	CONSTRAINT "store_seckill_sku_stock_check" CHECK ("store_seckill_sku"."stock" >= 0 and "store_seckill_sku"."stock" <= "store_seckill_sku"."quota"),
	CONSTRAINT "store_seckill_sku_price_check" CHECK ("store_seckill_sku"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_seckill_time" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(32) NOT NULL,
	"start_hour" smallint NOT NULL,
	"end_hour" smallint NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_seckill_time_hours_check" CHECK ("store_seckill_time"."start_hour" between 0 and 23 and "store_seckill_time"."end_hour" > "store_seckill_time"."start_hour" and "store_seckill_time"."end_hour" <= 24)
);
--> statement-breakpoint
ALTER TABLE "store_seckill_activity" ADD CONSTRAINT "store_seckill_activity_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_order" ADD CONSTRAINT "store_seckill_order_group_order_id_store_group_order_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."store_group_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_order" ADD CONSTRAINT "store_seckill_order_seckill_sku_id_store_seckill_sku_id_fk" FOREIGN KEY ("seckill_sku_id") REFERENCES "public"."store_seckill_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_product" ADD CONSTRAINT "store_seckill_product_activity_id_store_seckill_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."store_seckill_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_product" ADD CONSTRAINT "store_seckill_product_time_id_store_seckill_time_id_fk" FOREIGN KEY ("time_id") REFERENCES "public"."store_seckill_time"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_product" ADD CONSTRAINT "store_seckill_product_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_product" ADD CONSTRAINT "store_seckill_product_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_quota" ADD CONSTRAINT "store_seckill_quota_activity_id_store_seckill_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."store_seckill_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_quota" ADD CONSTRAINT "store_seckill_quota_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seckill_sku" ADD CONSTRAINT "store_seckill_sku_seckill_product_id_store_seckill_product_id_fk" FOREIGN KEY ("seckill_product_id") REFERENCES "public"."store_seckill_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_seckill_order_group_idx" ON "store_seckill_order" USING btree ("group_order_id");--> statement-breakpoint
CREATE INDEX "store_seckill_product_time_idx" ON "store_seckill_product" USING btree ("time_id","activity_id");--> statement-breakpoint
CREATE INDEX "store_seckill_sku_product_idx" ON "store_seckill_sku" USING btree ("seckill_product_id");