CREATE TABLE "merchant_profile" (
	"mer_id" integer PRIMARY KEY NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"licences" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_profile" ADD CONSTRAINT "merchant_profile_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;