CREATE TABLE "service_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" varchar(8) NOT NULL,
	"sender_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"content" jsonb NOT NULL,
	"client_msg_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "service_message_sender_check" CHECK ("service_message"."sender" in ('user', 'staff')),
	CONSTRAINT "service_message_type_check" CHECK ("service_message"."type" in ('text', 'emoji', 'image', 'goods', 'order'))
);
--> statement-breakpoint
ALTER TABLE "service_conversation" ADD CONSTRAINT "service_conversation_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_message" ADD CONSTRAINT "service_message_conversation_id_service_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."service_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_conversation_user_merchant_idx" ON "service_conversation" USING btree ("uid","mer_id");--> statement-breakpoint
CREATE INDEX "service_conversation_merchant_idx" ON "service_conversation" USING btree ("mer_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_message_client_id_idx" ON "service_message" USING btree ("sender","sender_id","client_msg_id");--> statement-breakpoint
CREATE INDEX "service_message_conversation_idx" ON "service_message" USING btree ("conversation_id","id");