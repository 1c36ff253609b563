import { lazy, type PointerEvent, type ReactNode, type RefObject, Suspense, useRef, useState } from 'react';

const LabelTooltip = lazy(() => import('./LabelTooltip').then((m) => ({ default: m.LabelTooltip })));

/**
 * A control's label shown while a mouse is over it (as Mantine's tooltip does), with the tooltip's code loaded and
 * mounted on the first hover only: nothing of it is on the page's start, nor ever on a touch screen.
 */
export const useHoverLabel = <T extends HTMLElement>(
  label: string,
): {
  targetProps: {
    ref: RefObject<T | null>;
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: () => void;
  };
  tooltip: ReactNode;
} => {
  const ref = useRef<T>(null);
  const [hovered, setHovered] = useState(false);
  const [wanted, setWanted] = useState(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    setWanted(true);
    setHovered(true);
  };
  const tooltip = wanted && (
    <Suspense>
      <LabelTooltip label={label} target={ref} opened={hovered} />
    </Suspense>
  );
  return { targetProps: { ref, onPointerEnter, onPointerLeave: () => setHovered(false) }, tooltip };
};
