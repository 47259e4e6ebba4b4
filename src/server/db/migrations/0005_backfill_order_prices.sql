-- Orders placed before prices were stored: price their lines at the catalogue rates current now
-- (GST-inclusive, rate x 100 to the cent), total them as docs/product.md#money says (GST = total / 11
-- rounded half up; subtotal = total - GST) and mark them estimated. Data only; the columns are 0004_order_prices.
UPDATE "order_boards" AS l SET "unit" = c."unit", "unit_price_cents" = round(c."rate" * 100)::bigint,
  "line_total_cents" = round(c."rate" * 100)::bigint * l."quantity"
FROM "catalogue_items" AS c WHERE c."item_id" = l."item_id";--> statement-breakpoint
UPDATE "order_hardware" AS l SET "unit" = c."unit", "unit_price_cents" = round(c."rate" * 100)::bigint,
  "line_total_cents" = round(c."rate" * 100)::bigint * l."quantity"
FROM "catalogue_items" AS c WHERE c."item_id" = l."item_id";--> statement-breakpoint
UPDATE "orders" AS o SET "total_cents" = t.total, "gst_cents" = floor((t.total + 5.5) / 11)::bigint,
  "subtotal_cents" = t.total - floor((t.total + 5.5) / 11)::bigint, "prices_estimated" = true
FROM (
  SELECT o2."id", coalesce((SELECT sum("line_total_cents") FROM "order_boards" WHERE "order_id" = o2."id"), 0)
    + coalesce((SELECT sum("line_total_cents") FROM "order_hardware" WHERE "order_id" = o2."id"), 0) AS total
  FROM "orders" AS o2
) AS t WHERE t."id" = o."id";
