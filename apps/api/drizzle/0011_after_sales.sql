CREATE TABLE "logistics_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_code" varchar(16) NOT NULL,
	"delivery_id" varchar(64) NOT NULL,
	"state" varchar(16) NOT NULL,
	"message" varchar(255) NOT NULL,
	"event_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer NOT NULL,
	"account" varchar(32) NOT NULL,
	"pwd" varchar(255) NOT NULL,
	"real_name" varchar(32) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_staff_account_unique" UNIQUE("account")
);
--> statement-breakpoint
CREATE TABLE "merchant_staff_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_staff_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pay_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"out_refund_no" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"refund_no" varchar(48) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_refund_out_refund_no_unique" UNIQUE("out_refund_no"),
	CONSTRAINT "pay_refund_amount_check" CHECK ("pay_refund"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_refund_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_order_sn" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"refund_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"refund_message" varchar(64) NOT NULL,
	"mark" varchar(100) DEFAULT '' NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_num" integer NOT NULL,
	"refund_price" integer NOT NULL,
	"refund_postage" integer DEFAULT 0 NOT NULL,
	"fail_message" varchar(255) DEFAULT '' NOT NULL,
	"delivery_type" varchar(16) DEFAULT '' NOT NULL,
	"delivery_name" varchar(32) DEFAULT '' NOT NULL,
	"delivery_id" varchar(64) DEFAULT '' NOT NULL,
	"delivery_phone" varchar(20) DEFAULT '' NOT NULL,
	"status_time" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"is_del" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_refund_order_refund_order_sn_unique" UNIQUE("refund_order_sn"),
	CONSTRAINT "store_refund_order_status_check" CHECK ("store_refund_order"."status" in (-2, -1, 0, 1, 2, 3)),
	CONSTRAINT "store_refund_order_type_check" CHECK ("store_refund_order"."refund_type" in (1, 2)),
	CONSTRAINT "store_refund_order_money_check" CHECK ("store_refund_order"."refund_num" > 0 and "store_refund_order"."refund_postage" >= 0 and "store_refund_order"."refund_price" >= "store_refund_order"."refund_postage"),
	CONSTRAINT "store_refund_order_pics_check" CHECK (jsonb_array_length("store_refund_order"."pics") <= 6)
);
--> statement-breakpoint
CREATE TABLE "store_refund_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_order_id" integer NOT NULL,
	"order_product_id" integer NOT NULL,
	"refund_num" integer NOT NULL,
	"refund_price" integer NOT NULL,
	CONSTRAINT "store_refund_product_uq" UNIQUE("refund_order_id","order_product_id"),
	CONSTRAINT "store_refund_product_check" CHECK ("store_refund_product"."refund_num" > 0 and "store_refund_product"."refund_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_refund_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_order_id" integer NOT NULL,
	"change_type" varchar(16) NOT NULL,
	"change_message" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_order" ADD COLUMN "delivery_type" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order" ADD COLUMN "delivery_code" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order" ADD COLUMN "delivery_name" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order" ADD COLUMN "delivery_id" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order" ADD COLUMN "delivery_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_order" ADD COLUMN "take_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_order" ADD COLUMN "refund_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order" ADD COLUMN "is_del" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order_product" ADD COLUMN "is_reply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_staff" ADD CONSTRAINT "merchant_staff_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_staff_token" ADD CONSTRAINT "merchant_staff_token_staff_id_merchant_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."merchant_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refund_order" ADD CONSTRAINT "store_refund_order_order_id_store_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refund_order" ADD CONSTRAINT "store_refund_order_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refund_order" ADD CONSTRAINT "store_refund_order_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refund_product" ADD CONSTRAINT "store_refund_product_refund_order_id_store_refund_order_id_fk" FOREIGN KEY ("refund_order_id") REFERENCES "public"."store_refund_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refund_product" ADD CONSTRAINT "store_refund_product_order_product_id_store_order_product_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."store_order_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refund_status" ADD CONSTRAINT "store_refund_status_refund_order_id_store_refund_order_id_fk" FOREIGN KEY ("refund_order_id") REFERENCES "public"."store_refund_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_event_no_idx" ON "logistics_event" USING btree ("delivery_code","delivery_id","event_time");--> statement-breakpoint
CREATE INDEX "merchant_staff_mer_idx" ON "merchant_staff" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "merchant_staff_token_staff_idx" ON "merchant_staff_token" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "pay_refund_trade_idx" ON "pay_refund" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "store_refund_order_uid_idx" ON "store_refund_order" USING btree ("uid","is_del","id");--> statement-breakpoint
CREATE INDEX "store_refund_order_order_idx" ON "store_refund_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_refund_order_mer_idx" ON "store_refund_order" USING btree ("mer_id","status","id");--> statement-breakpoint
CREATE INDEX "store_refund_order_pending_idx" ON "store_refund_order" USING btree ("created_at") WHERE "store_refund_order"."status" = 0;--> statement-breakpoint
CREATE INDEX "store_refund_product_line_idx" ON "store_refund_product" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "store_refund_status_refund_idx" ON "store_refund_status" USING btree ("refund_order_id","id");--> statement-breakpoint
CREATE INDEX "store_order_take_due_idx" ON "store_order" USING btree ("delivery_time") WHERE "store_order"."status" = 1;--> statement-breakpoint
CREATE INDEX "store_order_refund_window_idx" ON "store_order" USING btree ("take_time") WHERE "store_order"."refund_closed" = false and "store_order"."take_time" is not null;--> statement-breakpoint
CREATE INDEX "store_order_mer_idx" ON "store_order" USING btree ("mer_id","paid","status");--> statement-breakpoint
ALTER TABLE "store_order" ADD CONSTRAINT "store_order_shipped_check" CHECK ("store_order"."status" not in (1, 2, 3) or "store_order"."delivery_time" is not null);