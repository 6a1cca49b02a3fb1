// The page's shell: the tabs, the interface language, the show chosen for the practice rounds. Each
// screen is a module of its own. No build step.
import { $, api } from './shared/api.js';
import { applyLabels, currentLang, setLang, t } from './shared/i18n.js';
import { initConundrum } from './games/conundrum.js';
import { initDaily } from './daily/daily.js';
import { initDuel } from './rooms/duel.js';
import { initGame } from './games/game.js';
import { initMe } from './players/me.js';
import { initRounds } from './rounds/rounds.js';
import { initScrabble } from './scrabble/scrabble.js';
import { initSolver } from './tools/solver.js';

function showTab(name) {
  document.querySelectorAll('.panel').forEach((p) => { p.hidden = p.id !== name; });
  document.querySelectorAll('.tab').forEach((b) => {
    b.classList.toggle('active', b.dataset.tab === name);
    if (b.dataset.tab === name) b.setAttribute('aria-current', 'page'); else b.removeAttribute('aria-current');
  });
  $('variant-label').hidden = name !== 'numbers' && name !== 'letters';
  localStorage.setItem('chiffres-lettres.tab', name);
}

async function init() {
  $('ui-lang').value = currentLang();
  applyLabels();
  const variants = await api('GET', '/api/variants');
  for (const v of variants) {
    const option = new Option(v.name, v.key);
    if (t(`variant_${v.key}`) !== `variant_${v.key}`) option.dataset.i18n = `variant_${v.key}`;   // a name to translate
    $('variant').add(option);
  }
  applyLabels();
  $('variant').value = 'countdown';
  initRounds(variants);
  initSolver();
  initConundrum();
  initScrabble();
  initDuel();
  $('ui-lang').addEventListener('change', () => setLang($('ui-lang').value));
  document.querySelectorAll('.tab').forEach((b) => b.addEventListener('click', () => showTab(b.dataset.tab)));
  const asked = new URLSearchParams(location.search).get('tab');
  showTab(asked || localStorage.getItem('chiffres-lettres.tab') || 'game');
  initMe();
  await Promise.all([initGame(), initDaily()]);
  document.body.dataset.ready = 'true';
}

init();
