// @vitest-environment jsdom
import { Container, Group, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { createElement, type ElementType, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { polyfillJsdom } from '../jsdom-polyfills';
import { theme } from '../theme/theme';
import { PlainContainer, PlainGroup, PlainStack, PlainText, PlainTitle } from './plain';

afterEach(cleanup);

/** An element as what decides its look: tag, classes, attributes and style declarations, each in a fixed order. */
const shape = (element: Element): unknown => {
  const style = (element as HTMLElement).style;
  return {
    tag: element.tagName,
    classes: [...element.classList].sort(),
    attributes: [...element.attributes]
      .filter((attribute) => attribute.name !== 'class' && attribute.name !== 'style')
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort(),
    style: [...style].map((property) => `${property}: ${style.getPropertyValue(property)}`).sort(),
    children: [...element.children].map(shape),
  };
};

const rendered = (node: ReactElement) => {
  const { container } = render(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );
  expect(container.children).toHaveLength(1);
  const shown = container.firstElementChild;
  if (!shown) throw new Error('nothing rendered');
  const result = shape(shown);
  cleanup();
  return result;
};

type Props = Record<string, unknown>;

/** Each use of the app's: a Mantine component and its props, the plain one and its own props (the same, if none). */
const USES: [string, ElementType, ElementType, Props, Props?][] = [
  ['Stack', Stack, PlainStack, {}],
  ['Stack', Stack, PlainStack, { gap: 'xs' }],
  ['Stack', Stack, PlainStack, { gap: 4 }],
  ['Stack', Stack, PlainStack, { gap: 'md', component: 'section', 'aria-labelledby': 'x' }],
  ['Stack', Stack, PlainStack, { gap: 'md', component: 'section', 'aria-label': 'x' }],
  ['Stack', Stack, PlainStack, { gap: 'xl', 'data-testid': 'album' }],
  ['Group', Group, PlainGroup, {}],
  ['Group', Group, PlainGroup, { gap: 'xs' }],
  ['Group', Group, PlainGroup, { justify: 'space-between', align: 'flex-end', wrap: 'wrap', gap: 'md' }],
  ['Group', Group, PlainGroup, { justify: 'space-between', wrap: 'nowrap', align: 'flex-start' }],
  [
    'Group',
    Group,
    PlainGroup,
    { h: '100%', px: 'md', justify: 'space-between', wrap: 'nowrap' },
    { justify: 'space-between', wrap: 'nowrap', style: { height: '100%', paddingInline: 'var(--mantine-spacing-md)' } },
  ],
  [
    'Group',
    Group,
    PlainGroup,
    { gap: 'sm', wrap: 'nowrap', justify: 'flex-end', flex: 1 },
    { gap: 'sm', wrap: 'nowrap', justify: 'flex-end', style: { flex: 1 } },
  ],
  ['Text', Text, PlainText, { fw: 600, lineClamp: 3 }],
  ['Text', Text, PlainText, { size: 'sm', c: 'dimmed', lineClamp: 3 }],
  ['Text', Text, PlainText, { c: 'dimmed', size: 'lg' }],
  ['Text', Text, PlainText, { c: 'dimmed' }],
  ['Title', Title, PlainTitle, { order: 1 }],
  ['Title', Title, PlainTitle, { order: 2, size: 'h3', id: 'x' }],
  ['Title', Title, PlainTitle, { order: 1, size: 'h2' }],
  ['Title', Title, PlainTitle, { order: 2, size: 'h4' }],
  ['Container', Container, PlainContainer, { size: 'lg', py: 'lg' }],
  ['Container', Container, PlainContainer, { size: 'lg', py: 'md' }],
];

describe('the plain layouts', () => {
  it.each(USES)('render Mantine’s %s with %o', (_name, Mantine, Plain, props, plainProps = props) => {
    polyfillJsdom();
    const expected = rendered(createElement(Mantine, props, 'a'));
    expect(rendered(createElement(Plain, plainProps, 'a'))).toEqual(expected);
  });

  it('part from Mantine’s output when they differ (the comparison can fail)', () => {
    polyfillJsdom();
    expect(rendered(<PlainStack gap="xs">a</PlainStack>)).not.toEqual(rendered(<Stack gap="sm">a</Stack>));
  });
});
