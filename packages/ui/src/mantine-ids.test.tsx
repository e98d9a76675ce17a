// Decision 027: @mantine/hooks is patched so a component's id stays the one React gives it on the
// server and in the browser. Unpatched, a layout effect swapped in a random id right after
// hydration: every component with an id rendered again inside the hydration's commit (the
// admin's longest task after the first paint) and the ids the server sent changed under the user.
import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

const page = (
  <MantineProvider theme={theme}>
    <TextInput label="이메일" />
  </MantineProvider>
);

describe("Mantine's ids (patches/@mantine__hooks)", () => {
  it('keeps the id the server sent once the page has hydrated', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const served = container.querySelector('input')!.id;
    expect(served).toMatch(/^mantine-/);

    render(page, { container, hydrate: true });

    const input = screen.getByRole('textbox', { name: '이메일' });
    expect(input.id).toBe(served);
    expect(container.querySelector('label')!.htmlFor).toBe(served);
  });
});
