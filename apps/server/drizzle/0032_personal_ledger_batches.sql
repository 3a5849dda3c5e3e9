-- Batches for personal balances (issue 48), as 0029 made them for team wallets (ADR 007, 028).
-- Every change to one balance takes the user's row until its commit is flushed; each API process
-- therefore sends the holds on one balance, and the closings of personal holds, that arrive in
-- the same turn of its event loop as one call: many changes under one commit.
--
-- user_reserve_many: each hold as lib/ledger.ts's single statement made it (the balance debited
-- if it covers the amount, the hold, its ledger entry), in its own savepoint, so a short balance
-- or a repeated idempotency key undoes that hold alone. Answers one object per hold, in order:
-- {"balance": n} or {"error": "short" | "duplicate"}.
CREATE FUNCTION "user_reserve_many"(p_user uuid, p_holds jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_hold jsonb;
  v_amount bigint;
  v_balance bigint;
  v_results jsonb := '[]'::jsonb;
BEGIN
  FOR v_hold IN SELECT value FROM jsonb_array_elements(p_holds) LOOP
    v_amount := (v_hold->>'amount')::bigint;
    BEGIN
      UPDATE users SET credits_micros = credits_micros - v_amount
        WHERE id = p_user AND credits_micros >= v_amount
        RETURNING credits_micros INTO v_balance;
      IF NOT FOUND THEN
        v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'short'));
      ELSE
        INSERT INTO credit_holds
          (id, user_id, amount_micros, display_type, description, reference, expires_at)
        VALUES ((v_hold->>'hold')::uuid, p_user, v_amount, v_hold->>'display',
          v_hold->>'description', v_hold->>'reference',
          now() + make_interval(secs => (v_hold->>'seconds')::integer));
        INSERT INTO ledger_entries
          (user_id, kind, amount_micros, balance_after_micros, display_type, description,
           reference, idempotency_key, hold_id)
        VALUES (p_user, 'hold', -v_amount, v_balance, v_hold->>'display',
          v_hold->>'description', v_hold->>'reference', v_hold->>'key', (v_hold->>'hold')::uuid);
        v_results := v_results || jsonb_build_array(jsonb_build_object('balance', v_balance));
      END IF;
    EXCEPTION WHEN unique_violation THEN
      v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'duplicate'));
    END;
  END LOOP;
  RETURN v_results;
END $$;
--> statement-breakpoint
-- user_close_many: settles or releases open personal holds ({"hold", "final", "kind", "reason"})
-- as lib/ledger.ts's single statements did: the unused part back to the balance, one ledger
-- entry (a settlement shows the final charge). Holds are taken in the order of their user, so two
-- batches lock users in one order. Answers one object per closing, in the order given:
-- {"balance": n, "returned": n, "user": id}, or null for a hold that is not an open personal hold
-- holding at least the final amount (a team's, or one closed already).
CREATE FUNCTION "user_close_many"(p_closings jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_item record;
  v_hold credit_holds%ROWTYPE;
  v_returned bigint;
  v_balance bigint;
  v_results jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_closings)]);
BEGIN
  FOR v_item IN
    SELECT c.ordinality AS n, (c.value->>'hold')::uuid AS hold,
      (c.value->>'final')::bigint AS final, c.value->>'kind' AS kind, c.value->>'reason' AS reason
    FROM jsonb_array_elements(p_closings) WITH ORDINALITY AS c
    JOIN credit_holds h ON h.id = (c.value->>'hold')::uuid
    ORDER BY h.user_id, c.ordinality
  LOOP
    UPDATE credit_holds
      SET status = CASE v_item.kind WHEN 'settle' THEN 'settled' ELSE 'released' END,
        final_micros = v_item.final, closed_at = now()
      WHERE id = v_item.hold AND status = 'open' AND team_id IS NULL
        AND amount_micros >= v_item.final
      RETURNING * INTO v_hold;
    CONTINUE WHEN NOT FOUND;
    v_returned := v_hold.amount_micros - v_item.final;
    UPDATE users SET credits_micros = credits_micros + v_returned
      WHERE id = v_hold.user_id RETURNING credits_micros INTO v_balance;
    INSERT INTO ledger_entries
      (user_id, kind, amount_micros, balance_after_micros, shown_amount_micros, display_type,
       description, reference, idempotency_key, hold_id)
    VALUES (v_hold.user_id, v_item.kind, v_returned, v_balance,
      CASE v_item.kind WHEN 'settle' THEN -v_item.final END, v_hold.display_type,
      CASE v_item.kind WHEN 'settle' THEN v_hold.description
        ELSE coalesce(v_item.reason, 'released') END,
      v_hold.reference, v_item.kind || ':' || v_hold.id, v_hold.id);
    v_results[v_item.n] :=
      jsonb_build_object('balance', v_balance, 'returned', v_returned, 'user', v_hold.user_id);
  END LOOP;
  RETURN to_jsonb(v_results);
END $$;
