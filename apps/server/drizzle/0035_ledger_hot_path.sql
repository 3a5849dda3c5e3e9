-- Issue 48 (ledger speed), two costs every hold paid.
--
-- 1. users_changed fired for every update of a user and decided in its WHEN
-- clause, by turning both versions of the row into JSON, whether anything but the balance had
-- changed. Every hold and every settlement paid for that: about a quarter of the ledger's time.
-- It now fires only for an UPDATE that sets a column other than credits_micros and updated_at
-- (search_text is generated from columns listed here), so the ledger's updates never start it;
-- the WHEN clause stays, so setting a column to its own value announces nothing.
-- A column added to users must be added here too: db/users-changed-trigger.test.ts fails until it is.
DROP TRIGGER users_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_changed
  AFTER UPDATE OF id, email, full_name, password_hash, password_changed_at, email_verified_at,
    subscription_plan, subscription_cycle, subscription_ends_at, subscription_cancelled_at,
    subscription_reminded_at, subscription_gateway, role, is_active, phone_number,
    profile_picture_key, preferences, totp_secret, totp_pending_secret, totp_last_step,
    terms_agreed, registration_ip, registration_device, last_login_at, created_at
  ON users
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'credits_micros' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'credits_micros' - 'updated_at'))
  EXECUTE FUNCTION atelier_notify_user_change();
--> statement-breakpoint
-- 2. user_reserve_many (0032) gave each hold a savepoint, so that a repeated idempotency key undid
-- that hold alone: a subtransaction, with its own transaction id, for every hold. The ledger entry
-- is now written with ON CONFLICT DO NOTHING on that key (which also waits for, then yields to, a
-- transaction writing the same key), right after the balance is debited; when it was a repeat,
-- the debit is given back under the same row lock, and no hold is written. Answers as before.
CREATE OR REPLACE FUNCTION "user_reserve_many"(p_user uuid, p_holds jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_hold jsonb;
  v_amount bigint;
  v_balance bigint;
  v_results jsonb := '[]'::jsonb;
BEGIN
  FOR v_hold IN SELECT value FROM jsonb_array_elements(p_holds) LOOP
    v_amount := (v_hold->>'amount')::bigint;
    UPDATE users SET credits_micros = credits_micros - v_amount
      WHERE id = p_user AND credits_micros >= v_amount
      RETURNING credits_micros INTO v_balance;
    IF NOT FOUND THEN
      v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'short'));
      CONTINUE;
    END IF;
    INSERT INTO ledger_entries
      (user_id, kind, amount_micros, balance_after_micros, display_type, description,
       reference, idempotency_key, hold_id)
    VALUES (p_user, 'hold', -v_amount, v_balance, v_hold->>'display',
      v_hold->>'description', v_hold->>'reference', v_hold->>'key', (v_hold->>'hold')::uuid)
    ON CONFLICT (idempotency_key) DO NOTHING;
    IF NOT FOUND THEN
      UPDATE users SET credits_micros = credits_micros + v_amount WHERE id = p_user;
      v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'duplicate'));
      CONTINUE;
    END IF;
    INSERT INTO credit_holds
      (id, user_id, amount_micros, display_type, description, reference, expires_at)
    VALUES ((v_hold->>'hold')::uuid, p_user, v_amount, v_hold->>'display',
      v_hold->>'description', v_hold->>'reference',
      now() + make_interval(secs => (v_hold->>'seconds')::integer));
    v_results := v_results || jsonb_build_array(jsonb_build_object('balance', v_balance));
  END LOOP;
  RETURN v_results;
END $$;
