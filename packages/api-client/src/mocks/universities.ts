// The universities of success stories (admin), answered like the API (see respond.ts).
import { http } from 'msw';
import type { University, UniversityType } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the list, POST and PUT one (multipart with its logo), over `universities` (kept). */
export function universityHandlers(universities: University[]) {
  let list = [...universities];
  const fromForm = async (request: Request, id: number): Promise<University> => {
    const form = await request.formData();
    return {
      id,
      name: String(form.get('name')),
      type: String(form.get('type')) as UniversityType,
      logoUrl: form.has('logoFile') ? `/api/files/images/${id}.webp` : null,
    };
  };
  return [
    http.get(apiPath('universities'), () => okEnvelope(list)),
    // the score tracker's subject sets (every university asks for 日本語 only until an admin says)
    http.get(apiPath('admin/universities/subjects'), () =>
      okEnvelope(
        list.map(({ id, name, type }) => ({
          id,
          name,
          type,
          subjects: { japaneseRequired: true, science: 'NONE', math: 'NONE' },
        })),
      ),
    ),
    http.post(apiPath('admin/universities'), async ({ request }) => {
      const created = await fromForm(request, Math.max(0, ...list.map((one) => one.id)) + 1);
      list = [...list, created];
      return okEnvelope(created);
    }),
    http.put(apiPath('admin/universities/:id'), async ({ params, request }) => {
      const updated = await fromForm(request, Number(params.id));
      list = list.map((one) => (one.id === updated.id ? updated : one));
      return okEnvelope(updated);
    }),
  ];
}
