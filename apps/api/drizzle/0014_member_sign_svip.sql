CREATE TABLE "svip_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" varchar(32) NOT NULL,
	"uid" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"title" varchar(32) NOT NULL,
	"days" integer NOT NULL,
	"pay_price" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_type" varchar(16) DEFAULT '' NOT NULL,
	"pay_time" timestamp with time zone,
	"member_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "svip_order_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "svip_order_status_check" CHECK ("svip_order"."status" in (-1, 0, 1)),
	CONSTRAINT "svip_order_money_check" CHECK ("svip_order"."pay_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "svip_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(32) NOT NULL,
	"days" integer NOT NULL,
	"price" integer NOT NULL,
	"ot_price" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "svip_plan_money_check" CHECK ("svip_plan"."price" > 0 and "svip_plan"."days" > 0 and "svip_plan"."ot_price" >= "svip_plan"."price")
);
--> statement-breakpoint
CREATE TABLE "user_sign" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"reward" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sign_day_uq" UNIQUE("uid","day"),
	CONSTRAINT "user_sign_streak_check" CHECK ("user_sign"."streak" >= 1 and "user_sign"."reward" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_session" ALTER COLUMN "group_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "svip_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "svip_order" ADD CONSTRAINT "svip_order_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svip_order" ADD CONSTRAINT "svip_order_plan_id_svip_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."svip_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sign" ADD CONSTRAINT "user_sign_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "svip_order_uid_idx" ON "svip_order" USING btree ("uid","status");