ALTER TABLE "attempts" ADD COLUMN "question" jsonb;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "skills" jsonb GENERATED ALWAYS AS (coalesce(result -> 'skills', result -> 'assessment' -> 'skills')) STORED;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "score" smallint GENERATED ALWAYS AS ((jsonb_path_query_first(coalesce(result -> 'skills', result -> 'assessment' -> 'skills'), '$.*'))::numeric::smallint) STORED;--> statement-breakpoint
CREATE INDEX "attempts_user_score_idx" ON "attempts" USING btree ("user_id","score");--> statement-breakpoint
CREATE INDEX "attempts_user_type_score_idx" ON "attempts" USING btree ("user_id","question_type","score");