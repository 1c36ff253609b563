import { type DragEvent, type ReactNode, useState } from 'react';
import classes from './FileDropArea.module.css';

export interface FileDropAreaProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The file field's accessible name. */
  label: string;
  /** What to show; `over` is true while files are dragged over the area. */
  children: (over: boolean) => ReactNode;
  'data-testid'?: string;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * A dashed area that takes files dropped on it. It is the label of a file field, so a click, or Enter or Space
 * on the focused field, opens the browser's own file chooser.
 */
export const FileDropArea = ({ onFiles, disabled = false, label, children, ...rest }: FileDropAreaProps) => {
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const files = list ? Array.from(list) : [];
    if (!disabled && files.length > 0) onFiles(files);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setOver(true);
  };
  return (
    <label
      className={classes.area}
      data-over={over || undefined}
      data-disabled={disabled || undefined}
      data-testid={rest['data-testid']}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer?.files);
      }}
    >
      <input
        type="file"
        multiple
        aria-label={label}
        className={classes.input}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {children(over)}
    </label>
  );
};
