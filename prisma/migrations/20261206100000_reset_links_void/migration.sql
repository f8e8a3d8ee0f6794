-- A change of a user's password, role or active state voids every outstanding
-- password-reset link of that user, whoever makes the change: an administrator
-- setting the password, disabling, re-enabling or changing the role, the user's
-- own change, or a reset (which has already used its own link). The trigger is
-- the one home of that rule, so no write path can forget it (docs/SECURITY.md
-- "Password reset"). A voided link is "used": the reset refuses it with the
-- same "invalid or expired" answer as any other.
CREATE FUNCTION "users_void_reset_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "password_reset_tokens" SET "used_at" = CURRENT_TIMESTAMP
   WHERE "user_id" = NEW."id" AND "used_at" IS NULL;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "users_void_reset_links"
  AFTER UPDATE OF "password_hash", "role", "is_active" ON "users"
  FOR EACH ROW
  WHEN ((NEW."password_hash", NEW."role", NEW."is_active") IS DISTINCT FROM (OLD."password_hash", OLD."role", OLD."is_active"))
  EXECUTE FUNCTION "users_void_reset_links"();
