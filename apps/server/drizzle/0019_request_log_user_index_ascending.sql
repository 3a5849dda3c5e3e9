DROP INDEX "api_request_logs_user_idx";--> statement-breakpoint
CREATE INDEX "api_request_logs_user_idx" ON "api_request_logs" USING btree ("user_id","created_at");