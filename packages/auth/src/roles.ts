// The role string is compared case-insensitively; the default role is student
// (docs/product/roles.md).
import * as ko from '@academy/strings';

export type Role = 'STUDENT' | 'TEACHER' | 'ADMIN';

/** 'teacher', 'Teacher', ' TEACHER ' -> 'TEACHER'; anything unknown or missing -> 'STUDENT'. */
export function normalizeRole(role: unknown): Role {
  const upper = typeof role === 'string' ? role.trim().toUpperCase() : '';
  return upper === 'TEACHER' || upper === 'ADMIN' ? upper : 'STUDENT';
}

type WithRole = { role?: unknown } | null | undefined;

/**
 * TEACHER or ADMIN: the admin button and the admin app (docs/product/screens.md,
 * docs/product/roles.md).
 */
export function isStaff(user: WithRole): boolean {
  return !!user && normalizeRole(user.role) !== 'STUDENT';
}

/**
 * STUDENT: the my-page button (docs/product/screens.md, docs/product/roles.md). A missing user is
 * not a student.
 */
export function isStudent(user: WithRole): boolean {
  return !!user && normalizeRole(user.role) === 'STUDENT';
}

export function isAdmin(user: WithRole): boolean {
  return !!user && normalizeRole(user.role) === 'ADMIN';
}

/** The sidebar labels a user 학생 if the role is student, otherwise 강사 (docs/product/roles.md). */
export function roleLabel(user: WithRole): string {
  return isStaff(user) ? ko.auth.roleTeacher : ko.auth.roleStudent;
}

/** The role itself, for a profile (my page): an admin is 관리자 there, not the sidebar's 강사. */
export function roleName(user: WithRole): string {
  const role = user ? normalizeRole(user.role) : 'STUDENT';
  if (role === 'ADMIN') return ko.auth.roleAdmin;
  return role === 'TEACHER' ? ko.auth.roleTeacher : ko.auth.roleStudent;
}
