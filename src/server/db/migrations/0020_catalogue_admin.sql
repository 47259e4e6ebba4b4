CREATE TYPE "public"."catalogue_status" AS ENUM('draft', 'active', 'discontinued');--> statement-breakpoint
CREATE TABLE "catalogue_item_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "status" "catalogue_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_item_history" ADD CONSTRAINT "catalogue_item_history_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_item_history" ADD CONSTRAINT "catalogue_item_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_item_history_item_idx" ON "catalogue_item_history" USING btree ("item_id","id");