// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Logo } from './Logo';

afterEach(cleanup);

/** The drawing's shapes and colours, as `name attribute=value…`, gradient ids left out. */
const drawing = (svg: Element) =>
  [...svg.querySelectorAll('linearGradient, stop, rect')].map((shape) =>
    [
      shape.tagName,
      ...[...shape.attributes]
        .filter(
          (attribute) =>
            attribute.name !== 'id' && attribute.value !== `url(#${svg.querySelector('linearGradient')?.id})`,
        )
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort(),
    ].join(' '),
  );

describe('the logo', () => {
  it('draws what public/logo.svg draws (the splash and the app icons use that file)', () => {
    const file = new DOMParser().parseFromString(
      readFileSync(path.join(process.cwd(), 'public', 'logo.svg'), 'utf8'),
      'image/svg+xml',
    ).documentElement;
    const { container } = render(<Logo withName={false} />);
    const mark = container.querySelector('svg');
    if (!mark) throw new Error('no mark');
    expect(drawing(mark)).toEqual(drawing(file));
    expect(drawing(file)).toHaveLength(7);
    expect(mark.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
  });

  it('draws its mark inline, each mark with a gradient of its own', () => {
    const { container } = render(
      <>
        <Logo size={30} withName={false} />
        <Logo size={40} />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    const marks = [...container.querySelectorAll('svg')];
    expect(marks.map((mark) => mark.getAttribute('width'))).toEqual(['30', '40']);
    const ids = marks.map((mark) => mark.querySelector('linearGradient')?.id ?? '');
    expect(new Set(ids).size).toBe(2);
    for (const [i, mark] of marks.entries()) {
      expect(ids[i]).toMatch(/^[\w-]+$/);
      expect(mark.querySelector('rect')?.getAttribute('fill')).toBe(`url(#${ids[i]})`);
    }
  });

  it('is named izoom by its mark when the name is not shown, and by the name when it is', () => {
    render(<Logo withName={false} />);
    expect(screen.getByRole('img', { name: 'izoom' })).toBeTruthy();
    cleanup();
    const { container } = render(<Logo size={40} />);
    expect(screen.queryByRole('img')).toBeNull();
    const name = screen.getByText('izoom');
    expect(name.style.fontSize).toBe('28px');
    expect(name.getAttribute('aria-hidden')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows its name only from a breakpoint up when asked, the mark naming it below', () => {
    render(<Logo size={30} nameFrom="xs" />);
    expect(screen.getByRole('img', { name: 'izoom' })).toBeTruthy();
    const name = screen.getByText('izoom');
    expect(name.classList.contains('mantine-visible-from-xs')).toBe(true);
    expect(name.getAttribute('aria-hidden')).toBe('true');
  });
});
