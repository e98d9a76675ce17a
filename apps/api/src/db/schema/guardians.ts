// Guardians (docs/product/parents.md): a parent account follows one or more students and reads
// their progress; a student may have several guardians.
import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianId: integer('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff member who linked them (null: the guardian accepted the student's invitation) */
    linkedBy: integer('linked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('guardian_links_pair').on(table.studentId, table.guardianId),
    index('guardian_links_guardian_idx').on(table.guardianId),
  ],
);
export type GuardianLinkRow = typeof guardianLinks.$inferSelect;
