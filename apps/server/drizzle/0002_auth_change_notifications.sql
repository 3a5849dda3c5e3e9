-- Every API process caches sessions and users it has checked (src/features/auth/principal-cache.ts).
-- These triggers tell every process, through LISTEN/NOTIFY at commit, when a cached row changed,
-- so a revoked session or a changed user is dropped at once, whichever code path changed it.
CREATE FUNCTION atelier_notify_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('atelier_session_changed', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_changed
  AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION atelier_notify_session_change();
--> statement-breakpoint
CREATE FUNCTION atelier_notify_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('atelier_user_changed', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION atelier_notify_user_change();
