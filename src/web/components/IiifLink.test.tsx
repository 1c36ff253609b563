// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.po';
import { messages as ja } from '../locales/ja/messages.po';
import { IiifLink } from './IiifLink';

afterEach(cleanup);

const shown = (locale: 'en' | 'ja', kind: 'manifest' | 'collection', path: string) => {
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? en : ja });
  render(
    <I18nProvider i18n={i18n}>
      <IiifLink path={path} kind={kind} />
    </I18nProvider>,
  );
  return screen.getByTestId(`iiif-${kind}-link`);
};

describe('the IIIF link', () => {
  it('carries the absolute URL twice, as IIIF drag and drop has it, and may be dragged', () => {
    const link = shown('en', 'collection', '/iiif/3/albums/7/collection.json');
    const url = `${window.location.origin}/iiif/3/albums/7/collection.json`;
    expect(link.getAttribute('href')).toBe(`${url}?manifest=${url}`);
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('manifest')).toBe(url);
    expect(link.getAttribute('draggable')).toBe('true');
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link.getAttribute('aria-label')).toBe(
      'IIIF collection of this album: open it, or drag it into a IIIF viewer',
    );
  });

  it('speaks Japanese', () => {
    const link = shown('ja', 'manifest', '/iiif/3/izooms/3/manifest.json');
    expect(link.getAttribute('aria-label')).toBe(
      'この izoom の IIIF マニフェスト: 開くか、IIIF ビューアーにドラッグしてください',
    );
  });
});
