CREATE TABLE "captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"answer_hash" char(64) NOT NULL,
	"ip" varchar(45) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" varchar(80) NOT NULL,
	"ip" varchar(45) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_login" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"state" varchar(16) DEFAULT 'new' NOT NULL,
	"uid" integer,
	"ip" varchar(45) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_login_state_check" CHECK ("qr_login"."state" in ('new', 'scanned', 'confirmed', 'consumed', 'expired', 'refused')),
	CONSTRAINT "qr_login_channel_check" CHECK ("qr_login"."channel" in ('pc', 'app'))
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"phone" varchar(20) NOT NULL,
	"type" varchar(16) NOT NULL,
	"code_hash" char(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" varchar(45) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_code" varchar(8) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"template" varchar(32) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"ip" varchar(45) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "user_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"phone" varchar(20) NOT NULL,
	"account" varchar(32) NOT NULL,
	"pwd" varchar(255),
	"nickname" varchar(32) NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"is_open_member" boolean DEFAULT false NOT NULL,
	"is_money_level" smallint DEFAULT 0 NOT NULL,
	"now_money" integer DEFAULT 0 NOT NULL,
	"integral" integer DEFAULT 0 NOT NULL,
	"business_code" varchar(32) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_unique" UNIQUE("account"),
	CONSTRAINT "users_area_phone_unique" UNIQUE("area_id","phone"),
	CONSTRAINT "users_now_money_check" CHECK ("users"."now_money" >= 0),
	CONSTRAINT "users_integral_check" CHECK ("users"."integral" >= 0),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "qr_login" ADD CONSTRAINT "qr_login_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_token" ADD CONSTRAINT "user_token_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_area_id_area_code_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_created_idx" ON "captcha" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "captcha_ip_idx" ON "captcha" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempt_account_idx" ON "login_attempt" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_attempt_ip_idx" ON "login_attempt" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "qr_login_ip_idx" ON "qr_login" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_code_phone_idx" ON "sms_code" USING btree ("area_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_code_ip_idx" ON "sms_code" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "user_token_uid_idx" ON "user_token" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "user_token_ip_idx" ON "user_token" USING btree ("ip","created_at");