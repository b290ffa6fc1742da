CREATE TABLE "store_presell" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"presell_type" smallint NOT NULL,
	"price" integer NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"final_start_time" timestamp with time zone,
	"final_end_time" timestamp with time zone,
	"delivery_day" integer NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_presell_type_check" CHECK ("store_presell"."presell_type" in (1, 2)),
	CONSTRAINT "store_presell_window_check" CHECK ("store_presell"."end_time" > "store_presell"."start_time"),
	CONSTRAINT "store_presell_final_check" CHECK (case when "store_presell"."presell_type" = 2
        then "store_presell"."final_start_time" >= "store_presell"."end_time" and "store_presell"."final_end_time" > "store_presell"."final_start_time"
        else "store_presell"."final_start_time" is null and "store_presell"."final_end_time" is null end),
	CONSTRAINT "store_presell_delivery_check" CHECK ("store_presell"."delivery_day" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_presell_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_order_id" integer NOT NULL,
	"order_id" integer,
	"uid" integer NOT NULL,
	"presell_id" integer NOT NULL,
	"presell_sku_id" integer NOT NULL,
	"presell_type" smallint NOT NULL,
	"num" integer NOT NULL,
	"deposit_price" integer NOT NULL,
	"final_price" integer NOT NULL,
	"coupon_user_id" integer,
	"coupon_price" integer DEFAULT 0 NOT NULL,
	"pay_price" integer NOT NULL,
	"final_start_time" timestamp with time zone,
	"final_end_time" timestamp with time zone,
	"delivery_day" integer NOT NULL,
	"sn" varchar(32) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_type" varchar(16) DEFAULT '' NOT NULL,
	"pay_time" timestamp with time zone,
	"returned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_presell_order_group_order_id_unique" UNIQUE("group_order_id"),
	CONSTRAINT "store_presell_order_sn_unique" UNIQUE("sn"),
	CONSTRAINT "store_presell_order_status_check" CHECK ("store_presell_order"."status" in (-2, -1, 0, 1, 2)),
	CONSTRAINT "store_presell_order_num_check" CHECK ("store_presell_order"."num" > 0),
	CONSTRAINT "store_presell_order_money_check" CHECK ("store_presell_order"."pay_price" = "store_presell_order"."final_price" - "store_presell_order"."coupon_price" and "store_presell_order"."pay_price" >= 0 and "store_presell_order"."coupon_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_presell_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"presell_id" integer NOT NULL,
	"source_unique" varchar(12) NOT NULL,
	"unique" varchar(12) NOT NULL,
	"sku" varchar(128) NOT NULL,
	"price" integer NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"ot_price" integer NOT NULL,
	"quota" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "store_presell_sku_unique_unique" UNIQUE("unique"),
	CONSTRAINT "store_presell_sku_stock_check" CHECK ("store_presell_sku"."stock" >= 0 and "store_presell_sku"."stock" <= "store_presell_sku"."quota"),
	CONSTRAINT "store_presell_sku_price_check" CHECK ("store_presell_sku"."price" > 0 and "store_presell_sku"."deposit" >= 0 and "store_presell_sku"."deposit" < "store_presell_sku"."price")
);
--> statement-breakpoint
ALTER TABLE "store_presell" ADD CONSTRAINT "store_presell_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_presell" ADD CONSTRAINT "store_presell_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_presell_order" ADD CONSTRAINT "store_presell_order_group_order_id_store_group_order_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."store_group_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_presell_order" ADD CONSTRAINT "store_presell_order_order_id_store_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_presell_order" ADD CONSTRAINT "store_presell_order_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_presell_order" ADD CONSTRAINT "store_presell_order_presell_id_store_presell_id_fk" FOREIGN KEY ("presell_id") REFERENCES "public"."store_presell"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_presell_order" ADD CONSTRAINT "store_presell_order_presell_sku_id_store_presell_sku_id_fk" FOREIGN KEY ("presell_sku_id") REFERENCES "public"."store_presell_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_presell_order" ADD CONSTRAINT "store_presell_order_coupon_user_id_store_coupon_user_id_fk" FOREIGN KEY ("coupon_user_id") REFERENCES "public"."store_coupon_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_presell_sku" ADD CONSTRAINT "store_presell_sku_presell_id_store_presell_id_fk" FOREIGN KEY ("presell_id") REFERENCES "public"."store_presell"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_presell_window_idx" ON "store_presell" USING btree ("start_time","end_time");--> statement-breakpoint
CREATE INDEX "store_presell_order_final_due_idx" ON "store_presell_order" USING btree ("final_end_time") WHERE "store_presell_order"."status" = 1;--> statement-breakpoint
CREATE INDEX "store_presell_order_uid_idx" ON "store_presell_order" USING btree ("uid","status");--> statement-breakpoint
CREATE INDEX "store_presell_sku_presell_idx" ON "store_presell_sku" USING btree ("presell_id");