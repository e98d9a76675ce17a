import { describe, expect, it } from 'vitest';
import {
  classroomHome,
  isAdmin,
  isParent,
  isStaff,
  isStudent,
  normalizeRole,
  roleLabel,
  roleName,
} from './roles.ts';

describe('roles', () => {
  it('compares roles case-insensitively', () => {
    expect(normalizeRole('teacher')).toBe('TEACHER');
    expect(normalizeRole(' Admin ')).toBe('ADMIN');
    expect(normalizeRole('STUDENT')).toBe('STUDENT');
  });

  it('treats a missing or unknown role as the default student', () => {
    expect(normalizeRole(undefined)).toBe('STUDENT');
    expect(normalizeRole('janitor')).toBe('STUDENT');
    expect(normalizeRole(7)).toBe('STUDENT');
  });

  it('counts teachers and admins as staff, and nobody when signed out', () => {
    expect(isStaff({ role: 'teacher' })).toBe(true);
    expect(isStaff({ role: 'ADMIN' })).toBe(true);
    expect(isStaff({ role: 'student' })).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isStudent({ role: 'Student' })).toBe(true);
    expect(isStudent({ role: 'TEACHER' })).toBe(false);
    expect(isStudent(undefined)).toBe(false);
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'teacher' })).toBe(false);
  });

  it('labels the sidebar 학생 for a student and 강사 otherwise', () => {
    expect(roleLabel({ role: 'student' })).toBe('학생');
    expect(roleLabel({ role: 'TEACHER' })).toBe('강사');
    expect(roleLabel({ role: 'admin' })).toBe('강사');
  });

  it('names the role itself on a profile: an admin is 관리자 (my page)', () => {
    expect(roleName({ role: 'student' })).toBe('학생');
    expect(roleName({ role: 'Teacher' })).toBe('강사');
    expect(roleName({ role: 'ADMIN' })).toBe('관리자');
  });

  it('keeps a parent apart from students and staff, and sends them to their children', () => {
    expect(normalizeRole('parent')).toBe('PARENT');
    expect(isParent({ role: 'Parent' })).toBe(true);
    expect(isStaff({ role: 'PARENT' })).toBe(false);
    expect(isStudent({ role: 'PARENT' })).toBe(false);
    expect(isParent({ role: 'STUDENT' })).toBe(false);
    expect(roleName({ role: 'PARENT' })).toBe('보호자');
    expect(roleLabel({ role: 'PARENT' })).toBe('보호자');
    expect(classroomHome({ role: 'PARENT' })).toBe('/children');
    expect(classroomHome({ role: 'STUDENT' })).toBe('/dashboard');
  });
});
