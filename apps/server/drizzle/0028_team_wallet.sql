-- The team wallet (issue 37, ADR 028): holds and entries may name a team, members keep their
-- spending of the day and month for the caps, and team_reserve() holds from a wallet.
ALTER TABLE "credit_holds" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "spent_day" date;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "spent_day_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "spent_month" date;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "spent_month_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_holds" ADD CONSTRAINT "credit_holds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_team_idx" ON "ledger_entries" USING btree ("team_id","created_at") WHERE team_id IS NOT NULL;--> statement-breakpoint
-- A hold on a team's wallet (issue 37, ADR 028), in one statement as a user's is: the team's row
-- first (every hold on one wallet takes it, so they queue in one order and cannot deadlock), then
-- the member's counters of the day and month, then the hold and its ledger entry. A short wallet,
-- a removed member or a cap the amount would pass raises, and the raise undoes the whole
-- statement: no counter moves without the balance, and no balance without the counters.
CREATE FUNCTION "team_reserve"(
  p_hold uuid, p_team uuid, p_user uuid, p_amount bigint, p_display text, p_description text,
  p_reference text, p_key text, p_seconds integer
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (now() AT TIME ZONE 'UTC')::date;
  v_month date := date_trunc('month', now() AT TIME ZONE 'UTC')::date;
  v_balance bigint;
  v_member team_members%ROWTYPE;
BEGIN
  UPDATE teams SET credits_micros = credits_micros - p_amount
    WHERE id = p_team AND credits_micros >= p_amount
    RETURNING credits_micros INTO v_balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the team wallet is short' USING ERRCODE = 'AT001';
  END IF;
  UPDATE team_members SET
      spent_day_micros =
        CASE WHEN spent_day = v_day THEN spent_day_micros ELSE 0 END + p_amount,
      spent_day = v_day,
      spent_month_micros =
        CASE WHEN spent_month = v_month THEN spent_month_micros ELSE 0 END + p_amount,
      spent_month = v_month
    WHERE team_id = p_team AND user_id = p_user
    RETURNING * INTO v_member;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'not a member of the team' USING ERRCODE = 'AT002';
  END IF;
  IF v_member.daily_cap_micros IS NOT NULL
     AND v_member.spent_day_micros > v_member.daily_cap_micros THEN
    RAISE EXCEPTION 'past the daily cap' USING ERRCODE = 'AT003';
  END IF;
  IF v_member.monthly_cap_micros IS NOT NULL
     AND v_member.spent_month_micros > v_member.monthly_cap_micros THEN
    RAISE EXCEPTION 'past the monthly cap' USING ERRCODE = 'AT004';
  END IF;
  INSERT INTO credit_holds
    (id, user_id, team_id, amount_micros, display_type, description, reference, expires_at)
  VALUES (p_hold, p_user, p_team, p_amount, p_display, p_description, p_reference,
    now() + make_interval(secs => p_seconds));
  INSERT INTO ledger_entries
    (user_id, team_id, kind, amount_micros, balance_after_micros, display_type, description,
     reference, idempotency_key, hold_id)
  VALUES (p_user, p_team, 'hold', -p_amount, v_balance, p_display, p_description, p_reference,
    p_key, p_hold);
  RETURN v_balance;
END $$;
