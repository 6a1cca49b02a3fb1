// The advice a Scrabble table offers on the position shown: the best moves by equity (with the bag empty,
// the endgame solved first) and the best moves simulated two turns ahead (with one tile in the bag, the
// pre-endgame's play first). Each answer's moves are buttons that lay the move on the board.
import { api, dataTable, showError } from './api.js';
import { t } from './i18n.js';

/** A tile's face as a rack is written: a digraph tile in brackets ([CH]). */
export const wrap = (face) => (face.length > 1 ? `[${face}]` : face);

/**
 * The advice of one table: options.id(name) finds an element of the table, options.prefix is its ids'
 * prefix, options.current() the game view shown, options.placeHint(move) lays a move on the board.
 * Returns { hint, analyse }, each resolving once its answer is shown.
 */
export function createAdvice({ id, prefix, current: game, placeHint }) {
  async function hint() {
    const out = id('hints');
    try {
      const rack = game().rack.map((f) => (f === '?' ? '?' : wrap(f))).join('');
      const request = { lang: game().lang, board: { rows: game().board }, rack, limit: 5 };
      if (game().list) request.list = game().list;
      const answer = await api('POST', '/api/scrabble/analysis', request);
      out.innerHTML = '';
      if (answer.endgame) {
        // The bag is empty: the endgame solved (or searched within a second), its play first.
        const e = answer.endgame;
        const sign = e.spread >= 0 ? '+' : '';
        out.append(solvedPlay('endgame', e.move,
          `${t('endgameHint')}${t('colon')}${played(e.move)}, ${t('spreadToEnd')} ${sign}${e.spread} (${e.proven ? t('proven') : t('notProven')})`));
      }
      if (answer.moves.length === 0) { out.append(t('noMoveHint')); return; }
      const list = document.createElement('ol');
      for (const m of answer.moves) {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'secondary';
        b.textContent = `${m.coordinates} ${m.word} ${m.score} (${t('equity')} ${m.equity})`;
        b.addEventListener('click', () => placeHint(m));
        li.append(b);
        list.append(li);
      }
      out.append(list);
    } catch (error) {
      showError(id('message'), error);
    }
  }

  /**
   * The best moves simulated (a second on the server), the game sent so that the other rack is inferred
   * from their last play: a table of win rate, mean value and iterations; with one tile in the bag, the
   * pre-endgame's play above it.
   */
  async function analyse() {
    const out = id('hints');
    try {
      const answer = await api('POST', '/api/scrabble/simulation', { game: game() });
      const rows = answer.candidates.map((c) => {
        let first = c.label;
        if (c.move) {
          first = document.createElement('button');
          first.type = 'button';
          first.className = 'secondary';
          first.textContent = c.label;
          first.addEventListener('click', () => placeHint(c.move));
        }
        const win = c.winRate === undefined ? '' : (100 * c.winRate).toFixed(1);
        const value = c.meanValue === undefined ? '' : `${c.meanValue}${c.valueError === undefined ? '' : ` ± ${c.valueError}`}`;
        return { cells: [first, win, value, c.equity, `${c.iterations}${c.dropped ? ` (${t('simDropped')})` : ''}`] };
      });
      const caption = `${t('simCaption')} (${answer.iterations} ${t('simIterations').toLowerCase()}, ${answer.millis} ms)`;
      const table = dataTable(`${prefix}-simulation`, caption,
        ['simMove', 'simWin', 'simValue', 'equity', 'simIterations'].map(t), rows);
      const region = document.createElement('div');
      region.className = 'table-scroll';
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', t('simCaption'));
      region.append(table);
      out.replaceChildren(region);
      if (answer.preEndgame) {
        // One tile in the bag: the play with the best chance of winning over the tiles it may hold.
        const e = answer.preEndgame;
        out.prepend(solvedPlay('pre-endgame', e.move, `${t('preEndgameHint')}${t('colon')}${played(e.move)}, ${t('winChance')} `
          + `${(100 * e.winChance).toFixed(1)} % (${e.proven ? t('proven') : t('preNotProven')})`));
      }
    } catch (error) {
      showError(id('message'), error);
    }
  }

  /** A solver's move as the hints write it, or the pass when there is none. */
  function played(move) {
    return move ? `${move.coordinates} ${move.word} ${move.score}` : t('pass');
  }

  /** A paragraph of class `kind` saying a solver's play: a button that lays the move, or the text alone for a pass. */
  function solvedPlay(kind, move, text) {
    const p = document.createElement('p');
    p.className = kind;
    if (move) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'secondary';
      b.textContent = text;
      b.addEventListener('click', () => placeHint(move));
      p.append(b);
    } else {
      p.textContent = text;
    }
    return p;
  }

  return { hint, analyse };
}
