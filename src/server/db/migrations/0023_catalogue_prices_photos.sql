CREATE TABLE "catalogue_photo_variants" (
	"photo_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "catalogue_photo_variants_photo_id_width_format_pk" PRIMARY KEY("photo_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "catalogue_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"original" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_email" text NOT NULL,
	CONSTRAINT "catalogue_prices_positive" CHECK ("catalogue_prices"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_photo_variants" ADD CONSTRAINT "catalogue_photo_variants_photo_id_catalogue_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."catalogue_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_photos" ADD CONSTRAINT "catalogue_photos_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_prices" ADD CONSTRAINT "catalogue_prices_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_photos_item_idx" ON "catalogue_photos" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_photos_main_idx" ON "catalogue_photos" USING btree ("item_id") WHERE "catalogue_photos"."is_main";--> statement-breakpoint
CREATE INDEX "catalogue_prices_item_idx" ON "catalogue_prices" USING btree ("item_id","effective_at");--> statement-breakpoint
CREATE INDEX "catalogue_prices_pending_idx" ON "catalogue_prices" USING btree ("effective_at") WHERE "catalogue_prices"."applied_at" is null;