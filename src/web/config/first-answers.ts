import { FIRST_ANSWERS_ID, type FirstAnswers } from '../../shared/first-answers';

/**
 * The first answers the server wrote into this page's HTML; null when there are none (a page from the service
 * worker's copy of the app, a dev server) or they cannot be read.
 */
export const readFirstAnswers = (doc: Document = document): FirstAnswers | null => {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FirstAnswers> | null;
    if (!value || typeof value !== 'object') return null;
    const answers = value.answers && typeof value.answers === 'object' ? value.answers : {};
    return { config: value.config, answers };
  } catch {
    return null;
  }
};
