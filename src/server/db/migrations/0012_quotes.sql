CREATE TYPE "public"."quote_status" AS ENUM('draft', 'sent', 'viewed', 'accepted', 'changes_requested', 'expired', 'withdrawn');--> statement-breakpoint
CREATE TABLE "order_extra_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"line_total_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_change_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"message" text NOT NULL,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" text,
	"sku" text,
	"description" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"overridden" boolean DEFAULT false NOT NULL,
	"overridden_by" uuid,
	CONSTRAINT "quote_lines_qty" CHECK ("quote_lines"."quantity" between 1 and 10000),
	CONSTRAINT "quote_lines_kind" CHECK ("quote_lines"."kind" in ('item', 'free'))
);
--> statement-breakpoint
CREATE TABLE "quote_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"token_hash" text,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"discount" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"lead_id" uuid,
	"lead_kind" "lead_kind",
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_suburb" text DEFAULT '' NOT NULL,
	"status" "quote_status" DEFAULT 'draft' NOT NULL,
	"valid_until" date,
	"note" text DEFAULT '' NOT NULL,
	"discount" jsonb,
	"current_version" integer DEFAULT 1 NOT NULL,
	"sent_version" integer,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"order_id" uuid,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_extra_lines" ADD CONSTRAINT "order_extra_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_change_requests" ADD CONSTRAINT "quote_change_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_extra_lines_order_idx" ON "order_extra_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "quote_change_requests_quote_idx" ON "quote_change_requests" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_links_token_idx" ON "quote_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quote_links_quote_idx" ON "quote_links" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_idx" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_idx" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_idx" ON "quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin ("number" gin_trgm_ops,"customer_name" gin_trgm_ops,"customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_open_valid_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" in ('sent', 'viewed', 'changes_requested');