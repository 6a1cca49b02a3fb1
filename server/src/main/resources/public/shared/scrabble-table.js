// A Scrabble table: the board, the rack, the buttons and the move list of one game, drawn into a
// container whose ids all start with a prefix. The Scrabble screen uses one for games against the
// computer, the duel screen one for games in a room; each says how an action is sent and whether hints
// are offered.
import { $, api, showError } from './api.js';
import { t } from './i18n.js';
import { showMeanings } from './meanings.js';
import { followTouch } from './touch-drag.js';
import { createAdvice, wrap } from './scrabble-advice.js';

const QUARTER = ['T..d...T', '.D...t..', '..D...d.', 'd..D...d', '....D...', '.t...t..', '..d...d.', 'T..d...D'];
const PREMIUM = { T: 'tw', D: 'dw', t: 'tl', d: 'dl' };

const premium = (r, c) => PREMIUM[QUARTER[Math.min(r, 14 - r)][Math.min(c, 14 - c)]] || '';
const squareName = (r, c) => String.fromCharCode(65 + c) + (r + 1);

function label(key, fallback) {
  return `data-i18n="${key}">${t(key) || fallback}`;
}

/** The table's elements, every id prefixed. */
function html(p, hints) {
  return `
    <p id="${p}-score" class="scoreboard" aria-live="polite"></p>
    <p id="${p}-help" class="note" ${label('scrabbleHelp', '')}</p>
    <button id="${p}-zoom" type="button" class="secondary zoom" aria-pressed="false" ${label('zoomBoard', 'Zoom')}</button>
    <div class="board-frame" id="${p}-frame">
      <div id="${p}-board" class="sboard" role="group" data-i18n-label="boardLabel" aria-label="${t('boardLabel')}"></div>
    </div>
    <div class="rack-bar">
      <div id="${p}-rack" class="tiles srack" role="group" data-i18n-label="rackLabel" aria-label="${t('rackLabel')}"></div>
    </div>
    <p id="${p}-tentative" class="note tentative" aria-live="polite"></p>
    <p id="${p}-unseen" class="note"></p>
    <div class="row">
      <button id="${p}-play-move" type="button" ${label('playMove', 'Play')}</button>
      <button id="${p}-recall" type="button" class="secondary" ${label('recall', 'Take back')}</button>
      <button id="${p}-shuffle" type="button" class="secondary" ${label('shuffle', 'Shuffle')}</button>
      <button id="${p}-exchange" type="button" class="secondary" ${label('exchange', 'Exchange')}</button>
      <button id="${p}-pass" type="button" class="secondary" ${label('pass', 'Pass')}</button>
      ${hints ? `<button id="${p}-hint" type="button" class="secondary" ${label('hint', 'Hint')}</button>
      <button id="${p}-analyse" type="button" class="secondary" ${label('analyse', 'Analyse')}</button>` : ''}
    </div>
    <p id="${p}-message" class="verdict" role="status"></p>
    <div id="${p}-hints" class="best"></div>
    <div id="${p}-blank" hidden>
      <label for="${p}-blank-letter" ${label('blankAs', 'The blank stands for')}</label>
      <select id="${p}-blank-letter"></select>
      <button id="${p}-blank-ok" type="button">OK</button>
    </div>
    <h3 ${label('moves', 'Moves')}</h3>
    <ol id="${p}-turns" class="turns"></ol>
    <div id="${p}-meanings"></div>`;
}

/**
 * A table drawn into the element `${prefix}-table`.
 * options.act(action) sends an action ({type: play | exchange | pass, ...}) and resolves when it is done
 * (every action is disabled meanwhile, and the scoreboard says so: options.thinking names the wait, a key of
 * the translation table); options.hints offers the "best moves here" hints; options.name(view, player)
 * names a player.
 * Returns { show(view) } to draw a game view (board, rack, scores, turns, seat, toMove, ...).
 */
export function createTable(prefix, options) {
  const id = (name) => $(`${prefix}-${name}`);
  $(`${prefix}-table`).innerHTML = html(prefix, options.hints);
  let game = null;          // the view last shown
  let placed = [];          // tiles put on the board this turn: {row, column, index, face, blank}
  let selected = -1;        // the rack tile picked
  let exchanging = false;
  let marked = new Set();   // rack tiles marked for an exchange
  let cursor = { row: 7, column: 7, across: true };
  let pendingBlank = null;  // a square waiting for the blank's letter
  let letters = '';         // the faces the blank chooser holds
  let busy = false;         // an action, a hint or an analysis awaits the server: nothing else is sent
  let rackOrder = [];       // the rack's tiles in the order shown (indexes of game.rack): shuffled or dragged
  let judgedKey = '';       // the tiles last sent to be judged (board and placements as JSON), '' for none
  let verdict = null;       // the server's judgement of those tiles, once it came

  const isPlaced = (index) => placed.some((p) => p.index === index);
  const myTurn = () => !game.over && game.seat >= 0 && game.toMove === game.seat;
  const nameOf = (p) => (p === game.seat ? t('you') : options.name(game, p));

  /** The board's rows read into squares: {face, blank} or null. */
  function squares() {
    return game.board.map((row) => {
      const out = [];
      for (let i = 0; i < row.length; i++) {
        if (row[i] === '.') { out.push(null); continue; }
        let face = row[i];
        if (face === '[') { const end = row.indexOf(']', i); face = row.slice(i + 1, end); i = end; }
        out.push({ face: face.toUpperCase(), blank: face !== face.toUpperCase() });
      }
      return out;
    });
  }

  const square = (r, c) => document.querySelector(`#${prefix}-board button[data-row="${r}"][data-column="${c}"]`);

  /** The attribute that shows a face's points on its tile, as the game's tiles give them (none for a blank). */
  function valueAttribute(face, blank) {
    const i = game.faces && game.values && !blank ? game.faces.indexOf(face) : -1;
    return i >= 0 ? ` data-value="${game.values[i]}"` : '';
  }

  /** The squares of the last turn's tiles, when it was a play: "row,column". */
  function lastMove() {
    const last = game.turns[game.turns.length - 1];
    return new Set(last && last.type === 'play' ? last.move.placed.map((p) => `${p.row},${p.column}`) : []);
  }

  /** A coordinate cell of the board's edge: a column's letter or a row's number (the squares name themselves). */
  function coordinate(text) {
    const cell = document.createElement('span');
    cell.className = 'coord';
    cell.setAttribute('aria-hidden', 'true');
    cell.textContent = text;
    return cell;
  }

  function render() {
    const board = id('board');
    const rows = squares();
    const latest = lastMove();
    board.innerHTML = '';
    board.append(coordinate(''));
    for (let c = 0; c < 15; c++) board.append(coordinate(String.fromCharCode(65 + c)));
    for (let r = 0; r < 15; r++) {
      board.append(coordinate(String(r + 1)));
      for (let c = 0; c < 15; c++) {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.row = r;
        b.dataset.column = c;
        const here = rows[r][c];
        const mine = placed.find((p) => p.row === r && p.column === c);
        const tile = here || mine;
        const kind = premium(r, c);
        b.className = tile ? (mine ? 'placed' : 'tile') : kind;
        const isLast = !mine && here && latest.has(`${r},${c}`);
        if (isLast) b.classList.add('last');
        if (tile) b.innerHTML = `<span class="${tile.blank ? 'blank' : ''}"${valueAttribute(tile.face, tile.blank)}>${tile.face}</span>`;
        else if (r === 7 && c === 7) b.innerHTML = '<small>★</small>';
        else if (kind) b.innerHTML = `<small>${t(`premium_${kind}`)}</small>`;
        b.setAttribute('aria-label', `${squareName(r, c)}${tile ? ` ${tile.face}${tile.blank ? ` (${t('blankTile')})` : ''}`
          : kind ? `, ${t(`premiumName_${kind}`)}` : ''}${isLast ? `, ${t('lastMove')}` : ''}`);
        b.tabIndex = r === cursor.row && c === cursor.column ? 0 : -1;
        if (r === cursor.row && c === cursor.column) b.classList.add('cursor');
        b.addEventListener('click', () => clickSquare(r, c));
        b.addEventListener('keydown', boardKey);
        b.addEventListener('dragover', (e) => e.preventDefault());
        b.addEventListener('drop', (e) => { e.preventDefault(); selected = Number(e.dataTransfer.getData('text/plain')); clickSquare(r, c); });
        board.append(b);
      }
    }
    const rack = id('rack');
    rack.innerHTML = '';
    rackOrder.forEach((index) => {
      const face = game.rack[index];
      if (isPlaced(index)) return;
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.index = index;
      b.dataset.face = face;
      b.draggable = true;
      b.textContent = face === '?' ? ' ' : face;
      const value = valueAttribute(face, face === '?').match(/\d+/);
      if (value) b.dataset.value = value[0];
      b.setAttribute('aria-label', face === '?' ? t('blankTile') : face);
      b.classList.toggle('selected', index === selected);
      b.classList.toggle('marked', marked.has(index));
      b.setAttribute('aria-pressed', String(index === selected || marked.has(index)));
      b.addEventListener('click', () => clickRack(index));
      b.addEventListener('dragstart', (e) => e.dataTransfer.setData('text/plain', String(index)));
      b.addEventListener('pointerdown', (e) => { if (!busy) followTouch(e, b, (target) => dropTile(index, target)); });
      // A rack tile dropped on another goes before it.
      b.addEventListener('dragover', (e) => e.preventDefault());
      b.addEventListener('drop', (e) => { e.preventDefault(); moveInRack(Number(e.dataTransfer.getData('text/plain')), index); });
      rack.append(b);
    });
    const unseen = id('unseen');
    if (game.unseen) {
      const counts = new Map();
      game.unseen.forEach((face) => counts.set(face, (counts.get(face) || 0) + 1));
      unseen.textContent = `${t('unseen') || 'Unseen'} (${game.unseen.length})${t('colon')}${[...counts].map(([face, n]) =>
        `${face === '?' ? '?' : face}${n > 1 ? `×${n}` : ''}`).join(' ')}`;
    } else {
      unseen.textContent = '';
    }
    // You first, then the others in seat order.
    const order = game.players.map((_, p) => p).sort((a, b) => (a === game.seat ? -1 : b === game.seat ? 1 : a - b));
    const turn = busy ? t(options.thinking || 'sending') : game.over ? t('gameOver') : myTurn() ? t('yourTurn')
      : `${t('turnOf')} ${options.name(game, game.toMove)}`;
    id('score').textContent = `${order.map((p) => `${nameOf(p)} ${game.scores[p]}`).join(' – ')} · ${game.bag} ${t('bagLeft')} · ${turn}`;
    $(`${prefix}-table`).dataset.over = String(game.over);
    $(`${prefix}-table`).dataset.turns = String(game.turns.length);
    $(`${prefix}-table`).dataset.mine = String(myTurn());
    $(`${prefix}-table`).dataset.busy = String(busy);
    const turns = id('turns');
    turns.innerHTML = '';
    for (const tu of game.turns) {
      const li = document.createElement('li');
      const what = tu.type === 'play' ? `${tu.move.coordinates} ${tu.move.word}`
        : tu.type === 'exchange' ? `${t('exchanged')} ${tu.count}` : t('passed');
      li.textContent = `${nameOf(tu.player)}${t('colon')}${what} +${tu.score} (${tu.total})`;
      turns.append(li);
    }
    for (const a of game.adjustments || []) {
      const li = document.createElement('li');
      li.textContent = `${nameOf(a.player)}${t('colon')}(${a.tiles}) ${a.points >= 0 ? '+' : ''}${a.points}`;
      turns.append(li);
    }
    for (const name of ['play-move', 'recall', 'exchange', 'pass', 'hint', 'analyse']) {
      if (id(name)) id(name).disabled = busy || !myTurn();
    }
    id('exchange').disabled = busy || !myTurn() || !game.canExchange;
    judge();
    // What the last word played means, once a turn.
    if (id('meanings').dataset.turns !== String(game.turns.length)) {
      id('meanings').dataset.turns = String(game.turns.length);
      const plays = game.turns.filter((tu) => tu.type === 'play');
      showMeanings(id('meanings'), game.lang, plays.length > 0 ? [plays[plays.length - 1].move.word] : []);
    }
  }

  /** Rack tile `index` moved before tile `before` in the order shown. */
  /** A rack tile let go on a free square goes there; on another rack tile, before it. */
  function dropTile(index, target) {
    if (target && target.dataset.row !== undefined && id('board').contains(target)) {
      selected = index;
      clickSquare(Number(target.dataset.row), Number(target.dataset.column));
    } else if (target && target.dataset.index !== undefined && id('rack').contains(target)) {
      moveInRack(index, Number(target.dataset.index));
    }
  }

  function moveInRack(index, before) {
    if (index === before || !rackOrder.includes(index)) return;
    rackOrder = rackOrder.filter((i) => i !== index);
    rackOrder.splice(rackOrder.indexOf(before), 0, index);
    render();
  }

  /** The rack shown in a new random order (Fisher–Yates). */
  function shuffle() {
    for (let i = rackOrder.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [rackOrder[i], rackOrder[j]] = [rackOrder[j], rackOrder[i]];
    }
    render();
  }

  /** The judgement of the tiles laid shown under the rack: the move's score, or why it cannot be played. */
  function showVerdict() {
    const out = id('tentative');
    if (!verdict) { out.textContent = ''; delete out.dataset.valid; return; }
    out.dataset.valid = String(verdict.valid);
    out.textContent = verdict.valid
      ? `${t('tentativeMove')} ${verdict.move.coordinates} ${verdict.move.word}, ${verdict.move.score} ${t('points')}`
      : `${t('notPlayable')} ${verdict.reason}`;
  }

  /** The tiles laid this turn judged by the server, once for each new laying (a redraw asks nothing). */
  async function judge() {
    const placements = placed.map((p) => ({ row: p.row, column: p.column, tile: p.face, blank: p.blank }));
    const key = placed.length > 0 && myTurn() && game.lang ? JSON.stringify([game.board, placements]) : '';
    if (key === judgedKey) { showVerdict(); return; }
    judgedKey = key;
    verdict = null;
    showVerdict();
    if (!key) return;
    const request = { lang: game.lang, board: { rows: game.board }, placements };
    if (game.list) request.list = game.list;
    try {
      const answer = await api('POST', '/api/scrabble/placement', request);
      if (key !== judgedKey) return;   // the tiles changed meanwhile: their own answer is coming
      verdict = answer;
      showVerdict();
    } catch (error) {
      // No judgement shown: the move is still judged when played.
    }
  }

  function clickRack(index) {
    if (exchanging) {
      if (marked.has(index)) marked.delete(index); else marked.add(index);
    } else {
      selected = selected === index ? -1 : index;
    }
    render();
  }

  function clickSquare(r, c) {
    cursor = { ...cursor, row: r, column: c };
    const mine = placed.findIndex((p) => p.row === r && p.column === c);
    if (mine >= 0) {
      placed.splice(mine, 1);
    } else if (selected >= 0 && !squares()[r][c] && !exchanging) {
      put(r, c, selected, null);
      selected = -1;
    }
    render();
    if (!pendingBlank) focusCursor();
  }

  /** Puts rack tile `index` on a square; a blank takes `letter`, or asks for one. */
  function put(r, c, index, letter) {
    const face = game.rack[index];
    if (face !== '?') {
      placed.push({ row: r, column: c, index, face, blank: false });
    } else if (letter) {
      placed.push({ row: r, column: c, index, face: letter, blank: true });
    } else {
      pendingBlank = { row: r, column: c, index };
      id('blank').hidden = false;
      id('blank-letter').focus();
    }
  }

  /** Puts the focus back on the cursor's square (the board is drawn anew after each change). */
  function focusCursor() {
    const b = square(cursor.row, cursor.column);
    if (b) b.focus();
  }

  function moveCursor(dr, dc) {
    cursor = { ...cursor, row: Math.min(14, Math.max(0, cursor.row + dr)), column: Math.min(14, Math.max(0, cursor.column + dc)) };
    render();
    focusCursor();
  }

  function boardKey(e) {
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[e.key]) {
      e.preventDefault();
      cursor.across = e.key === 'ArrowLeft' || e.key === 'ArrowRight';
      moveCursor(...arrows[e.key]);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      const last = placed.pop();
      if (last) { cursor = { ...cursor, row: last.row, column: last.column }; render(); focusCursor(); }
    } else if (e.key === 'Enter') {
      e.preventDefault();
      play();
    } else if (/^\p{L}$/u.test(e.key) && !game.over) {
      e.preventDefault();
      typeLetter(e.key.toUpperCase());
    }
  }

  /** A letter typed on the board: that rack tile (a digraph tile starting with it if no plain one), else a blank. */
  function typeLetter(letter) {
    if (squares()[cursor.row][cursor.column] || placed.some((p) => p.row === cursor.row && p.column === cursor.column)) return;
    const free = game.rack.map((face, index) => ({ face, index })).filter((x) => !isPlaced(x.index));
    const tile = free.find((x) => x.face === letter) || free.find((x) => x.face.length > 1 && x.face[0] === letter);
    const blank = free.find((x) => x.face === '?');
    if (tile) put(cursor.row, cursor.column, tile.index, null);
    else if (blank && game.faces.includes(letter)) put(cursor.row, cursor.column, blank.index, letter);
    else return;
    // On to the next square that holds no tile yet.
    const rows = squares();
    let { row, column } = cursor;
    do {
      row += cursor.across ? 0 : 1;
      column += cursor.across ? 1 : 0;
    } while (row < 15 && column < 15 && rows[row][column]);
    // At the board's edge the cursor stays on the last tile, and keeps the focus so that Enter plays.
    if (row < 15 && column < 15) moveCursor(row - cursor.row, column - cursor.column); else { render(); focusCursor(); }
  }

  /** Runs a request to the server with every action disabled until it answers (a second tap sends nothing). */
  async function waitFor(work) {
    if (busy) return;
    busy = true;
    render();
    try {
      await work();
    } finally {
      busy = false;
      if (game) render();
    }
  }

  async function send(action) {
    const message = id('message');
    message.className = 'verdict';
    message.textContent = '';
    await waitFor(async () => {
      try {
        await options.act(action);
      } catch (error) {
        showError(message, error);
      }
    });
  }

  function play() {
    if (placed.length === 0 || !myTurn() || busy) return;
    send({ type: 'play', placements: placed.map((p) => ({ row: p.row, column: p.column, tile: p.face, blank: p.blank })) });
  }

  function exchange() {
    if (!exchanging) {
      placed = [];
      exchanging = true;
      id('message').className = 'verdict';
      id('message').textContent = t('exchangeHelp');
      render();
      return;
    }
    if (marked.size === 0) { exchanging = false; render(); return; }
    send({ type: 'exchange', tiles: [...marked].map((i) => (game.rack[i] === '?' ? '?' : wrap(game.rack[i]))).join('') });
  }

  /** A hinted move laid on the board, its tiles taken from the rack (a blank where the move has one). */
  function placeHint(move) {
    placed = [];
    const used = new Set();
    for (const p of move.placed) {
      const index = game.rack.findIndex((f, i) => !used.has(i) && (p.blank ? f === '?' : f === p.tile));
      used.add(index);
      placed.push({ row: p.row, column: p.column, index, face: p.tile, blank: p.blank });
    }
    render();
  }

  const advice = createAdvice({ id, prefix, current: () => game, placeHint });
  id('play-move').addEventListener('click', play);
  id('recall').addEventListener('click', () => { placed = []; exchanging = false; marked = new Set(); render(); });
  id('exchange').addEventListener('click', exchange);
  id('pass').addEventListener('click', () => send({ type: 'pass' }));
  id('shuffle').addEventListener('click', shuffle);
  // Zoom: the board 2.4 times as wide, scrolled within its frame, to place tiles comfortably on a phone.
  id('zoom').addEventListener('click', () => {
    const zoomed = id('frame').classList.toggle('zoomed');
    id('zoom').setAttribute('aria-pressed', String(zoomed));
  });
  if (options.hints) {
    id('hint').addEventListener('click', () => waitFor(advice.hint));
    id('analyse').addEventListener('click', () => waitFor(advice.analyse));
  }
  id('blank-ok').addEventListener('click', () => {
    if (!pendingBlank) return;
    put(pendingBlank.row, pendingBlank.column, pendingBlank.index, id('blank-letter').value);
    pendingBlank = null;
    selected = -1;
    id('blank').hidden = true;
    render();
  });
  document.addEventListener('labels', () => { if (game) render(); });

  return {
    /** Draws a game view; a new turn clears what was laid, marked or hinted. */
    show(view) {
      const newTurn = !game || game.turns.length !== view.turns.length || game.seat !== view.seat;
      game = view;
      if (newTurn || rackOrder.length !== view.rack.length) rackOrder = view.rack.map((_, i) => i);
      if (newTurn) {
        placed = [];
        selected = -1;
        exchanging = false;
        marked = new Set();
        id('hints').innerHTML = '';
      }
      if (letters !== game.faces.join()) {
        letters = game.faces.join();
        const chooser = id('blank-letter');
        chooser.innerHTML = '';
        for (const f of game.faces) chooser.add(new Option(f, f));
      }
      render();
    },
  };
}
