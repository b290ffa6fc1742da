CREATE TABLE "live_anchor" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer,
	"nickname" varchar(32) NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"fans" integer DEFAULT 0 NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoice" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"invoice_sn" varchar(32) NOT NULL,
	"file_url" varchar(255) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_anchor_follow" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_anchor_follow_uq" UNIQUE("uid","anchor_id")
);
--> statement-breakpoint
CREATE TABLE "user_brokerage" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"order_id" integer NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"brokerage" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_brokerage_uq" UNIQUE("uid","order_id"),
	CONSTRAINT "user_brokerage_check" CHECK ("user_brokerage"."brokerage" >= 0 and "user_brokerage"."status" in (-1, 0, 1) and "user_brokerage"."level" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "user_receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"receipt_type" smallint NOT NULL,
	"receipt_title_type" smallint NOT NULL,
	"receipt_title" varchar(50) NOT NULL,
	"duty_paragraph" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"bank_name" varchar(50) DEFAULT '' NOT NULL,
	"bank_code" varchar(30) DEFAULT '' NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"tel" varchar(20) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_receipt_type_check" CHECK ("user_receipt"."receipt_type" in (1, 2) and "user_receipt"."receipt_title_type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "store_coupon" ADD COLUMN "receive_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_coupon" ADD COLUMN "receive_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_coupon" ADD COLUMN "total_count" integer;--> statement-breakpoint
ALTER TABLE "store_coupon" ADD COLUMN "remain_count" integer;--> statement-breakpoint
ALTER TABLE "store_coupon" ADD COLUMN "user_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_coupon" ADD COLUMN "is_show" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "live_anchor" ADD CONSTRAINT "live_anchor_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice" ADD CONSTRAINT "order_invoice_order_id_store_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice" ADD CONSTRAINT "order_invoice_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_anchor_follow" ADD CONSTRAINT "user_anchor_follow_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_anchor_follow" ADD CONSTRAINT "user_anchor_follow_anchor_id_live_anchor_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."live_anchor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD CONSTRAINT "user_brokerage_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD CONSTRAINT "user_brokerage_order_id_store_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_receipt" ADD CONSTRAINT "user_receipt_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_anchor_follow_uid_idx" ON "user_anchor_follow" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "user_brokerage_uid_idx" ON "user_brokerage" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "user_receipt_uid_idx" ON "user_receipt" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "store_coupon_user_coupon_idx" ON "store_coupon_user" USING btree ("coupon_id","uid");--> statement-breakpoint
ALTER TABLE "store_coupon" ADD CONSTRAINT "store_coupon_count_check" CHECK (("store_coupon"."total_count" is null) = ("store_coupon"."remain_count" is null) and ("store_coupon"."remain_count" is null or "store_coupon"."remain_count" between 0 and "store_coupon"."total_count"));--> statement-breakpoint
ALTER TABLE "store_coupon" ADD CONSTRAINT "store_coupon_user_limit_check" CHECK ("store_coupon"."user_limit" >= 1);