DROP INDEX "attempts_user_created_idx";--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "question" jsonb;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "score" smallint GENERATED ALWAYS AS ((jsonb_path_query_first(coalesce(result -> 'skills', result -> 'assessment' -> 'skills'), '$.*'))::numeric::smallint) STORED;--> statement-breakpoint
CREATE INDEX "attempts_user_score_idx" ON "attempts" USING btree ("user_id","score");--> statement-breakpoint
CREATE INDEX "attempts_user_type_score_idx" ON "attempts" USING btree ("user_id","question_type","score");--> statement-breakpoint
CREATE INDEX "attempts_user_created_idx" ON "attempts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);