// The Scrabble screen: a game against the computer. The server keeps no game: the page holds the game
// the server last answered (also in local storage, so a reload resumes it) and sends it with each action.
import { $, api, dataTable, showError } from '../shared/api.js';
import { t } from '../shared/i18n.js';
import { createTable } from '../shared/scrabble-table.js';

const KEY = 'chiffres-lettres.scrabble';
let game = null;          // the server's answer
let table = null;

function save() {
  localStorage.setItem(KEY, JSON.stringify(game));
}

async function act(action) {
  game = await api('POST', '/api/scrabble/games/action', { game, action });
  save();
  table.show(game);
  $('scrabble-gcg').hidden = !game.over;
  $('scrabble-review-button').hidden = !game.over;
  if (game.over) {
    const you = game.seat;
    $('scrabble-message').textContent = `${t('gameOver')}${t('colon')}${t('you')} ${game.scores[you]}, ${t('computer')} ${game.scores[1 - you]}`;
  }
}

async function start(e) {
  e.preventDefault();
  const body = { lang: $('scrabble-lang').value, level: Number($('scrabble-level').value) };
  if ($('scrabble-list').value) body.list = $('scrabble-list').value;   // else the server's default list
  body.name = $('scrabble-name').value.trim() || t('player');   // the name the record and the review show
  if ($('scrabble-seed').value.trim()) body.seed = $('scrabble-seed').value.trim();   // a string: every digit kept
  try {
    game = await api('POST', '/api/scrabble/games', body);
    save();
    show();
  } catch (error) {
    showError($('scrabble-setup-message'), error);
  }
}

function show() {
  $('scrabble-setup').hidden = true;
  $('scrabble-play').hidden = false;
  $('scrabble-gcg').hidden = !game.over;
  $('scrabble-review-button').hidden = !game.over;
  $('scrabble-review').hidden = true;
  table.show(game);
}

/** The finished game's record, saved as a .gcg file. */
async function downloadRecord() {
  try {
    const record = await api('POST', '/api/scrabble/games/gcg', { game });
    const link = document.createElement('a');
    const url = URL.createObjectURL(new Blob([record.gcg], { type: 'text/plain' }));
    link.href = url;
    link.download = record.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (error) {
    showError($('scrabble-message'), error);
  }
}

/** The finished game reviewed turn by turn: a table of each play against the best move by equity. */
async function showReview() {
  try {
    const review = await api('POST', '/api/scrabble/games/review', { game });
    const headings = ['reviewTurn', 'reviewPlayer', 'reviewRack', 'reviewPlayed', 'reviewScore', 'reviewRank',
      'reviewBest', 'reviewLost'].map(t);
    const rows = review.turns.map((turn) => {
      const best = turn.best ? `${turn.best.coordinates} ${turn.best.word} ${turn.best.score} (${turn.best.equity})` : '';
      return {
        cells: [turn.number, turn.player === 'Computer' ? t('computer') : turn.player, turn.rack, turn.played, turn.score,
          turn.rank ? `${turn.rank} / ${turn.moves}` : '', best, turn.equityLost ?? ''],
        className: turn.equityLost > 0 ? 'lost' : '',
      };
    });
    const table = dataTable('scrabble-review-table', t('reviewCaption'), headings, rows);
    $('scrabble-review').replaceChildren(table);
    $('scrabble-review').hidden = false;
  } catch (error) {
    showError($('scrabble-message'), error);
  }
}

let lists = null;         // the server's word lists by language: [{name, description}]

/** Fills the word-list choice with the server's lists of the chosen language, its default first. */
async function showLists() {
  try {
    lists = lists || await api('GET', '/api/scrabble/lists');
  } catch (error) {
    showError($('scrabble-setup-message'), error);
    return;
  }
  const select = $('scrabble-list');
  select.replaceChildren(...(lists[$('scrabble-lang').value] || []).map(list => {
    const option = document.createElement('option');
    option.value = list.name;
    // A shipped list in the page's language (by the list's language first: Spanish's has no enclitic forms);
    // another (a server's own) as the server describes it.
    const key = [`list_${$('scrabble-lang').value}_${list.name}`, `list_${list.name}`].find(k => t(k) !== k);
    if (key) option.dataset.i18n = key;
    option.textContent = option.dataset.i18n ? t(option.dataset.i18n) : list.description;
    return option;
  }));
}

export function initScrabble() {
  $('scrabble-lang').addEventListener('change', showLists);
  const describeLevel = () => { $('scrabble-level-note').textContent = t(`levelScrabble${$('scrabble-level').value}`); };
  $('scrabble-level').addEventListener('change', describeLevel);
  document.addEventListener('labels', describeLevel);
  describeLevel();
  showLists();
  table = createTable('scrabble', { act, hints: true, thinking: 'thinking', name: () => t('computer') });
  $('scrabble-setup').addEventListener('submit', start);
  $('scrabble-gcg').addEventListener('click', downloadRecord);
  $('scrabble-review-button').addEventListener('click', showReview);
  $('scrabble-new').addEventListener('click', () => {
    // A game under way is thrown away only when the player says so.
    if (game && !game.over && !window.confirm(t('abandonGame'))) return;
    localStorage.removeItem(KEY);
    game = null;
    $('scrabble-play').hidden = true;
    $('scrabble-gcg').hidden = true;
    $('scrabble-review-button').hidden = true;
    $('scrabble-review').hidden = true;
    $('scrabble-setup').hidden = false;
  });
  const saved = localStorage.getItem(KEY);
  if (saved) {
    try { game = JSON.parse(saved); show(); } catch { localStorage.removeItem(KEY); }
  }
}
