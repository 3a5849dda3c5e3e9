-- Batches for the team wallet (issue 37, ADR 028). Every change to one wallet takes the team's
-- row until its commit is flushed, so one wallet can change only once per flush. Each API process
-- therefore sends the holds and closings that arrive in the same turn of its event loop as one
-- call: many changes under one lock and one commit.
--
-- team_reserve_many: each hold as team_reserve() makes it, in its own savepoint, so a refusal
-- undoes that hold alone. Answers one object per hold, in order: {"balance": n} or
-- {"error": "short" | "not_member" | "daily_cap" | "monthly_cap" | "duplicate"}.
CREATE FUNCTION "team_reserve_many"(p_team uuid, p_holds jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_hold jsonb;
  v_balance bigint;
  v_results jsonb := '[]'::jsonb;
BEGIN
  FOR v_hold IN SELECT value FROM jsonb_array_elements(p_holds) LOOP
    BEGIN
      v_balance := team_reserve(
        (v_hold->>'hold')::uuid, p_team, (v_hold->>'user')::uuid, (v_hold->>'amount')::bigint,
        v_hold->>'display', v_hold->>'description', v_hold->>'reference', v_hold->>'key',
        (v_hold->>'seconds')::integer);
      v_results := v_results || jsonb_build_array(jsonb_build_object('balance', v_balance));
    EXCEPTION
      WHEN SQLSTATE 'AT001' THEN
        v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'short'));
      WHEN SQLSTATE 'AT002' THEN
        v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'not_member'));
      WHEN SQLSTATE 'AT003' THEN
        v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'daily_cap'));
      WHEN SQLSTATE 'AT004' THEN
        v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'monthly_cap'));
      WHEN unique_violation THEN
        v_results := v_results || jsonb_build_array(jsonb_build_object('error', 'duplicate'));
    END;
  END LOOP;
  RETURN v_results;
END $$;
--> statement-breakpoint
-- team_close_many: settles or releases open team holds ({"hold", "final", "kind", "reason"}),
-- each as lib/team-wallet.ts's single closing did: the unused part back to the wallet and off the
-- member's counters of the hold's day and month, one ledger entry. Holds are taken in the order
-- of their team, so two batches over the same teams lock them in one order. Answers one object
-- per closing, in the order given: {"balance": n, "returned": n}, or null for a hold that is not
-- an open team hold holding at least the final amount.
CREATE FUNCTION "team_close_many"(p_closings jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_item record;
  v_hold credit_holds%ROWTYPE;
  v_returned bigint;
  v_balance bigint;
  v_day date;
  v_month date;
  v_results jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_closings)]);
BEGIN
  FOR v_item IN
    SELECT c.ordinality AS n, (c.value->>'hold')::uuid AS hold,
      (c.value->>'final')::bigint AS final, c.value->>'kind' AS kind, c.value->>'reason' AS reason
    FROM jsonb_array_elements(p_closings) WITH ORDINALITY AS c
    JOIN credit_holds h ON h.id = (c.value->>'hold')::uuid
    ORDER BY h.team_id, c.ordinality
  LOOP
    UPDATE credit_holds
      SET status = CASE v_item.kind WHEN 'settle' THEN 'settled' ELSE 'released' END,
        final_micros = v_item.final, closed_at = now()
      WHERE id = v_item.hold AND status = 'open' AND team_id IS NOT NULL
        AND amount_micros >= v_item.final
      RETURNING * INTO v_hold;
    CONTINUE WHEN NOT FOUND;
    v_returned := v_hold.amount_micros - v_item.final;
    v_day := (v_hold.created_at AT TIME ZONE 'UTC')::date;
    v_month := date_trunc('month', v_hold.created_at AT TIME ZONE 'UTC')::date;
    UPDATE teams SET credits_micros = credits_micros + v_returned
      WHERE id = v_hold.team_id RETURNING credits_micros INTO v_balance;
    UPDATE team_members SET
        spent_day_micros = CASE WHEN spent_day = v_day
          THEN greatest(spent_day_micros - v_returned, 0) ELSE spent_day_micros END,
        spent_month_micros = CASE WHEN spent_month = v_month
          THEN greatest(spent_month_micros - v_returned, 0) ELSE spent_month_micros END
      WHERE team_id = v_hold.team_id AND user_id = v_hold.user_id;
    INSERT INTO ledger_entries
      (user_id, team_id, kind, amount_micros, balance_after_micros, shown_amount_micros,
       display_type, description, reference, idempotency_key, hold_id)
    VALUES (v_hold.user_id, v_hold.team_id, v_item.kind, v_returned, v_balance,
      CASE v_item.kind WHEN 'settle' THEN -v_item.final END, v_hold.display_type,
      CASE v_item.kind WHEN 'settle' THEN v_hold.description
        ELSE coalesce(v_item.reason, 'released') END,
      v_hold.reference, v_item.kind || ':' || v_hold.id, v_hold.id);
    v_results[v_item.n] := jsonb_build_object('balance', v_balance, 'returned', v_returned);
  END LOOP;
  RETURN to_jsonb(v_results);
END $$;
