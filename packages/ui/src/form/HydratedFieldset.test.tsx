import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydratedFieldset } from './HydratedFieldset.tsx';

const form = (
  <HydratedFieldset>
    <input aria-label="이메일" />
    <button type="submit">로그인</button>
  </HydratedFieldset>
);

describe('HydratedFieldset', () => {
  it('sends a form whose fields cannot be used before the page has its code', () => {
    expect(renderToString(form)).toMatch(/<fieldset disabled=""/);
  });

  it('lets them be used once the page has taken over', () => {
    render(form);
    expect(screen.getByRole('textbox', { name: '이메일' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });
});
