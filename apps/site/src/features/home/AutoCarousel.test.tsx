import { AppProviders } from '@academy/ui/AppProviders';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AutoCarousel } from './AutoCarousel.tsx';

const slides = ['첫째', '둘째', '셋째'].map((text) => <p key={text}>{text}</p>);

describe('AutoCarousel', () => {
  it('is drawn still with every slide first, then starts', async () => {
    render(
      <AppProviders>
        <AutoCarousel label="강사진" delayMs={6000} slideSize="50%">
          {slides}
        </AutoCarousel>
        <AutoCarousel label="수강 후기" delayMs={5000}>
          {slides}
        </AutoCarousel>
      </AppProviders>,
    );
    const first = screen.getByRole('region', { name: '강사진' });
    // Still: the slides are there, the controls are not yet.
    expect(within(first).getAllByRole('group')).toHaveLength(3);
    expect(within(first).queryByRole('button', { name: '다음' })).toBeNull();
    // After the first frame each carousel starts, with its own controls.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '다음' })).toHaveLength(2));
    for (const label of ['강사진', '수강 후기']) {
      const region = screen.getByRole('region', { name: label });
      expect(within(region).getByRole('button', { name: '다음' })).toBeInTheDocument();
      expect(within(region).getByText('셋째')).toBeInTheDocument();
    }
  });
});
