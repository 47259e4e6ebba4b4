DROP INDEX "notifications_message_id_idx";--> statement-breakpoint
DROP INDEX "notifications_lead_idx";--> statement-breakpoint
DROP INDEX "notifications_order_idx";--> statement-breakpoint
CREATE INDEX "notifications_lead_idx" ON "notifications" USING btree ("lead_id","created_at") WHERE "notifications"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id","created_at") WHERE "notifications"."order_id" is not null;