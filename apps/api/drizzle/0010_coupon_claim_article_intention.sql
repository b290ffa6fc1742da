CREATE TABLE "article" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"author" varchar(32) NOT NULL,
	"image_input" varchar(255) NOT NULL,
	"synopsis" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"visit" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_intention" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"mer_name" varchar(15) NOT NULL,
	"name" varchar(5) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"mer_category_id" integer NOT NULL,
	"mer_type_id" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"fail_msg" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_intention_status_check" CHECK ("merchant_intention"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_cid_article_category_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."article_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_intention" ADD CONSTRAINT "merchant_intention_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_intention" ADD CONSTRAINT "merchant_intention_mer_category_id_merchant_category_id_fk" FOREIGN KEY ("mer_category_id") REFERENCES "public"."merchant_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_intention" ADD CONSTRAINT "merchant_intention_mer_type_id_merchant_type_id_fk" FOREIGN KEY ("mer_type_id") REFERENCES "public"."merchant_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_cid_idx" ON "article" USING btree ("cid","created_at");--> statement-breakpoint
CREATE INDEX "merchant_intention_uid_idx" ON "merchant_intention" USING btree ("uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_intention_name_idx" ON "merchant_intention" USING btree ("mer_name") WHERE "merchant_intention"."status" in (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_intention_phone_idx" ON "merchant_intention" USING btree ("phone") WHERE "merchant_intention"."status" in (0, 1);