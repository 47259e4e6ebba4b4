CREATE TABLE "mail_relay" (
	"notification_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_after" timestamp with time zone
);
--> statement-breakpoint
-- pg-boss 11 and later cannot migrate pg-boss 10's schema (version 24; their migrations start at 25).
-- Every message still owed under pg-boss 10 is a notification queued or retrying: hand those to the
-- relay, which queues them in the new pg-boss, then drop the old schema so pg-boss 12 installs afresh.
INSERT INTO "mail_relay" ("notification_id") SELECT "id" FROM "notifications" WHERE "status" IN ('queued', 'retrying');--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('pgboss.version') IS NOT NULL THEN
    IF (SELECT max(version) FROM pgboss.version) < 25 THEN
      DROP SCHEMA pgboss CASCADE;
    END IF;
  END IF;
END $$;
