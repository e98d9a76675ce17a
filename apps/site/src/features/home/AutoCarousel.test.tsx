import { render } from '@academy/vitest-config/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AutoCarousel } from './AutoCarousel.tsx';

const slides = ['첫째', '둘째', '셋째'].map((text) => <p key={text}>{text}</p>);

describe('AutoCarousel', () => {
  it('is drawn still with every slide first, and moves once the pointer comes to it', async () => {
    render(
      <>
        <AutoCarousel label="강사진" delayMs={6000} perView={{ base: 1, sm: 2 }}>
          {slides}
        </AutoCarousel>
        <AutoCarousel label="수강 후기" delayMs={5000}>
          {slides}
        </AutoCarousel>
      </>,
    );
    const first = screen.getByRole('region', { name: '강사진' });
    // Still: the slides are there, the controls (the carousel library) are not yet.
    expect(within(first).getAllByRole('group')).toHaveLength(3);
    expect(within(first).queryByRole('button', { name: '다음' })).toBeNull();
    await userEvent.hover(within(first).getByText('첫째'));
    // The moving carousel takes the still one's place (its region is a new element).
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: '강사진' })).getByRole('button', {
          name: '다음',
        }),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('region', { name: '강사진' })).getByText('셋째'),
    ).toBeInTheDocument();
    // The other one waits for its own turn.
    const other = screen.getByRole('region', { name: '수강 후기' });
    expect(within(other).queryByRole('button', { name: '다음' })).toBeNull();
  });

  it('starts by itself a second before its first move', async () => {
    render(
      <>
        <AutoCarousel label="합격자 소식" delayMs={1300}>
          {slides}
        </AutoCarousel>
      </>,
    );
    expect(screen.queryByRole('button', { name: '다음' })).toBeNull();
    expect(await screen.findByRole('button', { name: '다음' })).toBeInTheDocument();
  });

  it('speaks Korean to screen readers: no "Slide N of M", "Go to slide" or "Slides"', async () => {
    render(
      <>
        <AutoCarousel label="합격자 소식" delayMs={3000}>
          {slides}
        </AutoCarousel>
      </>,
    );
    // The still carousel is replaced by the started one when the pointer comes to it.
    await userEvent.hover(screen.getByText('첫째'));
    await waitFor(() => expect(screen.getByRole('button', { name: '다음' })).toBeInTheDocument());
    const region = screen.getByRole('region', { name: '합격자 소식' });
    expect(screen.getByRole('status')).toHaveTextContent('합격자 소식 슬라이드 1 / 3');
    expect(within(region).getByRole('tablist', { name: '슬라이드' })).toBeInTheDocument();
    // (jsdom lays nothing out, so the carousel may draw no dots here: each one drawn is Korean.)
    for (const [index, tab] of within(region).queryAllByRole('tab').entries()) {
      expect(tab).toHaveAccessibleName(`${index + 1}번 슬라이드로 이동`);
    }
    // Mantine's own English announcement stays in the DOM, hidden from screen readers (its text
    // is filled in by a timer, sometimes after this line); what they can reach is Korean.
    const english = region.querySelector(':scope > [aria-atomic="true"]');
    expect(english).not.toBeNull();
    expect(english).not.toBeVisible();
    const exposed = document.body.cloneNode(true) as HTMLElement;
    for (const node of exposed.querySelectorAll('[hidden], [aria-hidden="true"]')) node.remove();
    expect(exposed.innerHTML).not.toMatch(/Slide \d+ of|Go to slide|"Slides"/);
  });

  it('shows one slide on a phone, more from the widths asked for, before it starts too', () => {
    render(
      <>
        <AutoCarousel label="강사진" delayMs={6000} perView={{ base: 1, sm: 2, md: 3 }}>
          {slides}
        </AutoCarousel>
      </>,
    );
    const still = screen.getByRole('region', { name: '강사진' });
    expect(still.style.getPropertyValue('--slide-base')).toBe('100%');
    expect(still.style.getPropertyValue('--slide-sm')).toBe('50%');
    expect(still.style.getPropertyValue('--slide-md')).toMatch(/^33\.33/);
  });
});
