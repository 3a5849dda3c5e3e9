-- A NOTIFY takes PostgreSQL's global notify lock from commit until the commit is flushed, so every
-- transaction that notifies commits one at a time. Balance changes are the busiest writes, so the
-- trigger no longer fires for them: lib/ledger.ts announces a balance change itself, right after
-- its statement commits, in a statement of its own that writes nothing and so flushes nothing.
DROP TRIGGER users_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_changed
  AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'credits_micros' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'credits_micros' - 'updated_at'))
  EXECUTE FUNCTION atelier_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_deleted
  AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION atelier_notify_user_change();
