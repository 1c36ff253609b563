// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID, firstAnswersJson } from '../../shared/first-answers';
import { readFirstAnswers } from './first-answers';

afterEach(() => {
  document.head.innerHTML = '';
});

const pageWith = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ID;
  block.textContent = text;
  document.head.append(block);
};

describe('the first answers a page came with', () => {
  it('are read back as the server wrote them, "<" and all', () => {
    const first = {
      config: { apiBase: '/api' },
      answers: { '/a': { success: true, data: { name: '</script> <b>' } } },
    };
    pageWith(firstAnswersJson(first));
    expect(document.getElementById(FIRST_ANSWERS_ID)?.textContent).not.toContain('<');
    expect(readFirstAnswers()).toEqual(first);
  });

  it('are none on a page without them, or with a block that cannot be read', () => {
    expect(readFirstAnswers()).toBeNull();
    pageWith('{"config":');
    expect(readFirstAnswers()).toBeNull();
    document.head.innerHTML = '';
    pageWith('{"config":{"apiBase":"/api"},"answers":7}');
    expect(readFirstAnswers()).toEqual({ config: { apiBase: '/api' }, answers: {} });
  });
});
