// What the words shown after a round mean: a short definition where the language has them (English),
// else a link to a dictionary to read it in, under a "Meanings" heading, in the page's language.
import { api } from './api.js';
import { t } from './i18n.js';

/**
 * Fills a container with the meanings of a few words (the first three distinct ones) of a language
 * (en, fr, es); the container is emptied first, and stays empty when there is no word.
 */
export async function showMeanings(container, lang, words) {
  container.replaceChildren();
  const distinct = [...new Set(words.filter(Boolean).map((w) => w.toLowerCase()))].slice(0, 3);
  if (distinct.length === 0 || !lang) return;
  const asked = distinct.join(' ');
  container.dataset.words = asked;
  const found = await Promise.all(distinct.map((word) =>
    api('GET', `/api/letters/definitions?lang=${encodeURIComponent(lang)}&word=${encodeURIComponent(word)}`)
      .catch(() => null)));
  if (container.dataset.words !== asked) return;   // other words were asked for meanwhile
  const list = document.createElement('dl');
  list.className = 'meanings';
  for (const answer of found) {
    if (!answer) continue;
    const term = document.createElement('dt');
    term.textContent = answer.word;
    list.append(term);
    for (const d of answer.definitions) {
      const item = document.createElement('dd');
      item.textContent = `${t(`pos_${d.partOfSpeech}`)}${d.headword !== answer.word ? ` (${d.headword})` : ''}${t('colon')}${d.text}`;
      list.append(item);
    }
    const link = document.createElement('a');
    link.href = answer.link;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = answer.definitions.length > 0 ? t('moreInDictionary') : t('lookUpInDictionary');
    const item = document.createElement('dd');
    item.append(link);
    list.append(item);
  }
  const heading = document.createElement('p');
  heading.className = 'note';
  heading.textContent = t('meanings');
  container.append(heading, list);
}
