// The classroom's name for the shared render() (@academy/vitest-config/render), kept for the
// learning panels' tests while their features are being changed; new tests import render().
import { render } from '@academy/vitest-config/render';
import type { ReactElement } from 'react';

export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(ui, { path });
}
