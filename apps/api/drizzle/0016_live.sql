CREATE TABLE "live_anchor_follow" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_anchor_follow_uq" UNIQUE("uid","anchor_id")
);
--> statement-breakpoint
CREATE TABLE "live_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"content" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_like_window" (
	"room_id" integer NOT NULL,
	"viewer" varchar(64) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "live_like_window_room_id_viewer_window_start_pk" PRIMARY KEY("room_id","viewer","window_start"),
	CONSTRAINT "live_like_window_count_check" CHECK ("live_like_window"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"cover" varchar(255) NOT NULL,
	"status" smallint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"stream_url" varchar(500) NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_room_status_check" CHECK ("live_room"."status" in (0, 1, 2)),
	CONSTRAINT "live_room_counters_check" CHECK ("live_room"."viewers" >= 0 and "live_room"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_room_goods" (
	"room_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "live_room_goods_room_id_product_id_pk" PRIMARY KEY("room_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "live_anchor_follow" ADD CONSTRAINT "live_anchor_follow_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_anchor_follow" ADD CONSTRAINT "live_anchor_follow_anchor_id_live_anchor_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."live_anchor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comment" ADD CONSTRAINT "live_comment_room_id_live_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comment" ADD CONSTRAINT "live_comment_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_like_window" ADD CONSTRAINT "live_like_window_room_id_live_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room" ADD CONSTRAINT "live_room_anchor_id_live_anchor_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."live_anchor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_goods" ADD CONSTRAINT "live_room_goods_room_id_live_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_goods" ADD CONSTRAINT "live_room_goods_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_anchor_follow_anchor_idx" ON "live_anchor_follow" USING btree ("anchor_id");--> statement-breakpoint
CREATE INDEX "live_comment_room_idx" ON "live_comment" USING btree ("room_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_comment_uid_idx" ON "live_comment" USING btree ("uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_room_status_idx" ON "live_room" USING btree ("status","start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_room_anchor_idx" ON "live_room" USING btree ("anchor_id","start_time" DESC NULLS LAST);