CREATE TYPE "public"."sample_movement_kind" AS ENUM('samples_in', 'posted');--> statement-breakpoint
CREATE TABLE "sample_stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"kind" "sample_movement_kind" NOT NULL,
	"change" integer NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_stock_ledger" ADD CONSTRAINT "sample_stock_ledger_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_stock_ledger" ADD CONSTRAINT "sample_stock_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_stock_ledger_item_idx" ON "sample_stock_ledger" USING btree ("item_id","id");