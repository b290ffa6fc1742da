CREATE TABLE "store_bargain" (
	"id" serial PRIMARY KEY NOT NULL,
	"bargain_product_id" integer NOT NULL,
	"bargain_sku_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"unique" varchar(12) NOT NULL,
	"ot_price" integer NOT NULL,
	"min_price" integer NOT NULL,
	"price" integer NOT NULL,
	"help_num" integer NOT NULL,
	"help_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"group_order_id" integer,
	"bought_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_bargain_unique_unique" UNIQUE("unique"),
	CONSTRAINT "store_bargain_status_check" CHECK ("store_bargain"."status" in (1, 10, -1)),
	CONSTRAINT "store_bargain_price_check" CHECK ("store_bargain"."price" >= "store_bargain"."min_price" and "store_bargain"."price" <= "store_bargain"."ot_price" and "store_bargain"."help_count" between 0 and "store_bargain"."help_num"
        and "store_bargain"."price" - "store_bargain"."min_price" >= "store_bargain"."help_num" - "store_bargain"."help_count"
        and ("store_bargain"."help_count" < "store_bargain"."help_num" or "store_bargain"."price" = "store_bargain"."min_price"))
);
--> statement-breakpoint
CREATE TABLE "store_bargain_help" (
	"id" serial PRIMARY KEY NOT NULL,
	"bargain_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_bargain_help_price_check" CHECK ("store_bargain_help"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_bargain_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"help_num" integer NOT NULL,
	"hours" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"stop_time" timestamp with time zone NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_bargain_product_rules_check" CHECK ("store_bargain_product"."help_num" between 1 and 100 and "store_bargain_product"."hours" between 1 and 720),
	CONSTRAINT "store_bargain_product_window_check" CHECK ("store_bargain_product"."stop_time" > "store_bargain_product"."start_time")
);
--> statement-breakpoint
CREATE TABLE "store_bargain_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"bargain_product_id" integer NOT NULL,
	"source_unique" varchar(12) NOT NULL,
	"unique" varchar(12) NOT NULL,
	"sku" varchar(128) NOT NULL,
	"price" integer NOT NULL,
	"min_price" integer NOT NULL,
	"quota" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "store_bargain_sku_unique_unique" UNIQUE("unique"),
	CONSTRAINT "store_bargain_sku_price_check" CHECK ("store_bargain_sku"."min_price" > 0 and "store_bargain_sku"."price" > "store_bargain_sku"."min_price"),
	CONSTRAINT "store_bargain_sku_stock_check" CHECK ("store_bargain_sku"."stock" >= 0 and "store_bargain_sku"."stock" <= "store_bargain_sku"."quota")
);
--> statement-breakpoint
ALTER TABLE "store_bargain" ADD CONSTRAINT "store_bargain_bargain_product_id_store_bargain_product_id_fk" FOREIGN KEY ("bargain_product_id") REFERENCES "public"."store_bargain_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bargain" ADD CONSTRAINT "store_bargain_bargain_sku_id_store_bargain_sku_id_fk" FOREIGN KEY ("bargain_sku_id") REFERENCES "public"."store_bargain_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bargain" ADD CONSTRAINT "store_bargain_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bargain_help" ADD CONSTRAINT "store_bargain_help_bargain_id_store_bargain_id_fk" FOREIGN KEY ("bargain_id") REFERENCES "public"."store_bargain"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bargain_help" ADD CONSTRAINT "store_bargain_help_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bargain_product" ADD CONSTRAINT "store_bargain_product_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bargain_product" ADD CONSTRAINT "store_bargain_product_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bargain_sku" ADD CONSTRAINT "store_bargain_sku_bargain_product_id_store_bargain_product_id_fk" FOREIGN KEY ("bargain_product_id") REFERENCES "public"."store_bargain_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_bargain_active_idx" ON "store_bargain" USING btree ("bargain_product_id","uid") WHERE "store_bargain"."status" = 1;--> statement-breakpoint
CREATE INDEX "store_bargain_uid_idx" ON "store_bargain" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "store_bargain_due_idx" ON "store_bargain" USING btree ("ends_at") WHERE "store_bargain"."status" = 1;--> statement-breakpoint
CREATE INDEX "store_bargain_order_idx" ON "store_bargain" USING btree ("group_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_bargain_help_once_idx" ON "store_bargain_help" USING btree ("bargain_id","uid");--> statement-breakpoint
CREATE INDEX "store_bargain_sku_product_idx" ON "store_bargain_sku" USING btree ("bargain_product_id");