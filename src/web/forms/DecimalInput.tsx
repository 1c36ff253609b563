import { Stack, TextInput, type TextInputProps, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { readDecimal, roundTo } from './decimal';

interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'step'> {
  /** What is typed, as typed, or a number put there (a drag, a step). */
  value: number | string;
  step: number;
  /** The places a step rounds to. */
  decimals: number;
  onChange: (value: number | string) => void;
}

/**
 * A number field: a decimal keyboard on a phone, the arrow keys and the two controls beside it step the number.
 * What is typed is kept as typed (full-width, a decimal comma); the form reads it with readDecimal.
 * Mantine's NumberInput is not used: on the built app's Preact its formatting layers re-render each other forever
 * when the value changes twice before the page paints, as it does while an izoom is dragged.
 */
export const DecimalInput = ({ value, step, decimals, onChange, readOnly, onKeyDown, ...props }: DecimalInputProps) => {
  const stepBy = (direction: 1 | -1) => {
    if (readOnly) return;
    const current = readDecimal(value);
    onChange(roundTo((Number.isFinite(current) ? current : 0) + direction * step, decimals));
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };
  const control = (direction: 1 | -1) => (
    <UnstyledButton
      tabIndex={-1}
      aria-hidden
      disabled={readOnly}
      // The field keeps the focus (and a phone its keyboard) while a control is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => stepBy(direction)}
      h={14}
      w={20}
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center', color: 'var(--mantine-color-dimmed)' }}
    >
      {direction === 1 ? <IconChevronUp size={12} /> : <IconChevronDown size={12} />}
    </UnstyledButton>
  );
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={typeof value === 'number' ? String(value) : value}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={keyDown}
      rightSectionWidth={24}
      rightSection={
        readOnly ? undefined : (
          <Stack gap={0}>
            {control(1)}
            {control(-1)}
          </Stack>
        )
      }
    />
  );
};
