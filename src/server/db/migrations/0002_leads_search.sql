-- The staff inbox's search (ILIKE '%q%' on name, email, phone, suburb) as trigram indexes; pg_trgm ships
-- with PostgreSQL (the embedded server included) and is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contact_requests_search_idx" ON "contact_requests" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops,"phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING gin ("full_name" gin_trgm_ops,"email" gin_trgm_ops,"phone" gin_trgm_ops,"suburb" gin_trgm_ops);