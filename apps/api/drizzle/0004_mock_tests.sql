CREATE TABLE "test_answers" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"question_id" text,
	"answer" jsonb,
	"recording_key" text,
	"status" text NOT NULL,
	"result" jsonb,
	"time_used_ms" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessed_at" timestamp with time zone,
	CONSTRAINT "test_answers_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "test_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_id" text NOT NULL,
	"status" text NOT NULL,
	"plan" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"clock" jsonb NOT NULL,
	"item_start_used_ms" integer DEFAULT 0 NOT NULL,
	"past_interruptions" integer DEFAULT 0 NOT NULL,
	"past_away_ms" bigint DEFAULT 0 NOT NULL,
	"report" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_answers_pending_idx" ON "test_answers" USING btree ("status") WHERE "test_answers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "test_sessions_user_started_idx" ON "test_sessions" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "test_sessions_one_running_idx" ON "test_sessions" USING btree ("user_id") WHERE "test_sessions"."status" = 'in-progress';