// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { polyfillJsdom } from '../jsdom-polyfills';
import { DecimalInput } from './DecimalInput';

beforeAll(polyfillJsdom);
afterEach(cleanup);

const Field = ({ start, readOnly = false }: { start: number | string; readOnly?: boolean }) => {
  const [value, setValue] = useState<number | string>(start);
  return (
    <MantineProvider>
      <DecimalInput aria-label="x" value={value} step={0.1} decimals={3} readOnly={readOnly} onChange={setValue} />
    </MantineProvider>
  );
};

const shown = (start: number | string, readOnly = false) => {
  const { container } = render(<Field start={start} readOnly={readOnly} />);
  const input = screen.getByLabelText('x') as HTMLInputElement;
  const controls = [...container.querySelectorAll('button')];
  return { input, controls };
};

describe('the decimal field', () => {
  it('steps the number with the arrow keys, rounded to its places', () => {
    const { input } = shown(1.494);
    expect(input.inputMode).toBe('decimal');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('1.594');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('1.394');
  });

  it('steps with its two controls, which never take the focus', () => {
    const { input, controls } = shown(0);
    expect(controls).toHaveLength(2);
    for (const control of controls) expect(control.tabIndex).toBe(-1);
    fireEvent.click(controls[0] as HTMLButtonElement);
    fireEvent.click(controls[0] as HTMLButtonElement);
    expect(input.value).toBe('0.2');
    fireEvent.click(controls[1] as HTMLButtonElement);
    expect(input.value).toBe('0.1');
  });

  it('keeps what is typed as typed, and steps from a full-width number', () => {
    const { input } = shown(1);
    fireEvent.change(input, { target: { value: '２．５' } });
    expect(input.value).toBe('２．５');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('2.6');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('0.1');
  });

  it('read-only, neither keys nor controls change it', () => {
    const { input, controls } = shown(3, true);
    expect(controls).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('3');
  });
});
