CREATE TYPE "public"."delivery_status" AS ENUM('scheduled', 'on_the_way', 'delivered', 'not_delivered');--> statement-breakpoint
CREATE TYPE "public"."not_delivered_reason" AS ENUM('no_access', 'refused', 'damaged', 'other');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'driver';--> statement-breakpoint
CREATE TABLE "delivery_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"driver_id" uuid NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" "delivery_status" NOT NULL,
	"lines" jsonb,
	"receiver_name" text,
	"signature" "bytea",
	"left_on_site" boolean DEFAULT false NOT NULL,
	"reason" "not_delivered_reason",
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "run_position" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_status" "delivery_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "leave_on_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "outstanding" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reschedule_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_photos" ADD CONSTRAINT "delivery_photos_step_id_delivery_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."delivery_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_steps" ADD CONSTRAINT "delivery_steps_run_id_delivery_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."delivery_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_steps" ADD CONSTRAINT "delivery_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_photos_step_idx" ON "delivery_photos" USING btree ("step_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_runs_day_driver_idx" ON "delivery_runs" USING btree ("day","driver_id");--> statement-breakpoint
CREATE INDEX "delivery_runs_driver_idx" ON "delivery_runs" USING btree ("driver_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_steps_run_key_idx" ON "delivery_steps" USING btree ("run_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "delivery_steps_order_idx" ON "delivery_steps" USING btree ("order_id","recorded_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_run_id_delivery_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."delivery_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_run_idx" ON "orders" USING btree ("run_id","run_position");