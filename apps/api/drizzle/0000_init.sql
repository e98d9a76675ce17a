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
	"image" text,
	"teaching_subjects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_name" varchar(50),
	"account_number_encrypted" text,
	"account_holder" varchar(50),
	"business_number_encrypted" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('STUDENT', 'TEACHER', 'ADMIN')),
	CONSTRAINT "users_study_years_check" CHECK ("users"."study_years" between 0 and 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));