CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"role" varchar(10) DEFAULT 'STUDENT' NOT NULL,
	"student_contact" varchar(13),
	"parent_contact" varchar(13),
	"address" varchar(300),
	"major_type" varchar(10),
	"goal_universities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"study_years" integer,
	"eju_scores" jsonb,
	"note" text,
	"birth_date" date,
	"image" text,
	"teaching_subjects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"introduction" text,
	"bank_name" varchar(50),
	"account_number_encrypted" text,
	"account_holder" varchar(50),
	"business_number_encrypted" text,
	"disabled_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone DEFAULT now(),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('STUDENT', 'TEACHER', 'ADMIN', 'PARENT')),
	CONSTRAINT "users_study_years_check" CHECK ("users"."study_years" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"image_key" text NOT NULL,
	"image_url" text NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"url" varchar(2000) NOT NULL,
	"banner_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"active_slot" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_order_non_negative" CHECK ("banners"."banner_order" >= 0),
	CONSTRAINT "banners_url_http" CHECK ("banners"."url" ~ '^https?://'),
	CONSTRAINT "banners_active_slot_range" CHECK ("banners"."active_slot" between 1 and 5),
	CONSTRAINT "banners_active_has_slot" CHECK (("banners"."active" and "banners"."active_slot" is not null) or (not "banners"."active" and "banners"."active_slot" is null))
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"area" varchar(20) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"author_name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pin_announced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pass_stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"author_name" varchar(50) NOT NULL,
	"university_id" integer NOT NULL,
	"major" varchar(100) NOT NULL,
	"year" integer NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"advice" text NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"eju_year" integer,
	"eju_month" integer,
	"japanese_reading" integer,
	"japanese_listening" integer,
	"japanese_writing" integer,
	"science1_subject" varchar(10),
	"science1_score" integer,
	"science2_subject" varchar(10),
	"science2_score" integer,
	"general_studies" integer,
	"math_course" varchar(10),
	"math_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_stories_eju_sitting" CHECK (("pass_stories"."eju_year" is null) = ("pass_stories"."eju_month" is null)
        and ("pass_stories"."eju_month" is null or "pass_stories"."eju_month" in (6, 11))),
	CONSTRAINT "pass_stories_scores_check" CHECK (coalesce("pass_stories"."japanese_reading", 0) between 0 and 200
        and coalesce("pass_stories"."japanese_listening", 0) between 0 and 200
        and coalesce("pass_stories"."japanese_writing", 0) between 0 and 50
        and coalesce("pass_stories"."science1_score", 0) between 0 and 100
        and coalesce("pass_stories"."science2_score", 0) between 0 and 100
        and coalesce("pass_stories"."general_studies", 0) between 0 and 200
        and coalesce("pass_stories"."math_score", 0) between 0 and 200),
	CONSTRAINT "pass_stories_science_or_general" CHECK ("pass_stories"."general_studies" is null or ("pass_stories"."science1_score" is null and "pass_stories"."science2_score" is null))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"lecture_id" integer,
	"user_name" varchar(50) NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"rating" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"lecture_name" varchar(200) NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"reply_content" text,
	"reply_user_id" integer,
	"reply_author_name" varchar(50),
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_user_lecture_unique" UNIQUE("user_id","lecture_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "universities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"type" varchar(10) NOT NULL,
	"logo_url" text,
	"japanese_required" boolean DEFAULT true NOT NULL,
	"science" varchar(10) DEFAULT 'NONE' NOT NULL,
	"math" varchar(10) DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "universities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"name" varchar(255) NOT NULL,
	"status" varchar(10) DEFAULT 'UPLOADING' NOT NULL,
	"size" bigint NOT NULL,
	"file_key" text,
	"content_type" varchar(100),
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "videos_size_positive" CHECK ("videos"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" integer NOT NULL,
	"mime" varchar(100) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lecture_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"chapter_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"detail_id" integer NOT NULL,
	"text" text,
	"video_id" varchar(64),
	"video_duration" integer,
	"attachment_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_one_per_detail" UNIQUE("detail_id")
);
--> statement-breakpoint
CREATE TABLE "details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chapter_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"type" varchar(10) NOT NULL,
	"detail_order" integer DEFAULT 0 NOT NULL,
	"live_starts_at" timestamp with time zone,
	"live_minutes" integer,
	"live_url" text,
	"pass_score" integer DEFAULT 60 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"reveal_answers" varchar(20) DEFAULT 'AFTER_PASS' NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "details_type_check" CHECK ("details"."type" in ('VIDEO', 'LIVE', 'QUIZ', 'OTHER')),
	CONSTRAINT "details_pass_score_range" CHECK ("details"."pass_score" between 0 and 100),
	CONSTRAINT "details_max_attempts_range" CHECK ("details"."max_attempts" between 1 and 100),
	CONSTRAINT "details_live_minutes_range" CHECK ("details"."live_minutes" between 10 and 720)
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lectures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"subtitle" varchar(200),
	"description" text,
	"thumbnail_key" text,
	"thumbnail_url" text,
	"thumbnail_width" integer,
	"thumbnail_height" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"category" varchar(50),
	"course" varchar(50),
	"target" varchar(100),
	"detail_url" text,
	"textbook_name" varchar(100),
	"textbook_price" integer,
	"watermark" boolean DEFAULT true NOT NULL,
	"pause_max_count" integer DEFAULT 3 NOT NULL,
	"pause_max_days" integer DEFAULT 30 NOT NULL,
	"completion_threshold" integer DEFAULT 90 NOT NULL,
	"status" varchar(10) DEFAULT 'PUBLISHED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lectures_price_non_negative" CHECK ("lectures"."price" >= 0),
	CONSTRAINT "lectures_completion_threshold_range" CHECK ("lectures"."completion_threshold" between 1 and 100),
	CONSTRAINT "lectures_period_non_negative" CHECK ("lectures"."period" >= 0),
	CONSTRAINT "lectures_textbook_price_non_negative" CHECK ("lectures"."textbook_price" is null or "lectures"."textbook_price" >= 0),
	CONSTRAINT "lectures_pause_limits" CHECK ("lectures"."pause_max_count" >= 0 and "lectures"."pause_max_days" >= 0),
	CONSTRAINT "lectures_status_check" CHECK ("lectures"."status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED'))
);
--> statement-breakpoint
CREATE TABLE "quiz_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"option_text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_options_position" UNIQUE("quiz_id","position")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"detail_id" integer NOT NULL,
	"question" text NOT NULL,
	"explanation" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"teacher_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_one_per_question" UNIQUE("question_id")
);
--> statement-breakpoint
CREATE TABLE "enrolment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_requests_status_check" CHECK ("enrolment_requests"."status" in ('PENDING', 'APPROVED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"source" varchar(10) DEFAULT 'STAFF' NOT NULL,
	"created_by" integer,
	"completed_lessons" integer,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_user_lecture" UNIQUE("user_id","lecture_id"),
	CONSTRAINT "enrolments_status_check" CHECK ("enrolments"."status" in ('ACTIVE', 'ENDED'))
);
--> statement-breakpoint
CREATE TABLE "question_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_content" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_images_key" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"waiting_since" timestamp with time zone DEFAULT now(),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"review_url" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"feedback" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"feedback_by" integer,
	"feedback_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"text" text NOT NULL,
	"link" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"playback_rate" real DEFAULT 1 NOT NULL,
	"autoplay_next" boolean DEFAULT true NOT NULL,
	"caption_lang" varchar(2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_settings_rate_range" CHECK ("learning_settings"."playback_rate" between 0.5 and 2)
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"user_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_pk" PRIMARY KEY("user_id","detail_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_opens" (
	"user_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_opens_pk" PRIMARY KEY("user_id","detail_id")
);
--> statement-breakpoint
CREATE TABLE "live_attendance" (
	"user_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_by" integer,
	"completed_lesson" boolean DEFAULT false NOT NULL,
	CONSTRAINT "live_attendance_pk" PRIMARY KEY("user_id","detail_id"),
	CONSTRAINT "live_attendance_status_check" CHECK ("live_attendance"."status" in ('PRESENT', 'LATE', 'ABSENT', 'EXCUSED'))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"correct_answers" integer NOT NULL,
	"score" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_range" CHECK ("quiz_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "study_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "study_days_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"user_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"intervals" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"watched_ms" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer NOT NULL,
	"last_position_ms" integer DEFAULT 0 NOT NULL,
	"position_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credit_opened_at" timestamp with time zone,
	"credited_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_progress_pk" PRIMARY KEY("user_id","detail_id"),
	CONSTRAINT "watch_progress_duration_positive" CHECK ("watch_progress"."duration_ms" > 0)
);
--> statement-breakpoint
CREATE TABLE "api_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"marker" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "eju_sittings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eju_sittings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"japanese_reading" integer,
	"japanese_listening" integer,
	"japanese_writing" integer,
	"science1_subject" varchar(10),
	"science1_score" integer,
	"science2_subject" varchar(10),
	"science2_score" integer,
	"general_studies" integer,
	"math_course" varchar(10),
	"math_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eju_sittings_user_sitting" UNIQUE("user_id","year","month"),
	CONSTRAINT "eju_sittings_month_check" CHECK ("eju_sittings"."month" in (6, 11)),
	CONSTRAINT "eju_sittings_year_check" CHECK ("eju_sittings"."year" between 2002 and 2100),
	CONSTRAINT "eju_sittings_scores_check" CHECK (coalesce("eju_sittings"."japanese_reading", 0) between 0 and 200
        and coalesce("eju_sittings"."japanese_listening", 0) between 0 and 200
        and coalesce("eju_sittings"."japanese_writing", 0) between 0 and 50
        and coalesce("eju_sittings"."science1_score", 0) between 0 and 100
        and coalesce("eju_sittings"."science2_score", 0) between 0 and 100
        and coalesce("eju_sittings"."general_studies", 0) between 0 and 200
        and coalesce("eju_sittings"."math_score", 0) between 0 and 200),
	CONSTRAINT "eju_sittings_science_or_general" CHECK ("eju_sittings"."general_studies" is null or ("eju_sittings"."science1_score" is null and "eju_sittings"."science2_score" is null))
);
--> statement-breakpoint
CREATE TABLE "academy_settings" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_role" varchar(10) NOT NULL,
	"action" varchar(10) NOT NULL,
	"target_type" varchar(40) NOT NULL,
	"target_id" varchar(40),
	"student_id" integer,
	"route" varchar(200) NOT NULL,
	"reason" varchar(200),
	"address" varchar(64) NOT NULL,
	"user_agent" varchar(300),
	"request_id" varchar(64),
	CONSTRAINT "access_log_action_known" CHECK ("access_log"."action" in ('VIEW', 'EXPORT', 'CREATE', 'UPDATE', 'DELETE')),
	CONSTRAINT "access_log_export_has_reason" CHECK ("access_log"."action" <> 'EXPORT' or length(trim("access_log"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "access_log_reviews" (
	"month" char(7) PRIMARY KEY NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "consent_documents_body" CHECK (char_length(btrim("consent_documents"."body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"version" integer NOT NULL,
	"granted" boolean NOT NULL,
	"source" varchar(10) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"content" text,
	"link_hash" varchar(64),
	"link_expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('PENDING', 'READY', 'DOWNLOADED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient_user_id" integer,
	"channel" varchar(10) NOT NULL,
	"address" varchar(254) NOT NULL,
	"template" varchar(40) NOT NULL,
	"variables" jsonb NOT NULL,
	"dedupe_key" varchar(200) NOT NULL,
	"state" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_message_id" varchar(200),
	"unless_read_notification_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_attempts" CHECK ("outbox_messages"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"guardian_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"linked_by" integer
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"week" date PRIMARY KEY NOT NULL,
	"after_student_id" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watch_days" (
	"user_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"day" date NOT NULL,
	"watched_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "watch_days_pk" PRIMARY KEY("user_id","day","lecture_id"),
	CONSTRAINT "watch_days_watched_positive" CHECK ("watch_days"."watched_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('PASSWORD_RESET', 'EMAIL_VERIFICATION'))
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" integer NOT NULL,
	"template" varchar(40) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"enabled" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_preferences_user_id_template_channel_pk" PRIMARY KEY("user_id","template","channel")
);
--> statement-breakpoint
CREATE TABLE "guardian_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"email" varchar(254),
	"phone" varchar(13),
	"token_hash" varchar(64) NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "guardian_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guardian_invitations_address_check" CHECK (("guardian_invitations"."email" is null) <> ("guardian_invitations"."phone" is null))
);
--> statement-breakpoint
CREATE TABLE "mock_answers" (
	"sitting_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"choice" integer,
	"prompt_index" integer,
	"text" text,
	"played_at" timestamp with time zone,
	"correct" boolean,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_answers_pk" PRIMARY KEY("sitting_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "mock_exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"subject" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_exams_window" CHECK ("mock_exams"."opens_at" is null or "mock_exams"."closes_at" is null or "mock_exams"."opens_at" < "mock_exams"."closes_at"),
	CONSTRAINT "mock_exams_published_window" CHECK ("mock_exams"."status" <> 'PUBLISHED' or ("mock_exams"."opens_at" is not null and "mock_exams"."closes_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "mock_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"bank_item_id" integer NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mock_items_position" UNIQUE("section_id","position"),
	CONSTRAINT "mock_items_bank_item" UNIQUE("section_id","bank_item_id"),
	CONSTRAINT "mock_items_points" CHECK ("mock_items"."points" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "mock_section_runs" (
	"sitting_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mock_section_runs_pk" PRIMARY KEY("sitting_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "mock_section_scores" (
	"sitting_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"raw" integer DEFAULT 0 NOT NULL,
	"raw_max" integer DEFAULT 0 NOT NULL,
	"scaled" integer,
	"writing_level" integer,
	"comment" text,
	"graded_by" integer,
	"graded_at" timestamp with time zone,
	CONSTRAINT "mock_section_scores_pk" PRIMARY KEY("sitting_id","section_id"),
	CONSTRAINT "mock_section_scores_writing_level" CHECK ("mock_section_scores"."writing_level" is null or "mock_section_scores"."writing_level" in (50, 45, 40, 35, 30, 25, 20, 10, 0))
);
--> statement-breakpoint
CREATE TABLE "mock_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"scale_table" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_sections_position" UNIQUE("exam_id","position"),
	CONSTRAINT "mock_sections_time_limit" CHECK ("mock_sections"."time_limit_seconds" between 60 and 14400)
);
--> statement-breakpoint
CREATE TABLE "mock_sittings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_sittings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'IN_PROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" varchar(10),
	"graded_at" timestamp with time zone,
	"results_at" timestamp with time zone,
	CONSTRAINT "mock_sittings_one" UNIQUE("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mock_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_id" integer NOT NULL,
	"lecture_id" integer,
	"user_id" integer,
	CONSTRAINT "mock_targets_lecture" UNIQUE("exam_id","lecture_id"),
	CONSTRAINT "mock_targets_user" UNIQUE("exam_id","user_id"),
	CONSTRAINT "mock_targets_one" CHECK (num_nonnulls("mock_targets"."lecture_id", "mock_targets"."user_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "question_bank_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_bank_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_kind" varchar(12) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"unit" varchar(50) NOT NULL,
	"difficulty" integer DEFAULT 3 NOT NULL,
	"stem" text NOT NULL,
	"image_key" text,
	"audio_key" text,
	"options" jsonb,
	"answer_index" integer,
	"explanation" text DEFAULT '' NOT NULL,
	"prompts" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_bank_items_difficulty" CHECK ("question_bank_items"."difficulty" between 1 and 5),
	CONSTRAINT "question_bank_items_shape" CHECK (("question_bank_items"."kind" = 'WRITING' and "question_bank_items"."prompts" is not null)
        or ("question_bank_items"."kind" <> 'WRITING' and "question_bank_items"."options" is not null and "question_bank_items"."answer_index" is not null)),
	CONSTRAINT "question_bank_items_listening_audio" CHECK ("question_bank_items"."kind" <> 'LISTENING' or "question_bank_items"."audio_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_lecture_id_kind_pk" PRIMARY KEY("user_id","lecture_id","kind"),
	CONSTRAINT "cart_items_kind_check" CHECK ("cart_items"."kind" in ('COURSE', 'TEXTBOOK'))
);
--> statement-breakpoint
CREATE TABLE "cash_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"identity_number" text NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"receipt_key" varchar(200),
	"issue_number" varchar(50),
	"receipt_url" text,
	"issued_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_receipts_kind_check" CHECK ("cash_receipts"."kind" in ('INCOME_DEDUCTION', 'EXPENSE_PROOF')),
	CONSTRAINT "cash_receipts_status_check" CHECK ("cash_receipts"."status" in ('REQUESTED', 'ISSUED', 'FAILED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "coupon_lectures" (
	"coupon_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	CONSTRAINT "coupon_lectures_coupon_id_lecture_id_pk" PRIMARY KEY("coupon_id","lecture_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"discount" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" integer NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('FIXED', 'PERCENT')),
	CONSTRAINT "coupons_value_range" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'PERCENT' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_limits_positive" CHECK ("coupons"."per_user_limit" >= 1 and coalesce("coupons"."total_limit", 1) >= 1),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."used_count" >= 0 and ("coupons"."total_limit" is null or "coupons"."used_count" <= "coupons"."total_limit")),
	CONSTRAINT "coupons_window" CHECK ("coupons"."starts_at" < "coupons"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "local_gateway_records" (
	"key" varchar(250) PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"period_days" integer,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"enrolment_id" integer,
	"shipped_at" timestamp with time zone,
	"carrier" varchar(30),
	"tracking_no" varchar(40),
	"shipped_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_one_per_kind" UNIQUE("order_id","lecture_id","kind"),
	CONSTRAINT "order_lines_kind_check" CHECK ("order_lines"."kind" in ('COURSE', 'TEXTBOOK')),
	CONSTRAINT "order_lines_status_check" CHECK ("order_lines"."status" in ('PENDING', 'PAID', 'CANCELLED', 'REFUNDED')),
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."price" >= 0 and "order_lines"."discount" >= 0 and "order_lines"."amount" = "order_lines"."price" - "order_lines"."discount" and "order_lines"."amount" >= 0 and "order_lines"."refunded_amount" >= 0 and "order_lines"."refunded_amount" <= "order_lines"."amount")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"method" varchar(20) NOT NULL,
	"order_name" varchar(100) NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"coupon_snapshot" jsonb,
	"ship_recipient" varchar(50),
	"ship_phone" varchar(20),
	"ship_postcode" varchar(10),
	"ship_address1" varchar(200),
	"ship_address2" varchar(200),
	"depositor_name" varchar(50),
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'WAITING_DEPOSIT', 'PAID', 'CANCELLED', 'PARTIALLY_REFUNDED', 'REFUNDED')),
	CONSTRAINT "orders_method_check" CHECK ("orders"."method" in ('CARD', 'TRANSFER', 'VIRTUAL_ACCOUNT', 'BANK_DEPOSIT')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."discount" <= "orders"."subtotal" and "orders"."shipping_fee" >= 0 and "orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."shipping_fee"),
	CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(10) NOT NULL,
	"event_key" varchar(200) NOT NULL,
	"event_type" varchar(50) NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"payment_key" varchar(200) NOT NULL,
	"method" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"virtual_account" jsonb,
	"webhook_secret" varchar(100),
	"receipt_url" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_line_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"reason" text NOT NULL,
	"quoted_amount" integer NOT NULL,
	"quote_basis" jsonb NOT NULL,
	"approved_amount" integer,
	"staff_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"transaction_key" varchar(200),
	"refund_account" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('REQUESTED', 'APPROVED', 'COMPLETED', 'REJECTED', 'FAILED')),
	CONSTRAINT "refunds_amounts" CHECK ("refunds"."quoted_amount" >= 0 and coalesce("refunds"."approved_amount", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "playback_devices" (
	"user_id" integer NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"label" varchar(100) NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_devices_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "playback_sessions" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"video_id" varchar(64),
	"device_id" varchar(64) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "video_streams" (
	"video_id" varchar(64) PRIMARY KEY NOT NULL,
	"state" varchar(10) DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"sealed_key" text NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enrolment_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolment_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"ended_at" timestamp with time zone,
	"used_days" integer,
	"ended_by" integer,
	"end_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_pauses_days_check" CHECK ("enrolment_pauses"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_captions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_captions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"detail_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"label" varchar(40) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"cue_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_captions_detail_lang" UNIQUE("detail_id","lang"),
	CONSTRAINT "lesson_captions_lang_check" CHECK ("lesson_captions"."lang" in ('ko', 'ja'))
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_stories" ADD CONSTRAINT "pass_stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_stories" ADD CONSTRAINT "pass_stories_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_user_id_users_id_fk" FOREIGN KEY ("reply_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "details" ADD CONSTRAINT "details_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_requests" ADD CONSTRAINT "enrolment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_requests" ADD CONSTRAINT "enrolment_requests_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_requests" ADD CONSTRAINT "enrolment_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_follow_ups" ADD CONSTRAINT "question_follow_ups_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_follow_ups" ADD CONSTRAINT "question_follow_ups_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_images" ADD CONSTRAINT "question_images_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_feedback_by_users_id_fk" FOREIGN KEY ("feedback_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_lesson_id_details_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_settings" ADD CONSTRAINT "learning_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_opens" ADD CONSTRAINT "lesson_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_opens" ADD CONSTRAINT "lesson_opens_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_days" ADD CONSTRAINT "study_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eju_sittings" ADD CONSTRAINT "eju_sittings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log_reviews" ADD CONSTRAINT "access_log_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_documents" ADD CONSTRAINT "consent_documents_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_document_id_consent_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."consent_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_unless_read_notification_id_notifications_id_fk" FOREIGN KEY ("unless_read_notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_days" ADD CONSTRAINT "watch_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_days" ADD CONSTRAINT "watch_days_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_sitting_id_mock_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."mock_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_item_id_mock_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_exams" ADD CONSTRAINT "mock_exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_items" ADD CONSTRAINT "mock_items_section_id_mock_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."mock_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_items" ADD CONSTRAINT "mock_items_bank_item_id_question_bank_items_id_fk" FOREIGN KEY ("bank_item_id") REFERENCES "public"."question_bank_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_section_runs" ADD CONSTRAINT "mock_section_runs_sitting_id_mock_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."mock_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_section_runs" ADD CONSTRAINT "mock_section_runs_section_id_mock_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."mock_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_section_scores" ADD CONSTRAINT "mock_section_scores_sitting_id_mock_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."mock_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_section_scores" ADD CONSTRAINT "mock_section_scores_section_id_mock_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."mock_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_section_scores" ADD CONSTRAINT "mock_section_scores_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_sections" ADD CONSTRAINT "mock_sections_exam_id_mock_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."mock_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_sittings" ADD CONSTRAINT "mock_sittings_exam_id_mock_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."mock_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_sittings" ADD CONSTRAINT "mock_sittings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_targets" ADD CONSTRAINT "mock_targets_exam_id_mock_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."mock_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_targets" ADD CONSTRAINT "mock_targets_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_targets" ADD CONSTRAINT "mock_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD CONSTRAINT "question_bank_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_lectures" ADD CONSTRAINT "coupon_lectures_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_lectures" ADD CONSTRAINT "coupon_lectures_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_devices" ADD CONSTRAINT "playback_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_sessions" ADD CONSTRAINT "playback_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_sessions" ADD CONSTRAINT "playback_sessions_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_streams" ADD CONSTRAINT "video_streams_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_pauses" ADD CONSTRAINT "enrolment_pauses_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_pauses" ADD CONSTRAINT "enrolment_pauses_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banners_active_slot_unique" ON "banners" USING btree ("active_slot");--> statement-breakpoint
CREATE INDEX "banners_active_order_idx" ON "banners" USING btree ("active","banner_order");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("is_important","publish_at","id");--> statement-breakpoint
CREATE INDEX "notices_publish_idx" ON "notices" USING btree ("publish_at","id");--> statement-breakpoint
CREATE INDEX "pass_stories_status_idx" ON "pass_stories" USING btree ("status","year","created_at");--> statement-breakpoint
CREATE INDEX "pass_stories_university_idx" ON "pass_stories" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_hidden_created_idx" ON "reviews" USING btree ("hidden","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_lecture_idx" ON "reviews" USING btree ("lecture_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_status_activity_idx" ON "videos" USING btree ("status","last_activity_at");--> statement-breakpoint
CREATE INDEX "attachments_content_idx" ON "attachments" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "chapters_lecture_idx" ON "chapters" USING btree ("lecture_id","chapter_order");--> statement-breakpoint
CREATE INDEX "details_chapter_idx" ON "details" USING btree ("chapter_id","detail_order");--> statement-breakpoint
CREATE INDEX "lectures_teacher_idx" ON "lectures" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "quizzes_detail_idx" ON "quizzes" USING btree ("detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolment_requests_one_pending" ON "enrolment_requests" USING btree ("user_id","lecture_id") WHERE "enrolment_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "enrolment_requests_lecture_idx" ON "enrolment_requests" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "enrolment_requests_queue_idx" ON "enrolment_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "enrolments_lecture_completed_idx" ON "enrolments" USING btree ("lecture_id","completed_lessons");--> statement-breakpoint
CREATE INDEX "enrolments_lecture_activity_idx" ON "enrolments" USING btree ("lecture_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "question_follow_ups_question_idx" ON "question_follow_ups" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_follow_ups_one_open" ON "question_follow_ups" USING btree ("question_id") WHERE "question_follow_ups"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "question_images_question_idx" ON "question_images" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_user_idx" ON "questions" USING btree ("user_id","lecture_id","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_lecture_asked_idx" ON "questions" USING btree ("lecture_id","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_waiting_lecture_idx" ON "questions" USING btree ("lecture_id","waiting_since","id") WHERE "questions"."waiting_since" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_pending" ON "submissions" USING btree ("user_id","detail_id") WHERE "submissions"."feedback_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_passed" ON "submissions" USING btree ("user_id","detail_id") WHERE "submissions"."is_completed";--> statement-breakpoint
CREATE INDEX "submissions_detail_idx" ON "submissions" USING btree ("detail_id","feedback_at","is_completed");--> statement-breakpoint
CREATE INDEX "submissions_submitted_idx" ON "submissions" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("lesson_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "live_attendance_detail_idx" ON "live_attendance" USING btree ("detail_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_detail_idx" ON "quiz_attempts" USING btree ("user_id","detail_id");--> statement-breakpoint
CREATE INDEX "watch_progress_user_updated_idx" ON "watch_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "eju_sittings_user_idx" ON "eju_sittings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_log_at_id_idx" ON "access_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_log_student_idx" ON "access_log" USING btree ("student_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_kind_version" ON "consent_documents" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("id") WHERE "data_exports"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe" ON "outbox_messages" USING btree ("channel","dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_pair" ON "guardian_links" USING btree ("student_id","guardian_id");--> statement-breakpoint
CREATE INDEX "guardian_links_guardian_idx" ON "guardian_links" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "guardian_invitations_student_idx" ON "guardian_invitations" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "mock_answers_item_idx" ON "mock_answers" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "mock_exams_status_idx" ON "mock_exams" USING btree ("status","opens_at");--> statement-breakpoint
CREATE INDEX "mock_items_bank_item_idx" ON "mock_items" USING btree ("bank_item_id");--> statement-breakpoint
CREATE INDEX "mock_section_runs_open_idx" ON "mock_section_runs" USING btree ("deadline_at") WHERE "mock_section_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "mock_section_scores_section_idx" ON "mock_section_scores" USING btree ("section_id","scaled");--> statement-breakpoint
CREATE INDEX "mock_sittings_exam_state_idx" ON "mock_sittings" USING btree ("exam_id","state","results_at");--> statement-breakpoint
CREATE INDEX "mock_sittings_user_idx" ON "mock_sittings" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "mock_targets_lecture_idx" ON "mock_targets" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "mock_targets_user_idx" ON "mock_targets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "question_bank_items_kind_unit_idx" ON "question_bank_items" USING btree ("section_kind","unit");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_receipts_one_per_order" ON "cash_receipts" USING btree ("order_id") WHERE "cash_receipts"."status" in ('REQUESTED', 'ISSUED');--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_unique" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_lines_lecture_idx" ON "order_lines" USING btree ("lecture_id","status");--> statement-breakpoint
CREATE INDEX "order_lines_teacher_idx" ON "order_lines" USING btree ("teacher_id","order_id");--> statement-breakpoint
CREATE INDEX "order_lines_to_ship_idx" ON "order_lines" USING btree ("created_at","id") WHERE "order_lines"."kind" = 'TEXTBOOK' and "order_lines"."status" = 'PAID' and "order_lines"."shipped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_unique" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key_unique" ON "payment_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_key_unique" ON "payments" USING btree ("provider","payment_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_per_line" ON "refunds" USING btree ("order_line_id") WHERE "refunds"."status" in ('REQUESTED', 'APPROVED', 'FAILED');--> statement-breakpoint
CREATE INDEX "refunds_queue_idx" ON "refunds" USING btree ("status","due_at","id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "playback_sessions_open_idx" ON "playback_sessions" USING btree ("user_id","started_at") WHERE "playback_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "enrolment_pauses_enrolment_idx" ON "enrolment_pauses" USING btree ("enrolment_id","starts_at");