// The admin's instructors, answered like the API (see respond.ts) (docs/product/screens.md).
import { http } from 'msw';
import type { RegisteredTeacher, TeacherProfile } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/**
 * GET the profiles, PUT one (multipart), POST its (de)activation, POST a registration, over
 * `teachers` (changes are kept, so a refetch reads what was saved).
 */
export function teacherHandlers(teachers: TeacherProfile[]) {
  let list = [...teachers];
  const change = (id: unknown, changes: Partial<TeacherProfile>) => {
    list = list.map((teacher) =>
      teacher.id === Number(id) ? { ...teacher, ...changes } : teacher,
    );
    return okEnvelope(list.find((teacher) => teacher.id === Number(id)));
  };
  return [
    http.get(apiPath('admin/teachers'), () => okEnvelope(list)),
    http.put(apiPath('admin/teachers/:id'), async ({ params, request }) => {
      const form = await request.formData();
      return change(params.id, {
        name: String(form.get('name')),
        teachingSubjects: form.getAll('teachingSubjects').map(String),
        introduction: form.has('introduction') ? String(form.get('introduction')) : null,
      });
    }),
    http.post(apiPath('admin/teachers/:id/deactivate'), ({ params }) =>
      change(params.id, { active: false }),
    ),
    http.post(apiPath('admin/teachers/:id/reactivate'), ({ params }) =>
      change(params.id, { active: true }),
    ),
    http.post(apiPath('auth/register/teacher'), async ({ request }) => {
      const form = await request.formData();
      const text = (name: string) => (form.has(name) ? String(form.get(name)) : null);
      const registered: RegisteredTeacher = {
        id: Math.max(0, ...list.map((teacher) => teacher.id)) + 1,
        userId: String(form.get('userId')),
        name: String(form.get('name')),
        image: '/api/files/teachers/new.webp',
        teachingSubjects: form.getAll('teachingSubjects').map(String),
        bankName: text('bankName'),
        accountNumberMasked: text('accountNumber') && '****',
        accountHolder: text('accountHolder'),
        businessNumberMasked: text('businessNumber') && '****',
      };
      return okEnvelope(registered);
    }),
  ];
}
