CREATE TABLE "store_cart" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_attr_unique" varchar(12) NOT NULL,
	"cart_num" integer NOT NULL,
	"product_type" smallint DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_cart_num_check" CHECK ("store_cart"."cart_num" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_cart" ADD CONSTRAINT "store_cart_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart" ADD CONSTRAINT "store_cart_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart" ADD CONSTRAINT "store_cart_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_cart_normal_uq" ON "store_cart" USING btree ("uid","product_attr_unique","product_type") WHERE not "store_cart"."is_new";--> statement-breakpoint
CREATE INDEX "store_cart_uid_idx" ON "store_cart" USING btree ("uid","is_new");