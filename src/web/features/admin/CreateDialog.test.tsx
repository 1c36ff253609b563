// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillJsdom } from '../../jsdom-polyfills';
import { messages as en } from '../../locales/en/messages.po';
import { renderInApp } from '../../render-in-app';
import { CreateDialog, type NewItem } from './CreateDialog';

beforeAll(() => {
  polyfillJsdom();
  window.scrollTo = () => undefined;
  i18n.loadAndActivate({ locale: 'en', messages: en });
});
afterEach(cleanup);

const open = async (onCreate: (item: NewItem) => Promise<unknown>) => {
  renderInApp(() => <CreateDialog label="New izoom" title="New izoom" testId="new-izoom" onCreate={onCreate} />);
  fireEvent.click(await screen.findByTestId('new-izoom'));
  await screen.findByRole('dialog');
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));

describe('CreateDialog: the server text rules, before the server', () => {
  it('tells a blank name, a tab in the name and a tab in the description, and sends nothing', async () => {
    const onCreate = vi.fn(async () => ({}));
    await open(onCreate);
    type('Name', ' \u3000 ');
    create();
    await screen.findByText('Name is required');
    type('Name', 'Sea\tview');
    type('Description', 'One\ttwo');
    create();
    await screen.findByText('Name cannot contain tabs, line breaks or other control characters');
    await screen.findByText('Description cannot contain tabs or other control characters');
    type('Name', 'x'.repeat(201));
    type('Description', '');
    create();
    await screen.findByText('Maximum field length: 200');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the name trimmed and the description with LF line breaks, trimmed', async () => {
    const onCreate = vi.fn(async () => ({}));
    await open(onCreate);
    type('Name', '  Sea  view ');
    type('Description', ' One\r\nTwo\n');
    create();
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ name: 'Sea  view', description: 'One\nTwo', isPublic: false }),
    );
  });
});
