// Invitations of guardians (docs/product/parents.md): a student, or staff on the student's page,
// invites a parent by email or phone; the parent makes an account (or signs in) from the link and
// the guardian link is made.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One invitation. The link's token is kept only as its SHA-256 hash; the invitation works once,
 * until it expires (7 days) or is cancelled.
 */
export const guardianInvitations = pgTable(
  'guardian_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 13 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** who sent it: the student, or the staff member who invited from the student's page */
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** the guardian account that accepted it */
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('guardian_invitations_student_idx').on(table.studentId),
    // exactly one address: an email or a phone
    check(
      'guardian_invitations_address_check',
      sql`(${table.email} is null) <> (${table.phone} is null)`,
    ),
  ],
);
export type GuardianInvitationRow = typeof guardianInvitations.$inferSelect;
