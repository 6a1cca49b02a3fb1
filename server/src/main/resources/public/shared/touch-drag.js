// A tile dragged by a finger or a pen (the mouse has the browser's own drag and drop): a copy of the tile
// follows the pointer, and where it is let go is handed to the caller. A touch that does not move is a
// tap, which the tile's click handles.

/**
 * Follows a pointer from its pointerdown on `tile`; when it is let go after moving, calls onDrop with the
 * button under it (or null). Does nothing for a mouse.
 */
export function followTouch(down, tile, onDrop) {
  if (down.pointerType === 'mouse') return;
  let ghost = null;
  const move = (e) => {
    if (!ghost && Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) < 8) return;
    if (!ghost) {
      ghost = tile.cloneNode(true);
      ghost.className = 'drag-ghost';
      ghost.setAttribute('aria-hidden', 'true');
      document.body.append(ghost);
    }
    e.preventDefault();
    ghost.style.left = `${e.clientX - ghost.offsetWidth / 2}px`;
    ghost.style.top = `${e.clientY - ghost.offsetHeight / 2}px`;
  };
  const end = (e) => {
    document.removeEventListener('pointermove', move);
    document.removeEventListener('pointerup', end);
    document.removeEventListener('pointercancel', end);
    if (!ghost) return;
    ghost.remove();
    if (e.type === 'pointerup') onDrop(document.elementFromPoint(e.clientX, e.clientY)?.closest('button') ?? null);
  };
  document.addEventListener('pointermove', move, { passive: false });
  document.addEventListener('pointerup', end);
  document.addEventListener('pointercancel', end);
}
