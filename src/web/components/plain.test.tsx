// @vitest-environment jsdom
import { Container, Group, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
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

describe('the plain layouts', () => {
  const same = (mantine: ReactElement, plain: ReactElement) => {
    polyfillJsdom();
    const expected = rendered(mantine);
    expect(rendered(plain)).toEqual(expected);
  };

  it('render Mantine’s Stack', () => {
    same(<Stack>a</Stack>, <PlainStack>a</PlainStack>);
    same(<Stack gap="xs">a</Stack>, <PlainStack gap="xs">a</PlainStack>);
    same(<Stack gap={4}>a</Stack>, <PlainStack gap={4}>a</PlainStack>);
    same(
      <Stack gap="md" component="section" aria-labelledby="x">
        a
      </Stack>,
      <PlainStack gap="md" component="section" aria-labelledby="x">
        a
      </PlainStack>,
    );
  });

  it('render Mantine’s Group', () => {
    same(<Group>a</Group>, <PlainGroup>a</PlainGroup>);
    same(
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        a
      </Group>,
      <PlainGroup justify="space-between" wrap="nowrap" align="flex-start">
        a
      </PlainGroup>,
    );
    same(
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        a
      </Group>,
      <PlainGroup
        justify="space-between"
        wrap="nowrap"
        style={{ height: '100%', paddingInline: 'var(--mantine-spacing-md)' }}
      >
        a
      </PlainGroup>,
    );
    same(
      <Group gap="sm" wrap="nowrap" justify="flex-end" flex={1}>
        a
      </Group>,
      <PlainGroup gap="sm" wrap="nowrap" justify="flex-end" style={{ flex: 1 }}>
        a
      </PlainGroup>,
    );
  });

  it('render Mantine’s Text', () => {
    same(
      <Text fw={600} lineClamp={3}>
        a
      </Text>,
      <PlainText fw={600} lineClamp={3}>
        a
      </PlainText>,
    );
    same(
      <Text size="sm" c="dimmed" lineClamp={3}>
        a
      </Text>,
      <PlainText size="sm" c="dimmed" lineClamp={3}>
        a
      </PlainText>,
    );
    same(
      <Text c="dimmed" size="lg">
        a
      </Text>,
      <PlainText c="dimmed" size="lg">
        a
      </PlainText>,
    );
  });

  it('render Mantine’s Title and Container', () => {
    same(<Title order={1}>a</Title>, <PlainTitle order={1}>a</PlainTitle>);
    same(
      <Title order={2} size="h3" id="x">
        a
      </Title>,
      <PlainTitle order={2} size="h3" id="x">
        a
      </PlainTitle>,
    );
    same(
      <Container size="lg" py="lg">
        a
      </Container>,
      <PlainContainer size="lg" py="lg">
        a
      </PlainContainer>,
    );
  });

  it('part from Mantine’s output when they differ (the comparison can fail)', () => {
    polyfillJsdom();
    expect(rendered(<PlainStack gap="xs">a</PlainStack>)).not.toEqual(rendered(<Stack gap="sm">a</Stack>));
  });
});
