// The tower inspector: the full composition of one tower, top first, for the square the player
// points at, focuses, selects or long-presses.

import { pieceName, squareLabel } from './model.js';
import { t } from './i18n.js';

/** @param {HTMLElement} panel @param {RuleDisplay} display @param {string} square @param {Piece[]} pieces */
export function showTower(panel, display, square, pieces) {
  const name = squareLabel(display, square);
  const title = document.createElement('p');
  title.className = 'inspector-title';
  title.textContent = pieces.length === 0 ? t('inspector-empty', { square: name })
    : t('inspector-tower', { square: name, count: pieces.length });
  const list = document.createElement('ol');
  list.className = 'inspector-list';
  for (const piece of pieces.slice().reverse()) {
    const item = document.createElement('li');
    const disc = document.createElement('span');
    disc.className = `mini piece ${piece.color}${piece.king ? ' king' : ''}`;
    disc.setAttribute('aria-hidden', 'true');
    item.append(disc, pieceName(display, piece));
    list.append(item);
  }
  panel.replaceChildren(title, list);
}
