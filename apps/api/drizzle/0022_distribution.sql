CREATE TABLE "user_spread" (
	"uid" integer PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"spread_uid" integer,
	"spread_time" timestamp with time zone,
	"brokerage_price" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_spread_code_unique" UNIQUE("code"),
	CONSTRAINT "user_spread_check" CHECK ("user_spread"."brokerage_price" >= 0 and "user_spread"."spread_uid" <> "user_spread"."uid")
);
--> statement-breakpoint
ALTER TABLE "user_brokerage" DROP CONSTRAINT "user_brokerage_uq";--> statement-breakpoint
ALTER TABLE "user_brokerage" DROP CONSTRAINT "user_brokerage_check";--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD COLUMN "buyer_uid" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD COLUMN "order_product_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD COLUMN "base_price" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD COLUMN "rate" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD COLUMN "thawed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_spread" ADD CONSTRAINT "user_spread_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_spread" ADD CONSTRAINT "user_spread_spread_uid_users_uid_fk" FOREIGN KEY ("spread_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_spread_parent_idx" ON "user_spread" USING btree ("spread_uid");--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD CONSTRAINT "user_brokerage_buyer_uid_users_uid_fk" FOREIGN KEY ("buyer_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD CONSTRAINT "user_brokerage_order_product_id_store_order_product_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."store_order_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_brokerage_order_idx" ON "user_brokerage" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD CONSTRAINT "user_brokerage_line_uq" UNIQUE("order_product_id","level");--> statement-breakpoint
ALTER TABLE "user_brokerage" ADD CONSTRAINT "user_brokerage_check" CHECK ("user_brokerage"."brokerage" >= 0 and "user_brokerage"."refunded" >= 0 and "user_brokerage"."refunded" <= "user_brokerage"."brokerage" and "user_brokerage"."status" in (-1, 0, 1) and "user_brokerage"."level" in (1, 2));