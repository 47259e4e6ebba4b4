CREATE TYPE "public"."sample_status" AS ENUM('requested', 'posted');--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"address_key" text NOT NULL,
	"colours" jsonb NOT NULL,
	"status" "sample_status" DEFAULT 'requested' NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	"posted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sample_stock" (
	"item_id" text PRIMARY KEY NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_stock_on_hand" CHECK ("sample_stock"."on_hand" >= 0),
	CONSTRAINT "sample_stock_reserved" CHECK ("sample_stock"."reserved" >= 0 and "sample_stock"."reserved" <= "sample_stock"."on_hand")
);
--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_stock" ADD CONSTRAINT "sample_stock_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_requests_email_idx" ON "sample_requests" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "sample_requests_address_idx" ON "sample_requests" USING btree ("address_key","created_at");--> statement-breakpoint
CREATE INDEX "sample_requests_created_idx" ON "sample_requests" USING btree ("created_at","id");