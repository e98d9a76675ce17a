// The role string is compared case-insensitively; the default role is student
// (docs/product/roles.md). A parent (PARENT) is neither a student nor staff: it reads its children's
// progress and nothing else (docs/product/parents.md).
import * as ko from '@academy/strings';

export type Role = 'STUDENT' | 'TEACHER' | 'ADMIN' | 'PARENT';

/**
 * 'teacher', 'Teacher', ' TEACHER ' -> 'TEACHER'; 'parent' -> 'PARENT'; anything unknown or
 * missing -> 'STUDENT'.
 */
export function normalizeRole(role: unknown): Role {
  const upper = typeof role === 'string' ? role.trim().toUpperCase() : '';
  return upper === 'TEACHER' || upper === 'ADMIN' || upper === 'PARENT' ? upper : 'STUDENT';
}

type WithRole = { role?: unknown } | null | undefined;

/**
 * TEACHER or ADMIN: the admin button and the admin app (docs/product/screens.md,
 * docs/product/roles.md).
 */
export function isStaff(user: WithRole): boolean {
  if (!user) return false;
  const role = normalizeRole(user.role);
  return role === 'TEACHER' || role === 'ADMIN';
}

/**
 * STUDENT: the my-page button (docs/product/screens.md, docs/product/roles.md). A missing user is
 * not a student.
 */
export function isStudent(user: WithRole): boolean {
  return !!user && normalizeRole(user.role) === 'STUDENT';
}

/** PARENT: the classroom shows them their children (/children) and nothing of a student's. */
export function isParent(user: WithRole): boolean {
  return !!user && normalizeRole(user.role) === 'PARENT';
}

export function isAdmin(user: WithRole): boolean {
  return !!user && normalizeRole(user.role) === 'ADMIN';
}

/**
 * The sidebar labels a user 학생 if the role is student, 보호자 for a parent, otherwise 강사
 * (docs/product/roles.md).
 */
export function roleLabel(user: WithRole): string {
  if (isParent(user)) return ko.auth.roleParent;
  return isStaff(user) ? ko.auth.roleTeacher : ko.auth.roleStudent;
}

/** The role itself, for a profile (my page): an admin is 관리자 there, not the sidebar's 강사. */
export function roleName(user: WithRole): string {
  const role = user ? normalizeRole(user.role) : 'STUDENT';
  if (role === 'ADMIN') return ko.auth.roleAdmin;
  if (role === 'PARENT') return ko.auth.roleParent;
  return role === 'TEACHER' ? ko.auth.roleTeacher : ko.auth.roleStudent;
}

/** Where the classroom entry (강의실) takes this user: a parent to their children, others to the dashboard. */
export function classroomHome(user: WithRole): string {
  return isParent(user) ? '/children' : '/dashboard';
}
