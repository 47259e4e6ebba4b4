ALTER TABLE "orders" ADD COLUMN "po_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "over_credit_limit" boolean DEFAULT false NOT NULL;