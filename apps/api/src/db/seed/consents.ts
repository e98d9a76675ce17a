// The consents of the demo students (docs/product/privacy.md): each agreed to version 1 of the
// required documents when signing up; the optional ones vary, so my page shows both answers. The
// documents themselves are published by every start (db/consent-first-versions.ts).
import { consentDocuments, consentRecords } from '../schema/privacy.ts';
import { publishFirstVersions } from '../consent-first-versions.ts';
import type { SeedContext } from './context.ts';

export async function seedConsents(ctx: SeedContext) {
  await publishFirstVersions(ctx.db);
  const documents = await ctx.db.select().from(consentDocuments);
  const first = (kind: string) => documents.find((row) => row.kind === kind && row.version === 1)!;
  const rows = ctx.users.students.flatMap((student, index) =>
    (
      [
        ['TERMS', true],
        ['PRIVACY', true],
        ['PRIVACY_OPTIONAL', index % 2 === 0],
        // The demo student said no to marketing: my page shows how to turn it on.
        ['MARKETING', index % 3 === 1],
      ] as const
    ).map(([kind, granted]) => ({
      userId: student.id,
      documentId: first(kind).id,
      kind,
      version: 1,
      granted,
      source: 'SEED' as const,
    })),
  );
  // The demo parent agreed to the required ones when accepting the invitation.
  rows.push(
    ...(['TERMS', 'PRIVACY'] as const).map((kind) => ({
      userId: ctx.users.parent.id,
      documentId: first(kind).id,
      kind,
      version: 1,
      granted: true,
      source: 'SEED' as const,
    })),
  );
  if (rows.length) await ctx.db.insert(consentRecords).values(rows);
}
