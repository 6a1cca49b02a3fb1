// The daily screen: the day's puzzles of a show, the same for everyone, each answered once, and a share
// text that gives away no answer. Answers are kept in local storage, per show and day.
import { $, api, player, playerDay, showError, showTiles } from '../shared/api.js';
import { calculationPad } from '../shared/calculation-pad.js';
import { revealWords, t } from '../shared/i18n.js';
import { showMeanings } from '../shared/meanings.js';

let daily = null;

const storeKey = () => `chiffres-lettres.daily.${daily.variant}.${daily.date}`;

function results() {
  try {
    return JSON.parse(localStorage.getItem(storeKey())) || [];
  } catch (e) {
    return [];
  }
}

async function load() {
  try {
    daily = await api('GET', `/api/daily?variant=${$('daily-variant').value}&date=${playerDay()}`);
  } catch (e) {
    showError($('daily-share-status'), e);
    return;
  }
  $('daily-title').textContent = `${t('dailyFor')} ${daily.date} · ${daily.name}`;
  // Another show's (or day's) result is not this one's.
  $('daily-record-status').textContent = '';
  $('daily-record-status').className = '';
  render();
}

function render() {
  const list = $('daily-puzzles');
  list.innerHTML = '';
  const done = results();
  daily.puzzles.forEach((p, i) => {
    const card = document.createElement('article');
    card.className = 'puzzle';
    card.id = `daily-puzzle-${i}`;
    const h = document.createElement('h3');
    h.textContent = `${i + 1}. ${t(`kind_${p.kind}`)}` + (p.difficulty ? ` · ${p.difficulty}/5` : '');
    card.append(h);
    if (p.kind === 'numbers') {
      const target = document.createElement('div');
      target.className = 'target';
      target.textContent = p.target;
      card.append(target);
    }
    const tiles = document.createElement('div');
    tiles.className = 'tiles';
    showTiles(tiles, p.kind === 'numbers' ? p.tiles : [...(p.letters || p.scramble)]);
    card.append(tiles);
    if (p.kind === 'letters' && p.pilesShowsOwn === false) {
      const note = document.createElement('p');
      note.className = 'note';
      note.textContent = t('standIn');
      card.append(note);
    }
    const row = document.createElement('div');
    row.className = 'row';
    const input = document.createElement('input');
    input.id = `daily-answer-${i}`;
    input.autocomplete = 'off';
    const label = document.createElement('label');
    label.htmlFor = input.id;
    label.textContent = t(p.kind === 'numbers' ? 'yourCalculation' : p.kind === 'letters' ? 'yourWord' : 'yourGuess');
    const check = document.createElement('button');
    check.type = 'button';
    check.id = `daily-check-${i}`;
    check.textContent = t('check');
    const send = () => answer(i, input.value);
    check.addEventListener('click', send);
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') send(); });
    row.append(label, input, check);
    card.append(row);
    if (p.kind === 'numbers' && !done[i]) {
      // The tiles become buttons that write the calculation, the operators under them.
      const pad = calculationPad(input, p.tiles);
      tiles.replaceWith(pad.tiles);
      row.before(pad.ops);
    }
    const out = document.createElement('p');
    out.id = `daily-result-${i}`;
    out.setAttribute('role', 'status');
    card.append(out);
    if (done[i]) {
      input.value = done[i].answer;
      input.disabled = true;
      check.disabled = true;
      // Green only for points won: an answer accepted for nothing is neither right nor wrong.
      out.className = !done[i].accepted ? 'verdict rejected' : done[i].points > 0 ? 'verdict accepted' : 'verdict';
      out.textContent = `${done[i].message} · ${done[i].points} ${daily.variant === 'digits' ? t('stars') : t('points')}`
        + (done[i].reveal ? ` · ${revealWords(done[i].reveal.bestWords, done[i].reveal.longestCommon).replace('\n', ' · ')}`
          : done[i].best ? ` · ${t('best')}${t('colon')}${done[i].best.join(', ')}` : ` · ${t('bestAfterResult')}`);
      if (p.kind !== 'numbers' && (done[i].reveal || done[i].best)) {
        const meanings = document.createElement('div');
        meanings.id = `daily-meanings-${i}`;
        card.append(meanings);
        showMeanings(meanings, p.lang, done[i].reveal
          ? [done[i].reveal.bestWords[0]?.word, done[i].reveal.longestCommon[0]?.word] : done[i].best);
      }
    }
    list.append(card);
  });
  const complete = done.filter(Boolean).length === daily.puzzles.length;
  $('daily-share').disabled = !complete;
  $('daily-record').hidden = !complete;
  board();
  $('daily-share-text').textContent = '';
  $('daily-share-status').textContent = '';
  const firstOpen = daily.puzzles.findIndex((p, i) => !done[i]);
  if (firstOpen >= 0 && !$('daily').hidden) $(`daily-answer-${firstOpen}`).focus();
}

/** How many times a puzzle's answer refused for its form (a slip) may be corrected. */
const MAX_SLIPS = 2;

async function answer(i, text) {
  try {
    const me = await player();
    const verdict = await api('POST', '/api/daily/answer',
      { variant: daily.variant, date: daily.date, puzzle: i, answer: text, player: me.id, secret: me.secret });
    if (!verdict.accepted && verdict.correctable) {
      // A slip (not a word, not the letters drawn, a calculation that breaks a rule) may be corrected twice.
      const slips = JSON.parse(localStorage.getItem(`${storeKey()}.slips`) || '{}');
      slips[i] = (slips[i] || 0) + 1;
      localStorage.setItem(`${storeKey()}.slips`, JSON.stringify(slips));
      if (slips[i] <= MAX_SLIPS) {
        const out = $(`daily-result-${i}`);
        out.className = 'verdict rejected';
        out.textContent = `${verdict.message} · ${t('slipLeft')} ${MAX_SLIPS - slips[i] + 1}`;
        $(`daily-answer-${i}`).focus();
        return;
      }
    }
    const done = results();
    done[i] = {
      answer: text, accepted: verdict.accepted, message: verdict.message, points: verdict.points, best: verdict.best,
      reveal: verdict.reveal,
    };
    localStorage.setItem(storeKey(), JSON.stringify(done));
    render();
  } catch (e) {
    showError($(`daily-result-${i}`), e);
  }
}

async function share() {
  const points = results().map((r) => r.points).join(',');
  try {
    const out = await api('GET', `/api/daily/share?variant=${daily.variant}&date=${daily.date}&points=${points}`);
    // The text in the page's language (Accept-Language), and where to play the same puzzles.
    const text = `${out.text}\n${location.origin}/?tab=daily&date=${daily.date}`;
    $('daily-share-text').textContent = text;
    try {
      await navigator.clipboard.writeText(text);
      $('daily-share-status').textContent = t('copied');
    } catch (e) {
      $('daily-share-status').textContent = t('copyByHand');
    }
  } catch (e) {
    showError($('daily-share-status'), e);
  }
}

/** The day's leaderboard, names shown as text. */
async function board() {
  const list = $('daily-leaderboard');
  try {
    const answer = await api('GET', `/api/daily/leaderboard?variant=${daily.variant}&date=${daily.date}`);
    list.innerHTML = '';
    for (const s of answer.standings) {
      const li = document.createElement('li');
      li.value = s.rank;   // the list numbers it: players tied share a rank
      li.textContent = `${s.name ?? t('anonymous')} · ${s.points}`;
      list.append(li);
    }
    if (answer.standings.length === 0) {
      const li = document.createElement('li');
      li.textContent = t('noResults');
      list.append(li);
    }
  } catch (e) {
    showError($('daily-record-status'), e);
  }
}

async function sendResult() {
  const status = $('daily-record-status');
  status.className = '';
  const me = await player();
  const body = {
    variant: daily.variant, date: daily.date, player: me.id, secret: me.secret, answers: results().map((r) => r.answer),
  };
  const name = $('daily-name').value.trim();
  if (name) {
    body.name = name;
    localStorage.setItem('chiffres-lettres.name', name);
  }
  try {
    const out = await api('POST', '/api/daily/result', body);
    status.textContent = `${out.recorded ? '' : `${t('alreadyRecorded')}${t('colon')}`}${out.points} ${t('points')}, ${t('rank')} ${out.rank}`;
    // Recorded: the day's best answers are this player's to see now.
    const done = results();
    for (let i = 0; i < done.length; i++) {
      if (done[i] && !done[i].best) await answer(i, done[i].answer);
    }
    await board();
  } catch (e) {
    showError(status, e);
  }
}

export function initDaily() {
  $('daily-send').addEventListener('click', sendResult);
  $('daily-name').value = localStorage.getItem('chiffres-lettres.name') || '';
  $('daily-variant').addEventListener('change', load);
  $('daily-share').addEventListener('click', share);
  document.addEventListener('labels', () => { if (daily) { $('daily-title').textContent = `${t('dailyFor')} ${daily.date} · ${daily.name}`; render(); } });
  return load();
}
