-- The demo catalogue's subframe-specific hardware (seed/catalogue.ts), for databases seeded before the column existed; rows already given subframes are left alone.
UPDATE "catalogue_items" SET "subframes" = ARRAY['timber'] WHERE "item_id" IN ('hw-timber-subframe-screws', 'hw-joist-tape') AND "subframes" IS NULL;--> statement-breakpoint
UPDATE "catalogue_items" SET "subframes" = ARRAY['metal'] WHERE "item_id" IN ('hw-metal-subframe-screws', 'hw-aluminium-joist') AND "subframes" IS NULL;
