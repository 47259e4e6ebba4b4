CREATE TABLE "delivery_days" (
	"day" date PRIMARY KEY NOT NULL,
	"capacity" integer DEFAULT 8 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_day" date;--> statement-breakpoint
CREATE INDEX "orders_confirmed_day_idx" ON "orders" USING btree ("confirmed_day");