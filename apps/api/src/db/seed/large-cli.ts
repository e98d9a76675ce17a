// `pnpm db:seed:large`: the demo seed plus an academy ten years on (large.ts), into DATABASE_URL's
// PostgreSQL database or the embedded one in DATA_DIR. SCALE_FACTOR (default 1) shrinks it;
// --force seeds a database that holds accounts neither seed made.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../../env.ts';
import { scaleCounts, seedLarge, SCALE_PASSWORD } from './large.ts';

const { force = false } = parseArgs({ options: { force: { type: 'boolean' } } }).values;
const factor = Number(process.env.SCALE_FACTOR ?? 1);
if (!(factor > 0))
  throw new Error(`SCALE_FACTOR must be a positive number, not ${process.env.SCALE_FACTOR}`);
const env = loadEnv();
const target = env.DATABASE_URL
  ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
  : ({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') } as const);
const where = target.kind === 'postgres' ? new URL(target.url).pathname.slice(1) : target.dataDir;
const counts = scaleCounts(factor);
console.log(
  `Large seed into ${target.kind === 'postgres' ? `PostgreSQL database ${where}` : `PGlite in ${where}`} (SCALE_FACTOR ${factor}: ${counts.students} students, ${counts.lectures} lectures, ${counts.enrolments} enrolments)`,
);
const result = await seedLarge(target, env, {
  factor,
  force,
  onStep: (label, ms) => console.log(`  ${label}: ${(ms / 1000).toFixed(1)} s`),
});
if (result.seeded) {
  console.log(
    `Seeded in ${(result.ms / 1000).toFixed(1)} s. Students sign in as s0@scale.academy.test ... with ${SCALE_PASSWORD}; teachers t0@scale.academy.test ...`,
  );
} else if (result.reason === 'already-large') {
  console.log(`The large seed is already there (${result.count} accounts): nothing seeded.`);
} else {
  console.error(
    `This database holds ${result.count} accounts neither seed made: nothing seeded. Seed an empty database, or pass --force to add the large seed anyway.`,
  );
  process.exitCode = 1;
}
