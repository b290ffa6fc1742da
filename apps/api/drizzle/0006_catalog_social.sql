CREATE TABLE "store_guarantee" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer,
	"guarantee_name" varchar(32) NOT NULL,
	"guarantee_info" varchar(255) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"uid" integer,
	"order_id" integer,
	"unique" varchar(12) DEFAULT '' NOT NULL,
	"sku" varchar(255) DEFAULT '' NOT NULL,
	"nickname" varchar(32) NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"comment" varchar(500) NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_score" smallint NOT NULL,
	"service_score" smallint NOT NULL,
	"postage_score" smallint NOT NULL,
	"merchant_reply_content" varchar(500) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_product_reply_score_check" CHECK ("store_product_reply"."product_score" between 1 and 5 and "store_product_reply"."service_score" between 1 and 5 and "store_product_reply"."postage_score" between 1 and 5),
	CONSTRAINT "store_product_reply_pics_check" CHECK (jsonb_array_length("store_product_reply"."pics") <= 6)
);
--> statement-breakpoint
CREATE TABLE "user_relation" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"type" smallint NOT NULL,
	"type_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_relation_uq" UNIQUE("uid","type","type_id"),
	CONSTRAINT "user_relation_type_check" CHECK ("user_relation"."type" in (0, 1, 2, 3, 4, 10))
);
--> statement-breakpoint
CREATE TABLE "user_visit" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"product_id" integer NOT NULL,
	"visit_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_visit_uq" UNIQUE("uid","product_id")
);
--> statement-breakpoint
ALTER TABLE "store_guarantee" ADD CONSTRAINT "store_guarantee_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_reply" ADD CONSTRAINT "store_product_reply_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_reply" ADD CONSTRAINT "store_product_reply_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relation" ADD CONSTRAINT "user_relation_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_visit" ADD CONSTRAINT "user_visit_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_visit" ADD CONSTRAINT "user_visit_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_product_reply_product_idx" ON "store_product_reply" USING btree ("product_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_relation_list_idx" ON "user_relation" USING btree ("uid","type","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_visit_list_idx" ON "user_visit" USING btree ("uid","visit_time" DESC NULLS LAST);