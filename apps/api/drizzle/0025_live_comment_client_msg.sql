ALTER TABLE "live_comment" ADD COLUMN "client_msg_id" varchar(64);--> statement-breakpoint
ALTER TABLE "live_comment" ADD CONSTRAINT "live_comment_client_msg_uq" UNIQUE("uid","client_msg_id");