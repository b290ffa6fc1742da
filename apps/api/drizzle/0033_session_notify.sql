-- Each API process keeps which user a session token belongs to for a few seconds
-- (src/modules/auth/session-uids.ts); revoking a token (logout, password change) or changing an
-- account's status notifies 'mall_cache' like the catalogue tables of 0030, and every process
-- forgets what it kept. Logins (inserts) notify nothing: only tokens already found are kept.
CREATE TRIGGER mall_cache_changed AFTER DELETE OR TRUNCATE OR UPDATE OF revoked_at, expires_at ON user_token
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER DELETE OR TRUNCATE OR UPDATE OF status ON users
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
