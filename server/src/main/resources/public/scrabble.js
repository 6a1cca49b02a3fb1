// The Scrabble screen: a game against the computer. The server keeps no game: the page holds the game
// the server last answered (also in local storage, so a reload resumes it) and sends it with each action.
import { $, api, showError } from './api.js';
import { t } from './i18n.js';

const KEY = 'chiffres-lettres.scrabble';
const QUARTER = ['T..d...T', '.D...t..', '..D...d.', 'd..D...d', '....D...', '.t...t..', '..d...d.', 'T..d...D'];
const PREMIUM = { T: 'tw', D: 'dw', t: 'tl', d: 'dl' };
const PREMIUM_TEXT = { tw: ['3W', 'triple word'], dw: ['2W', 'double word'], tl: ['3L', 'triple letter'], dl: ['2L', 'double letter'] };
let game = null;          // the server's answer
let placed = [];          // tiles put on the board this turn: {row, column, index, face, blank}
let selected = -1;        // the rack tile picked
let exchanging = false;
let marked = new Set();   // rack tiles marked for an exchange
let cursor = { row: 7, column: 7, across: true };
let pendingBlank = null;  // a square waiting for the blank's letter

const premium = (r, c) => PREMIUM[QUARTER[Math.min(r, 14 - r)][Math.min(c, 14 - c)]] || '';
const squareName = (r, c) => String.fromCharCode(65 + c) + (r + 1);
const wrap = (face) => (face.length > 1 ? `[${face}]` : face);
const isPlaced = (index) => placed.some((p) => p.index === index);

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

function tileHtml(face, blank) {
  return `<span class="${blank ? 'blank' : ''}">${face}</span>`;
}

function render() {
  const board = $('scrabble-board');
  const rows = squares();
  board.innerHTML = '';
  for (let r = 0; r < 15; r++) {
    for (let c = 0; c < 15; c++) {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.row = r;
      b.dataset.column = c;
      const here = rows[r][c];
      const mine = placed.find((p) => p.row === r && p.column === c);
      const tile = here || mine;
      b.className = tile ? (mine ? 'placed' : 'tile') : premium(r, c);
      const kind = premium(r, c);
      if (tile) b.innerHTML = tileHtml(tile.face, tile.blank);
      else if (r === 7 && c === 7) b.innerHTML = '<small>★</small>';
      else if (kind) b.innerHTML = `<small>${PREMIUM_TEXT[kind][0]}</small>`;
      b.setAttribute('aria-label', `${squareName(r, c)}${tile ? ` ${tile.face}${tile.blank ? ' (blank)' : ''}`
        : kind ? `, ${PREMIUM_TEXT[kind][1]}` : ''}`);
      b.tabIndex = r === cursor.row && c === cursor.column ? 0 : -1;
      if (r === cursor.row && c === cursor.column) b.classList.add('cursor');
      b.addEventListener('click', () => clickSquare(r, c));
      b.addEventListener('keydown', (e) => boardKey(e));
      b.addEventListener('dragover', (e) => e.preventDefault());
      b.addEventListener('drop', (e) => { e.preventDefault(); selected = Number(e.dataTransfer.getData('text/plain')); clickSquare(r, c); });
      board.append(b);
    }
  }
  const rack = $('scrabble-rack');
  rack.innerHTML = '';
  game.rack.forEach((face, index) => {
    if (isPlaced(index)) return;
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.index = index;
    b.dataset.face = face;
    b.draggable = true;
    b.textContent = face === '?' ? ' ' : face;
    b.setAttribute('aria-label', face === '?' ? 'blank' : face);
    b.classList.toggle('selected', index === selected);
    b.classList.toggle('marked', marked.has(index));
    b.setAttribute('aria-pressed', String(index === selected || marked.has(index)));
    b.addEventListener('click', () => clickRack(index));
    b.addEventListener('dragstart', (e) => e.dataTransfer.setData('text/plain', String(index)));
    rack.append(b);
  });
  const you = game.seat;
  const names = [t('you'), t('computer')];
  const score = (p) => `${p === you ? names[0] : names[1]} ${game.scores[p]}`;
  $('scrabble-score').textContent = `${score(you)} – ${score(1 - you)} · ${game.bag} ${t('bagLeft')}`
      + (game.over ? ` · ${t('gameOver')}` : ` · ${t('yourTurn')}`);
  $('scrabble-play').dataset.over = String(game.over);
  const turns = $('scrabble-turns');
  turns.innerHTML = '';
  for (const turn of game.turns) {
    const li = document.createElement('li');
    const who = turn.player === you ? names[0] : names[1];
    const what = turn.type === 'play' ? `${turn.move.coordinates} ${turn.move.word}`
      : turn.type === 'exchange' ? `${t('exchanged')} ${turn.count}` : t('passed');
    li.textContent = `${who}: ${what} +${turn.score} (${turn.total})`;
    turns.append(li);
  }
  for (const a of game.adjustments || []) {
    const li = document.createElement('li');
    li.textContent = `${a.player === you ? names[0] : names[1]}: (${a.tiles}) ${a.points >= 0 ? '+' : ''}${a.points}`;
    turns.append(li);
  }
  for (const id of ['scrabble-play-move', 'scrabble-recall', 'scrabble-exchange', 'scrabble-pass', 'scrabble-hint']) {
    $(id).disabled = game.over;
  }
  $('scrabble-exchange').disabled = game.over || !game.canExchange;
}

function save() {
  localStorage.setItem(KEY, JSON.stringify(game));
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
    $('scrabble-blank').hidden = false;
    $('scrabble-blank-letter').focus();
  }
}

/** Puts the focus back on the cursor's square (the board is drawn anew after each change). */
function focusCursor() {
  const b = document.querySelector(`#scrabble-board button[data-row="${cursor.row}"][data-column="${cursor.column}"]`);
  if (b) b.focus();
}

function moveCursor(dr, dc) {
  cursor = { ...cursor, row: Math.min(14, Math.max(0, cursor.row + dr)), column: Math.min(14, Math.max(0, cursor.column + dc)) };
  render();
  document.querySelector(`#scrabble-board button[data-row="${cursor.row}"][data-column="${cursor.column}"]`).focus();
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
  if (row < 15 && column < 15) moveCursor(row - cursor.row, column - cursor.column); else render();
}

async function send(action) {
  const message = $('scrabble-message');
  message.className = 'verdict';
  message.textContent = '';
  try {
    game = await api('POST', '/api/scrabble/games/action', { game, action });
    placed = [];
    selected = -1;
    exchanging = false;
    marked = new Set();
    $('scrabble-hints').innerHTML = '';
    save();
    render();
    if (game.over) {
      const you = game.seat;
      message.textContent = `${t('gameOver')}: ${t('you')} ${game.scores[you]}, ${t('computer')} ${game.scores[1 - you]}`;
    }
  } catch (error) {
    showError(message, error);
  }
}

function play() {
  if (placed.length === 0) return;
  send({ type: 'play', placements: placed.map((p) => ({ row: p.row, column: p.column, tile: p.face, blank: p.blank })) });
}

function exchange() {
  if (!exchanging) {
    placed = [];
    exchanging = true;
    $('scrabble-message').className = 'verdict';
    $('scrabble-message').textContent = t('exchangeHelp');
    render();
    return;
  }
  if (marked.size === 0) { exchanging = false; render(); return; }
  send({ type: 'exchange', tiles: [...marked].map((i) => (game.rack[i] === '?' ? '?' : wrap(game.rack[i]))).join('') });
}

async function hint() {
  const out = $('scrabble-hints');
  try {
    const rack = game.rack.map((f) => (f === '?' ? '?' : wrap(f))).join('');
    const answer = await api('POST', '/api/scrabble/analysis', { lang: game.lang, board: { rows: game.board }, rack, limit: 5 });
    out.innerHTML = '';
    if (answer.moves.length === 0) { out.textContent = t('noMoveHint'); return; }
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
    showError($('scrabble-message'), error);
  }
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

async function start(e) {
  e.preventDefault();
  const body = { lang: $('scrabble-lang').value, level: Number($('scrabble-level').value) };
  if ($('scrabble-name').value.trim()) body.name = $('scrabble-name').value.trim();
  if ($('scrabble-seed').value.trim()) body.seed = Number($('scrabble-seed').value.trim());
  try {
    game = await api('POST', '/api/scrabble/games', body);
    placed = [];
    save();
    show();
  } catch (error) {
    showError($('scrabble-message'), error);
  }
}

function show() {
  $('scrabble-setup').hidden = true;
  $('scrabble-play').hidden = false;
  const letters = $('scrabble-blank-letter');
  letters.innerHTML = '';
  for (const f of game.faces) letters.add(new Option(f, f));
  render();
}

export function initScrabble() {
  $('scrabble-setup').addEventListener('submit', start);
  $('scrabble-play-move').addEventListener('click', play);
  $('scrabble-recall').addEventListener('click', () => { placed = []; exchanging = false; marked = new Set(); render(); });
  $('scrabble-exchange').addEventListener('click', exchange);
  $('scrabble-pass').addEventListener('click', () => send({ type: 'pass' }));
  $('scrabble-hint').addEventListener('click', hint);
  $('scrabble-new').addEventListener('click', () => {
    localStorage.removeItem(KEY);
    game = null;
    $('scrabble-play').hidden = true;
    $('scrabble-setup').hidden = false;
  });
  $('scrabble-blank-ok').addEventListener('click', () => {
    if (!pendingBlank) return;
    put(pendingBlank.row, pendingBlank.column, pendingBlank.index, $('scrabble-blank-letter').value);
    pendingBlank = null;
    selected = -1;
    $('scrabble-blank').hidden = true;
    render();
  });
  document.addEventListener('labels', () => { if (game) render(); });
  const saved = localStorage.getItem(KEY);
  if (saved) {
    try { game = JSON.parse(saved); show(); } catch { localStorage.removeItem(KEY); }
  }
}
