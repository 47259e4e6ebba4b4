CREATE TYPE "public"."stock_movement_kind" AS ENUM('goods_in', 'count', 'damage', 'return', 'dispatch', 'undispatch');--> statement-breakpoint
CREATE TABLE "stock_expected" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"outstanding" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expected_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_expected_outstanding" CHECK ("stock_expected"."outstanding" >= 0 and "stock_expected"."outstanding" <= "stock_expected"."quantity")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"change" integer NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"item_id" text PRIMARY KEY NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"low_level" integer NOT NULL,
	"lead_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_on_hand" CHECK ("stock_levels"."on_hand" >= 0),
	CONSTRAINT "stock_levels_reserved" CHECK ("stock_levels"."reserved" >= 0 and "stock_levels"."reserved" <= "stock_levels"."on_hand")
);
--> statement-breakpoint
ALTER TABLE "order_boards" ADD COLUMN "back_ordered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_boards" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_hardware" ADD COLUMN "back_ordered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_hardware" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_expected" ADD CONSTRAINT "stock_expected_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_expected" ADD CONSTRAINT "stock_expected_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_expected_item_idx" ON "stock_expected" USING btree ("item_id","expected_on") WHERE "stock_expected"."outstanding" > 0;--> statement-breakpoint
CREATE INDEX "stock_ledger_item_idx" ON "stock_ledger" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "order_boards_back_ordered_idx" ON "order_boards" USING btree ("item_id") WHERE "order_boards"."back_ordered" > 0;--> statement-breakpoint
CREATE INDEX "order_hardware_back_ordered_idx" ON "order_hardware" USING btree ("item_id") WHERE "order_hardware"."back_ordered" > 0;--> statement-breakpoint
-- Backfill: every item gets its stock row (nothing on hand yet, the default levels by kind). Lines of
-- orders already dispatched left the warehouse; lines of open orders wait for goods in, as nothing
-- was recorded on hand for them.
INSERT INTO "stock_levels" ("item_id", "low_level", "lead_days")
SELECT "item_id", CASE WHEN "kind" = 'board' THEN 20 ELSE 10 END, CASE WHEN "kind" = 'board' THEN 14 ELSE 7 END
FROM "catalogue_items" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "order_boards" l SET "taken" = l."quantity" FROM "orders" o WHERE o."id" = l."order_id" AND o."status" = 'dispatched';--> statement-breakpoint
UPDATE "order_hardware" l SET "taken" = l."quantity" FROM "orders" o WHERE o."id" = l."order_id" AND o."status" = 'dispatched';--> statement-breakpoint
UPDATE "order_boards" l SET "back_ordered" = l."quantity" FROM "orders" o WHERE o."id" = l."order_id" AND o."status" <> 'dispatched';--> statement-breakpoint
UPDATE "order_hardware" l SET "back_ordered" = l."quantity" FROM "orders" o WHERE o."id" = l."order_id" AND o."status" <> 'dispatched';
