// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDropArea } from './FileDropArea';

afterEach(cleanup);

const shown = (disabled = false) => {
  const onFiles = vi.fn();
  render(
    <FileDropArea onFiles={onFiles} disabled={disabled} label="Add pictures" data-testid="drop">
      {(over) => <span>{over ? 'over' : 'idle'}</span>}
    </FileDropArea>,
  );
  const area = screen.getByTestId('drop');
  const input = screen.getByLabelText('Add pictures') as HTMLInputElement;
  return { onFiles, area, input };
};

const dragOf = (files: File[]) => ({ dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });
const picture = new File(['x'], 'one.png', { type: 'image/png' });

describe('the file drop area', () => {
  it('takes dropped files and shows while files are over it', () => {
    const { onFiles, area } = shown();
    fireEvent.dragEnter(area, dragOf([picture]));
    expect(area.dataset.over).toBe('true');
    expect(screen.getByText('over')).toBeTruthy();
    fireEvent.drop(area, dragOf([picture]));
    expect(onFiles).toHaveBeenCalledWith([picture]);
    expect(area.dataset.over).toBeUndefined();
  });

  it('ignores a drag of text, not files', () => {
    const { onFiles, area } = shown();
    fireEvent.dragEnter(area, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(area.dataset.over).toBeUndefined();
    fireEvent.drop(area, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('is the label of a file field that takes many files, and passes on what was chosen', () => {
    const { onFiles, area, input } = shown();
    expect(area.tagName).toBe('LABEL');
    expect(area.contains(input)).toBe(true);
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [picture] } });
    expect(onFiles).toHaveBeenCalledWith([picture]);
  });

  it('takes nothing while disabled, and says so', () => {
    const { onFiles, area, input } = shown(true);
    expect(input.disabled).toBe(true);
    expect(area.dataset.disabled).toBe('true');
    fireEvent.dragEnter(area, dragOf([picture]));
    fireEvent.drop(area, dragOf([picture]));
    expect(area.dataset.over).toBeUndefined();
    expect(onFiles).not.toHaveBeenCalled();
  });
});
