// Buttons that write a calculation into an answer box, so that a numbers answer needs no keyboard: a
// button per tile, then + − × ÷ ( ), an erase and a clear. A tile's button is greyed while the box uses
// that tile as often as it was drawn; typing in the box works as before and greys the same.
import { t } from './i18n.js';

const OPERATORS = [['+', 'opPlus'], ['−', 'opMinus'], ['×', 'opTimes'], ['÷', 'opDivide'], ['(', 'opOpen'], [')', 'opClose']];

function padButton(text, label, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (label) b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}

/**
 * The pad of an answer box: { tiles, ops, refresh } — two rows of buttons to place where the screen
 * wants them, and refresh() to call when the box is changed from outside (emptied).
 */
export function calculationPad(input, tileValues) {
  // On a touch screen, focusing the box would open the keyboard the pad is there to spare.
  const keepFocus = () => { if (!window.matchMedia('(pointer: coarse)').matches) input.focus(); };
  const write = (text) => {
    // Spaced as people write it: 25 × (10 ÷ 2), no space inside the parentheses.
    input.value = `${input.value} ${text}`.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
    refresh();
    keepFocus();
  };
  const tiles = document.createElement('div');
  tiles.className = 'tiles pad-tiles';
  const buttons = tileValues.map((value) => padButton(String(value), null, () => write(String(value))));
  tiles.append(...buttons);
  const ops = document.createElement('div');
  ops.className = 'ops';
  for (const [op, key] of OPERATORS) ops.append(padButton(op, t(key), () => write(op)));
  ops.append(padButton('⌫', t('erase'), () => {
    // The last number, operator or parenthesis goes.
    input.value = input.value.trimEnd().replace(/(\d+|[^\d\s])\s*$/, '').trimEnd();
    refresh();
    keepFocus();
  }));
  ops.append(padButton(t('clear'), null, () => { input.value = ''; refresh(); keepFocus(); }));
  function refresh() {
    const left = (input.value.match(/\d+/g) || []).map(Number);
    buttons.forEach((b, i) => {
      const at = left.indexOf(Number(tileValues[i]));
      if (at >= 0) left.splice(at, 1);
      b.disabled = at >= 0 || input.disabled;
    });
  }
  input.addEventListener('input', refresh);
  refresh();
  return { tiles, ops, refresh };
}
