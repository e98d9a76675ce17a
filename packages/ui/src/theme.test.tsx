import { Carousel } from '@mantine/carousel';
import { MantineProvider, PasswordInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as ko from '@academy/strings';
import { theme } from './theme.ts';

describe('theme defaults (Korean labels for Mantine controls)', () => {
  it('names the password visibility button in Korean and lets the keyboard reach it', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <PasswordInput label="비밀번호" />
      </MantineProvider>,
    );
    const toggle = screen.getByRole('button', { name: ko.common.showPassword });
    expect(toggle).toHaveAttribute('tabindex', '0');
  });

  it('names the carousel controls and indicators in Korean', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Carousel withIndicators>
          <Carousel.Slide>1</Carousel.Slide>
          <Carousel.Slide>2</Carousel.Slide>
        </Carousel>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: ko.carousel.previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.carousel.next })).toBeInTheDocument();
    // Indicators appear once embla has measured the slides (not in jsdom): check the default.
    const props = theme.components?.Carousel?.defaultProps as {
      getIndicatorProps: (index: number) => Record<string, string>;
    };
    expect(props.getIndicatorProps(1)).toEqual({ 'aria-label': ko.carousel.goTo(2) });
    expect(screen.getAllByRole('group', { name: ko.carousel.slide })).toHaveLength(2);
  });
});
