CREATE TABLE "shipping_region" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"fee" integer NOT NULL,
	"free_above" integer,
	CONSTRAINT "shipping_region_province_uq" UNIQUE("template_id","province_id"),
	CONSTRAINT "shipping_region_money_check" CHECK ("shipping_region"."fee" >= 0 and coalesce("shipping_region"."free_above", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"fee" integer NOT NULL,
	"free_above" integer,
	CONSTRAINT "shipping_template_mer_id_unique" UNIQUE("mer_id"),
	CONSTRAINT "shipping_template_money_check" CHECK ("shipping_template"."fee" >= 0 and coalesce("shipping_template"."free_above", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer DEFAULT 0 NOT NULL,
	"title" varchar(64) NOT NULL,
	"type" smallint NOT NULL,
	"coupon_price" integer NOT NULL,
	"use_min_price" integer DEFAULT 0 NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_type" smallint DEFAULT 0 NOT NULL,
	"coupon_time" integer DEFAULT 30 NOT NULL,
	"use_start_time" timestamp with time zone,
	"use_end_time" timestamp with time zone,
	"is_del" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_coupon_type_check" CHECK ("store_coupon"."type" in (0, 1, 10, 11, 12)),
	CONSTRAINT "store_coupon_price_check" CHECK ("store_coupon"."coupon_price" > 0 and "store_coupon"."use_min_price" >= 0),
	CONSTRAINT "store_coupon_scope_check" CHECK (("store_coupon"."type" < 10) = ("store_coupon"."mer_id" > 0))
);
--> statement-breakpoint
CREATE TABLE "store_coupon_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"coupon_title" varchar(64) NOT NULL,
	"coupon_price" integer NOT NULL,
	"use_min_price" integer NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"use_time" timestamp with time zone,
	"group_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_coupon_user_type_check" CHECK ("store_coupon_user"."type" in (0, 1, 10, 11, 12)),
	CONSTRAINT "store_coupon_user_status_check" CHECK ("store_coupon_user"."status" in (0, 1, 2)),
	CONSTRAINT "store_coupon_user_price_check" CHECK ("store_coupon_user"."coupon_price" > 0 and "store_coupon_user"."use_min_price" >= 0),
	CONSTRAINT "store_coupon_user_used_check" CHECK (("store_coupon_user"."status" = 1) = ("store_coupon_user"."group_order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_checkout" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"input" jsonb NOT NULL,
	"pay_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_group_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_order_sn" varchar(32) NOT NULL,
	"uid" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"total_num" integer NOT NULL,
	"total_price" integer NOT NULL,
	"total_postage" integer NOT NULL,
	"coupon_price" integer NOT NULL,
	"integral" integer DEFAULT 0 NOT NULL,
	"integral_price" integer DEFAULT 0 NOT NULL,
	"pay_price" integer NOT NULL,
	"address" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_type" varchar(16) DEFAULT '' NOT NULL,
	"pay_time" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" varchar(16) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_group_order_group_order_sn_unique" UNIQUE("group_order_sn"),
	CONSTRAINT "store_group_order_request_uq" UNIQUE("uid","request_id"),
	CONSTRAINT "store_group_order_status_check" CHECK ("store_group_order"."status" in (-1, 0, 1)),
	CONSTRAINT "store_group_order_money_check" CHECK ("store_group_order"."pay_price" >= 0 and "store_group_order"."total_price" >= 0 and "store_group_order"."total_postage" >= 0 and "store_group_order"."coupon_price" >= 0 and "store_group_order"."integral_price" >= 0 and "store_group_order"."integral" >= 0),
	CONSTRAINT "store_group_order_sum_check" CHECK ("store_group_order"."pay_price" = "store_group_order"."total_price" + "store_group_order"."total_postage" - "store_group_order"."coupon_price" - "store_group_order"."integral_price")
);
--> statement-breakpoint
CREATE TABLE "store_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" varchar(32) NOT NULL,
	"group_order_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"total_num" integer NOT NULL,
	"total_price" integer NOT NULL,
	"pay_postage" integer NOT NULL,
	"coupon_price" integer NOT NULL,
	"platform_coupon_price" integer NOT NULL,
	"coupon_user_id" integer,
	"integral" integer DEFAULT 0 NOT NULL,
	"integral_price" integer DEFAULT 0 NOT NULL,
	"pay_price" integer NOT NULL,
	"mark" varchar(150) DEFAULT '' NOT NULL,
	"receipt" jsonb,
	"activity_type" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"pay_time" timestamp with time zone,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_order_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "store_order_sum_check" CHECK ("store_order"."pay_price" = "store_order"."total_price" + "store_order"."pay_postage" - "store_order"."coupon_price" - "store_order"."platform_coupon_price" - "store_order"."integral_price" and "store_order"."pay_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_order_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_attr_unique" varchar(12) NOT NULL,
	"product_num" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"image" varchar(255) NOT NULL,
	"sku" varchar(255) NOT NULL,
	"price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"coupon_price" integer NOT NULL,
	"platform_coupon_price" integer NOT NULL,
	"integral_price" integer NOT NULL,
	"pay_price" integer NOT NULL,
	CONSTRAINT "store_order_product_num_check" CHECK ("store_order_product"."product_num" > 0),
	CONSTRAINT "store_order_product_sum_check" CHECK ("store_order_product"."total_price" = "store_order_product"."price" * "store_order_product"."product_num" and "store_order_product"."pay_price" = "store_order_product"."total_price" - "store_order_product"."coupon_price" - "store_order_product"."platform_coupon_price" - "store_order_product"."integral_price" and "store_order_product"."pay_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_bill" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"type" varchar(32) NOT NULL,
	"pm" smallint NOT NULL,
	"number" integer NOT NULL,
	"balance" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"mark" varchar(255) DEFAULT '' NOT NULL,
	"link_id" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_bill_category_check" CHECK ("user_bill"."category" in ('now_money', 'integral')),
	CONSTRAINT "user_bill_number_check" CHECK ("user_bill"."number" > 0 and "user_bill"."balance" >= 0 and "user_bill"."pm" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "pay_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"trade_no" varchar(48) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"result" varchar(16) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_notice_trade_uq" UNIQUE("provider","trade_no"),
	CONSTRAINT "pay_notice_result_check" CHECK ("pay_notice"."result" in ('paid', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "pay_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(48) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"group_order_id" integer NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"trade_no" varchar(48),
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_session_code_unique" UNIQUE("code"),
	CONSTRAINT "pay_session_status_check" CHECK ("pay_session"."status" in ('open', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "shipping_region" ADD CONSTRAINT "shipping_region_template_id_shipping_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shipping_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_template" ADD CONSTRAINT "shipping_template_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_coupon_user" ADD CONSTRAINT "store_coupon_user_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_coupon_user" ADD CONSTRAINT "store_coupon_user_coupon_id_store_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."store_coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checkout" ADD CONSTRAINT "order_checkout_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_group_order" ADD CONSTRAINT "store_group_order_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order" ADD CONSTRAINT "store_order_group_order_id_store_group_order_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."store_group_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order" ADD CONSTRAINT "store_order_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order" ADD CONSTRAINT "store_order_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_product" ADD CONSTRAINT "store_order_product_order_id_store_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bill" ADD CONSTRAINT "user_bill_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_session" ADD CONSTRAINT "pay_session_group_order_id_store_group_order_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."store_group_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_coupon_user_uid_idx" ON "store_coupon_user" USING btree ("uid","status");--> statement-breakpoint
CREATE INDEX "store_coupon_user_order_idx" ON "store_coupon_user" USING btree ("group_order_id");--> statement-breakpoint
CREATE INDEX "order_checkout_created_idx" ON "order_checkout" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_group_order_uid_idx" ON "store_group_order" USING btree ("uid","status");--> statement-breakpoint
CREATE INDEX "store_group_order_unpaid_idx" ON "store_group_order" USING btree ("expires_at") WHERE "store_group_order"."status" = 0;--> statement-breakpoint
CREATE INDEX "store_order_group_idx" ON "store_order" USING btree ("group_order_id");--> statement-breakpoint
CREATE INDEX "store_order_uid_idx" ON "store_order" USING btree ("uid","paid","status");--> statement-breakpoint
CREATE INDEX "store_order_product_order_idx" ON "store_order_product" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "user_bill_uid_idx" ON "user_bill" USING btree ("uid","category","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bill_link_uq" ON "user_bill" USING btree ("category","type","link_id") WHERE "user_bill"."link_id" <> '';--> statement-breakpoint
CREATE INDEX "pay_notice_out_trade_idx" ON "pay_notice" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "pay_session_order_idx" ON "pay_session" USING btree ("group_order_id");--> statement-breakpoint
CREATE INDEX "pay_session_notify_idx" ON "pay_session" USING btree ("status","notified_at");