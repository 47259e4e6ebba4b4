CREATE TYPE "public"."company_role" AS ENUM('owner', 'buyer');--> statement-breakpoint
CREATE TYPE "public"."payment_terms" AS ENUM('pay_before_dispatch', 'eom_30');--> statement-breakpoint
CREATE TYPE "public"."price_tier" AS ENUM('retail', 'trade', 'trade_plus');--> statement-breakpoint
CREATE TABLE "trade_account_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"role" "company_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_account_prices" (
	"account_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_account_prices_account_id_item_id_pk" PRIMARY KEY("account_id","item_id"),
	CONSTRAINT "trade_account_prices_nonnegative" CHECK ("trade_account_prices"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abn" text DEFAULT '' NOT NULL,
	"billing_email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tier" "price_tier" DEFAULT 'retail' NOT NULL,
	"terms" "payment_terms" DEFAULT 'pay_before_dispatch' NOT NULL,
	"credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	"po_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "trade_account_members" ADD CONSTRAINT "trade_account_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_members" ADD CONSTRAINT "trade_account_members_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_prices" ADD CONSTRAINT "trade_account_prices_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_prices" ADD CONSTRAINT "trade_account_prices_item_id_catalogue_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_account_members_account_idx" ON "trade_account_members" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_accounts_name_idx" ON "trade_accounts" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id","created_at","id");