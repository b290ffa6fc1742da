CREATE TABLE "store_combination_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"combination_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"people" smallint NOT NULL,
	"joined" smallint NOT NULL,
	"paid_num" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_combination_group_status_check" CHECK ("store_combination_group"."status" in (-1, 0, 10)),
	CONSTRAINT "store_combination_group_seats_check" CHECK ("store_combination_group"."joined" >= 0 and "store_combination_group"."joined" <= "store_combination_group"."people" and "store_combination_group"."paid_num" >= 0 and "store_combination_group"."paid_num" <= "store_combination_group"."joined")
);
--> statement-breakpoint
CREATE TABLE "store_combination_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"group_order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_combination_member_uq" UNIQUE("group_id","uid"),
	CONSTRAINT "store_combination_member_num_check" CHECK ("store_combination_member"."num" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_combination_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"price" integer NOT NULL,
	"people" smallint NOT NULL,
	"effective_hours" smallint NOT NULL,
	"once_num" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"stop_time" timestamp with time zone NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_combination_product_people_check" CHECK ("store_combination_product"."people" between 2 and 100),
	CONSTRAINT "store_combination_product_hours_check" CHECK ("store_combination_product"."effective_hours" between 1 and 720),
	CONSTRAINT "store_combination_product_once_check" CHECK ("store_combination_product"."once_num" > 0),
	CONSTRAINT "store_combination_product_window_check" CHECK ("store_combination_product"."stop_time" > "store_combination_product"."start_time")
);
--> statement-breakpoint
CREATE TABLE "store_combination_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"combination_id" integer NOT NULL,
	"source_unique" varchar(12) NOT NULL,
	"unique" varchar(12) NOT NULL,
	"sku" varchar(128) NOT NULL,
	"price" integer NOT NULL,
	"ot_price" integer NOT NULL,
	"quota" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "store_combination_sku_unique_unique" UNIQUE("unique"),
	CONSTRAINT "store_combination_sku_stock_check" CHECK ("store_combination_sku"."stock" >= 0 and "store_combination_sku"."stock" <= "store_combination_sku"."quota"),
	CONSTRAINT "store_combination_sku_price_check" CHECK ("store_combination_sku"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_combination_group" ADD CONSTRAINT "store_combination_group_combination_id_store_combination_product_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."store_combination_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combination_group" ADD CONSTRAINT "store_combination_group_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combination_member" ADD CONSTRAINT "store_combination_member_group_id_store_combination_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."store_combination_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combination_member" ADD CONSTRAINT "store_combination_member_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combination_member" ADD CONSTRAINT "store_combination_member_group_order_id_store_group_order_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."store_group_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combination_member" ADD CONSTRAINT "store_combination_member_sku_id_store_combination_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."store_combination_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combination_product" ADD CONSTRAINT "store_combination_product_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combination_product" ADD CONSTRAINT "store_combination_product_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combination_sku" ADD CONSTRAINT "store_combination_sku_combination_id_store_combination_product_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."store_combination_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_combination_group_goods_idx" ON "store_combination_group" USING btree ("combination_id","status");--> statement-breakpoint
CREATE INDEX "store_combination_group_due_idx" ON "store_combination_group" USING btree ("ends_at") WHERE "store_combination_group"."status" = 0;--> statement-breakpoint
CREATE INDEX "store_combination_member_order_idx" ON "store_combination_member" USING btree ("group_order_id");--> statement-breakpoint
CREATE INDEX "store_combination_sku_goods_idx" ON "store_combination_sku" USING btree ("combination_id");