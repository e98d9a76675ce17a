import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.js';

const generate = (bundle) => compileHints().generateBundle.handler({}, bundle);

describe('compileHints', () => {
  it('opens every chunk with the hint, ahead of anything Vite wrote first, once', () => {
    const bundle = {
      'index.js': { type: 'chunk', code: 'const __vite__mapDeps=()=>[];import"./react.js";' },
      'react.js': { type: 'chunk', code: `${COMPILE_HINT}\nexport const x=1;` },
      'index.css': { type: 'asset', source: 'body{}' },
    };
    generate(bundle);
    expect(bundle['index.js'].code).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];import"./react.js";`,
    );
    expect(bundle['react.js'].code).toBe(`${COMPILE_HINT}\nexport const x=1;`);
    expect(bundle['index.css']).toEqual({ type: 'asset', source: 'body{}' });
  });

  it("runs after Vite's own bundle steps (the preload helper goes first otherwise)", () => {
    expect(compileHints().generateBundle.order).toBe('post');
  });

  it('puts the hint into every chunk hash, so a hinted file never takes an unhinted name', () => {
    expect(compileHints().augmentChunkHash()).toBe(COMPILE_HINT);
  });
});
