CREATE TABLE "user_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"real_name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"province_id" integer NOT NULL,
	"province" varchar(32) NOT NULL,
	"city_id" integer NOT NULL,
	"city" varchar(32) NOT NULL,
	"district_id" integer NOT NULL,
	"district" varchar(32) NOT NULL,
	"street_id" integer NOT NULL,
	"street" varchar(32) NOT NULL,
	"detail" varchar(120) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_address" ADD CONSTRAINT "user_address_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_address_uid_idx" ON "user_address" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "user_address_default_uq" ON "user_address" USING btree ("uid") WHERE "user_address"."is_default";