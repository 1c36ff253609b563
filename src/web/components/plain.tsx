import { Container, Group, getSpacing, Stack, Text, Title } from '@mantine/core';
import { type CSSProperties, createElement, type HTMLAttributes, type ReactNode } from 'react';

/*
 * Mantine's Stack, Group, Text, Title and Container as they render: the same elements, classes and CSS variables,
 * so the same look. For the static layouts every page's start renders (headers, sections, cards): Mantine's own
 * look the theme up, parse their style props and make their class names at each render, a few milliseconds each
 * on a phone (issue 20). Only the props the app uses; `plain.test.tsx` fails when Mantine's output and these part.
 */

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface PlainProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The element: `div` unless given. */
  component?: string;
  children?: ReactNode;
}

const withClass = (own: string, className: string | undefined) => (className ? `${own} ${className}` : own);

const element = (
  { component = 'div', className, style, ...rest }: PlainProps,
  own: string,
  ownStyle: Record<string, string | number | undefined>,
  attributes: Record<string, string | undefined> = {},
) =>
  createElement(component, {
    ...attributes,
    ...rest,
    className: withClass(own, className),
    style: { ...ownStyle, ...style } as CSSProperties,
  });

const STACK = `${Stack.classes.root} mantine-Stack-root`;
const GROUP = `${Group.classes.root} mantine-Group-root`;
const TEXT = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const TITLE = `${Title.classes.root} mantine-Title-root`;
const CONTAINER = `${Container.classes.root} mantine-Container-root`;

interface StackProps extends PlainProps {
  gap?: Spacing;
}

/** Mantine's `Stack` (align stretch, justify flex-start). */
export const PlainStack = ({ gap = 'md', ...props }: StackProps) =>
  element(props, STACK, {
    '--stack-gap': getSpacing(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  });

interface GroupProps extends PlainProps {
  gap?: Spacing;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
}

/** Mantine's `Group`. */
export const PlainGroup = ({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  ...props
}: GroupProps) =>
  element(props, GROUP, {
    '--group-gap': getSpacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  });

interface TextProps extends PlainProps {
  size?: Size;
  /** Only the dimmed colour. */
  c?: 'dimmed';
  fw?: number;
  lineClamp?: number;
}

/** Mantine's `Text` (a `p` unless `component` says otherwise). */
export const PlainText = ({ component = 'p', size, c, fw, lineClamp, ...props }: TextProps) =>
  element(
    { component, ...props },
    TEXT,
    {
      '--text-fz': size && `var(--mantine-font-size-${size})`,
      '--text-lh': size && `var(--mantine-line-height-${size})`,
      '--text-line-clamp': lineClamp?.toString(),
      color: c && 'var(--mantine-color-dimmed)',
      fontWeight: fw,
    },
    { 'data-size': size, 'data-line-clamp': lineClamp ? 'true' : undefined },
  );

interface TitleProps extends PlainProps {
  order: 1 | 2 | 3 | 4 | 5 | 6;
  /** A heading's size other than its order's. */
  size?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** Mantine's `Title`. */
export const PlainTitle = ({ order, size, ...props }: TitleProps) => {
  const heading = size ?? `h${order}`;
  return element(
    { component: `h${order}`, ...props },
    TITLE,
    {
      '--title-fw': `var(--mantine-${heading}-font-weight)`,
      '--title-lh': `var(--mantine-${heading}-line-height)`,
      '--title-fz': `var(--mantine-${heading}-font-size)`,
    },
    { 'data-order': String(order), 'data-size': size },
  );
};

interface ContainerProps extends PlainProps {
  size: Size;
  py?: Spacing;
}

/** Mantine's `Container` (its block strategy). */
export const PlainContainer = ({ size, py, ...props }: ContainerProps) =>
  element(
    props,
    CONTAINER,
    {
      '--container-size': `var(--container-size-${size})`,
      paddingBlock: py === undefined ? undefined : getSpacing(py),
    },
    { 'data-size': size, 'data-strategy': 'block' },
  );
