import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** PARENT: a guardian who follows students' progress, read-only (docs/product/parents.md). */
export const ROLES = ['STUDENT', 'TEACHER', 'ADMIN', 'PARENT'] as const;
export type Role = (typeof ROLES)[number];

export type GoalUniversity = { school: string; major: string };
export type EjuScores = {
  listening: number;
  reading: number;
  totalListenRead: number;
  science: number;
  subject1?: string | null;
  score1?: number | null;
  subject2?: string | null;
  score2?: number | null;
};

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
export { timestamps };

/** Students, teachers, admins and parents. `email` is the spec's login id (`userId`). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    role: varchar('role', { length: 10, enum: ROLES }).notNull().default('STUDENT'),
    // Student profile (docs/product/api.md: User, sign-up payload)
    studentContact: varchar('student_contact', { length: 13 }),
    parentContact: varchar('parent_contact', { length: 13 }),
    address: varchar('address', { length: 300 }),
    majorType: varchar('major_type', { length: 10 }),
    goalUniversities: jsonb('goal_universities').$type<GoalUniversity[]>().notNull().default([]),
    studyYears: integer('study_years'),
    ejuScores: jsonb('eju_scores').$type<EjuScores | null>(),
    note: text('note'),
    /**
     * Optional (YYYY-MM-DD): a student aged 19 or more may remove a guardian themselves; unknown
     * counts as under 19 (docs/product/parents.md).
     */
    birthDate: date('birth_date', { mode: 'string' }),
    // Teacher profile (docs/product/api.md: Teacher). Bank account and registration number are
    // encrypted.
    image: text('image'),
    teachingSubjects: jsonb('teaching_subjects').$type<string[]>().notNull().default([]),
    /** a short introduction staff write, shown on the home page's instructors carousel */
    introduction: text('introduction'),
    bankName: varchar('bank_name', { length: 50 }),
    accountNumberEncrypted: text('account_number_encrypted'),
    accountHolder: varchar('account_holder', { length: 50 }),
    businessNumberEncrypted: text('business_number_encrypted'),
    /** Set when an admin disables the account; its tokens stop working at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Set when the user withdraws (DELETE /api/users/profile): the row stays so questions and
     * submissions keep their author, but the personal data is erased (see docs/decisions/004).
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * When the email was proven the account's (its verification link opened). Defaults to the
     * row's creation: accounts staff make and the demo seed's count as verified; a self sign-up
     * and an email change set it to null until the link is opened (docs/product/security.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // lists of people by name (a roster's page walks it, and its batches go on from a name)
    index('users_name_idx').on(table.name, table.id),
    // staff's search by a part of a name (`ilike '%...%'`): trigrams of the names (pg_trgm, which
    // db/client.ts creates before the migrations)
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // the staff boards' search by the beginning of an email (`lower(email) like 'abc%'`,
    // question-view.ts: studentsNamed); the unique index above answers only whole emails
    index('users_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    check('users_role_check', sql`${table.role} in ('STUDENT', 'TEACHER', 'ADMIN', 'PARENT')`),
    check('users_study_years_check', sql`${table.studyYears} between 0 and 4`),
  ],
);
export type UserRow = typeof users.$inferSelect;
