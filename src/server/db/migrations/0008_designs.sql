CREATE TABLE "design_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"design_id" uuid,
	"name" text,
	"drawing" jsonb,
	"figures" jsonb,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "design_shares_owner_or_snapshot" CHECK ("design_shares"."design_id" is not null or ("design_shares"."drawing" is not null and "design_shares"."figures" is not null))
);
--> statement-breakpoint
CREATE TABLE "design_versions" (
	"design_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"drawing" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_versions_design_id_version_pk" PRIMARY KEY("design_id","version")
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"project_id" uuid,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "design_shares" ADD CONSTRAINT "design_shares_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_versions" ADD CONSTRAINT "design_versions_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_shares_token_idx" ON "design_shares" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "design_shares_live_design_idx" ON "design_shares" USING btree ("design_id") WHERE "design_shares"."revoked_at" is null and "design_shares"."design_id" is not null;--> statement-breakpoint
CREATE INDEX "designs_owner_updated_idx" ON "designs" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "designs_project_idx" ON "designs" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_design_idx" ON "orders" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "quote_requests_design_idx" ON "quote_requests" USING btree ("design_id");