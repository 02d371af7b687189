// Arrows drawn over a board (the analysis board's best lines): an SVG layer laid over the board
// element, each arrow a polyline through the centres of its points, a point being the centre of
// one cell or of several (a Hexpush group). The layer reads where the cells are from the page
// itself, so it follows a turned board, any board shape and any size (redrawn when the board
// is resized); it knows nothing of the game.

/** The SVG namespace. */
export const SVG = 'http://www.w3.org/2000/svg';

/** One arrow: its points (each a list of cell names whose centre it is) and its rank (0 the
 *  best line). @typedef {{points: string[][], rank: number}} Arrow */

export class ArrowLayer {
  /** @param {HTMLElement} board the board element (positioned; its cells are its descendants)
   *  @param {(name: string) => Element | null | undefined} cell the element of a cell by name */
  constructor(board, cell) {
    this.board = board;
    this.cell = cell;
    /** @type {Arrow[]} */
    this.arrows = [];
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.classList.add('arrows');
    this.svg.setAttribute('aria-hidden', 'true');
    new ResizeObserver(() => this.draw()).observe(board);
  }

  /** Shows `arrows` (none: an empty list). @param {Arrow[]} arrows */
  show(arrows) {
    this.arrows = arrows;
    this.draw();
  }

  /** Draws the arrows where the cells are now (the board may have been rebuilt or turned). */
  draw() {
    if (this.svg.parentNode !== this.board) this.board.append(this.svg);
    const box = this.board.getBoundingClientRect();
    const left = box.left + this.board.clientLeft;
    const top = box.top + this.board.clientTop;
    this.svg.setAttribute('viewBox', `0 0 ${this.board.clientWidth} ${this.board.clientHeight}`);
    const paths = [];
    // The best line last, so that it is drawn on top.
    for (const arrow of [...this.arrows].sort((a, b) => b.rank - a.rank)) {
      const centres = arrow.points.map(names => this.centre(names, left, top));
      if (centres.length < 2 || centres.some(point => !point)) continue;
      paths.push(arrowPath(/** @type {{x: number, y: number, size: number}[]} */ (centres), arrow.rank));
    }
    this.svg.replaceChildren(...paths);
  }

  /** The centre of the cells `names` in the layer's units, with the size of a cell (null when
   *  a cell is not shown).
   *  @param {string[]} names @param {number} left @param {number} top */
  centre(names, left, top) {
    const boxes = names.map(name => this.cell(name)?.getBoundingClientRect());
    if (boxes.length === 0 || boxes.some(b => !b || b.width === 0)) return null;
    /** @param {number[]} values */
    const mean = values => values.reduce((sum, v) => sum + v, 0) / values.length;
    return {
      // (Every box is there: checked above.)
      x: mean(/** @type {DOMRect[]} */ (boxes).map(b => b.left + b.width / 2)) - left,
      y: mean(/** @type {DOMRect[]} */ (boxes).map(b => b.top + b.height / 2)) - top,
      size: Math.min(.../** @type {DOMRect[]} */ (boxes).map(b => Math.min(b.width, b.height))),
    };
  }
}

/** An arrow through `centres` as one SVG group: the shaft (a polyline stopping short of the
 *  last centre) and its head, thinner and paler for lower ranks.
 *  @param {{x: number, y: number, size: number}[]} centres @param {number} rank */
function arrowPath(centres, rank) {
  const size = centres[0].size;
  const width = size * (rank === 0 ? 0.2 : 0.14);
  const head = width * 2.4;
  const end = centres[centres.length - 1];
  const before = centres[centres.length - 2];
  const length = Math.hypot(end.x - before.x, end.y - before.y) || 1;
  const ux = (end.x - before.x) / length;
  const uy = (end.y - before.y) / length;
  const base = { x: end.x - ux * head, y: end.y - uy * head };
  const group = document.createElementNS(SVG, 'g');
  group.setAttribute('class', `arrow rank-${rank}`);
  const shaft = document.createElementNS(SVG, 'polyline');
  shaft.setAttribute('points', [...centres.slice(0, -1), base].map(p => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '));
  shaft.setAttribute('stroke-width', width.toFixed(1));
  const tip = document.createElementNS(SVG, 'polygon');
  const side = head * 0.6;
  tip.setAttribute('points', [
    end, { x: base.x - uy * side, y: base.y + ux * side }, { x: base.x + uy * side, y: base.y - ux * side },
  ].map(p => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '));
  group.append(shaft, tip);
  return group;
}
