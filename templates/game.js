// The game page: draws the engine's state and forwards input to it. Every rule is decided by
// the engine (EngineGame, from the wasm module above); this file never judges a move itself.

/** Decodes the base64 text of the inline wasm into bytes. */
function decodeBase64(text) {
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

performance.mark('script-start');
initSync({ module: decodeBase64(document.getElementById('engine-wasm').textContent) });
performance.mark('engine-ready');

const FILES = 'abcdefgh';

/** The board in the seeds' shape: cells[rank][file] is an array of {color, king}, top last. */
class Board {
  constructor(cells) {
    this.cells = cells;
    this.size = cells.length;
  }
  static squareName(file, rank) { return FILES[file] + (rank + 1); }
  static coordinates(name) { return [FILES.indexOf(name[0]), Number(name.slice(1)) - 1]; }
  static isDark(file, rank) { return (file + rank) % 2 === 0; }
  tower(name) {
    const [file, rank] = Board.coordinates(name);
    return this.cells[rank][file];
  }
  setTower(name, pieces) {
    const [file, rank] = Board.coordinates(name);
    this.cells[rank][file] = pieces;
  }
  clone() { return new Board(this.cells.map(rank => rank.map(tower => tower.slice()))); }
}

/** One game, backed by the engine: the seeds' names over the wasm API. */
class Game {
  constructor(variant, tfen) {
    this.engine = new EngineGame(variant, tfen || undefined);
  }
  get variant() { return this.engine.variant(); }
  get sideToMove() { return this.engine.sideToMove(); }
  get tfen() { return this.engine.tfen(); }
  board() { return new Board(JSON.parse(this.engine.boardJson())); }
  getLegalMoves() { return JSON.parse(this.engine.legalMovesJson()); }
  getCaptures() { return this.getLegalMoves().filter(m => m.capture); }
  makeMove(text) { return JSON.parse(this.engine.play(text)); }
  undoMove() { return JSON.parse(this.engine.undo()); }
  redoMove() { return JSON.parse(this.engine.redo()); }
  canUndo() { return this.engine.canUndo(); }
  canRedo() { return this.engine.canRedo(); }
  history() { return JSON.parse(this.engine.historyJson()); }
  checkGameOver() { return JSON.parse(this.engine.outcomeJson()); }
}

/** How each rule set names its sides. */
function sideName(variant, color) {
  if (variant === 'english' && color === 'black') return 'Red';
  return color === 'white' ? 'White' : 'Black';
}

function describeTower(variant, pieces) {
  if (pieces.length === 0) return 'empty';
  const name = p => `${sideName(variant, p.color).toLowerCase()} ${p.king ? 'king' : 'man'}`;
  const top = pieces[pieces.length - 1];
  if (pieces.length === 1) return name(top);
  return `tower of ${pieces.length}, ${name(top)} on top`;
}

/** Draws the board as a grid of buttons (dark squares) and plain cells (light squares). */
class Renderer {
  constructor(root, onSquare) {
    this.root = root;
    this.onSquare = onSquare;
    this.size = 0;
    this.buttons = new Map();
  }

  build(size) {
    this.size = size;
    this.root.replaceChildren();
    this.buttons.clear();
    this.root.style.setProperty('--size', size);
    for (let row = size - 1; row >= 0; row--) {
      for (let file = 0; file < size; file++) {
        const name = Board.squareName(file, row);
        const dark = Board.isDark(file, row);
        const cell = document.createElement(dark ? 'button' : 'div');
        cell.className = dark ? 'sq dark' : 'sq';
        if (dark) {
          cell.type = 'button';
          cell.dataset.square = name;
          cell.addEventListener('click', () => this.onSquare(name));
          this.buttons.set(name, cell);
        } else {
          cell.setAttribute('aria-hidden', 'true');
        }
        if (file === 0) cell.insertAdjacentHTML('beforeend', `<span class="coord rank">${row + 1}</span>`);
        if (row === 0) cell.insertAdjacentHTML('beforeend', `<span class="coord file">${FILES[file]}</span>`);
        this.root.append(cell);
      }
    }
  }

  /** view: {board, variant, selected, targets, captureTargets, capturers, last, jumped} */
  draw(view) {
    if (view.board.size !== this.size) this.build(view.board.size);
    for (const [name, button] of this.buttons) {
      const pieces = view.board.tower(name);
      button.classList.toggle('selected', view.selected === name);
      button.classList.toggle('target', view.targets.has(name));
      button.classList.toggle('capture-target', view.captureTargets.has(name));
      button.classList.toggle('can-capture', view.capturers.has(name));
      button.classList.toggle('last', view.last.has(name));
      button.classList.toggle('jumped', view.jumped.has(name));
      let label = `${name}, ${describeTower(view.variant, pieces)}`;
      if (view.jumped.has(name)) label += ', captured';
      if (view.targets.has(name)) label += ', move here';
      button.setAttribute('aria-label', label);
      button.querySelector('.stack')?.remove();
      if (pieces.length > 0) button.append(this.stack(pieces));
    }
  }

  stack(pieces) {
    const stack = document.createElement('span');
    stack.className = 'stack';
    const step = pieces.length > 1 ? Math.min(10, 38 / (pieces.length - 1)) : 0;
    pieces.forEach((piece, level) => {
      const disc = document.createElement('span');
      disc.className = `piece ${piece.color}${piece.king ? ' king' : ''}`;
      disc.style.bottom = `${level * step}%`;
      stack.append(disc);
    });
    if (pieces.length > 1) {
      const height = document.createElement('span');
      height.className = 'height';
      height.textContent = pieces.length;
      stack.append(height);
    }
    return stack;
  }
}

/** Turns clicks into engine calls, one hop at a time for captures. */
class Controller {
  constructor() {
    this.status = document.getElementById('status');
    this.message = document.getElementById('message');
    this.tfenField = document.getElementById('tfen');
    this.renderer = new Renderer(document.getElementById('board'), name => this.click(name));
    this.variantSelect = document.getElementById('variant');
    this.selected = null;
    this.hops = [];
    this.lastMove = null;
    document.getElementById('new-game').addEventListener('click', () => this.newGame(this.game.variant));
    document.getElementById('undo').addEventListener('click', () => this.undo());
    document.getElementById('redo').addEventListener('click', () => this.redo());
    document.getElementById('load-tfen').addEventListener('click', () => this.loadPasted());
    document.getElementById('tfen-input').addEventListener('keydown', e => { if (e.key === 'Enter') this.loadPasted(); });
    this.variantSelect.addEventListener('change', () => this.newGame(this.variantSelect.value));
    document.addEventListener('keydown', e => { if (e.key === 'Escape') this.cancel('Move cancelled.'); });
    window.addEventListener('hashchange', () => this.loadFromHash());
    if (!this.loadFromHash()) this.newGame(document.querySelector('main').dataset.variant);
  }

  loadFromHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    const variant = params.get('variant') || document.querySelector('main').dataset.variant;
    const tfen = params.get('tfen');
    if (!params.has('variant') && !tfen) return false;
    if (this.game && this.game.variant === variant && this.game.tfen === tfen) return true;
    return this.start(variant, tfen);
  }

  start(variant, tfen) {
    try {
      this.game = new Game(variant, tfen);
    } catch (error) {
      this.say(String(error.message || error));
      return false;
    }
    this.variantSelect.value = variant;
    this.selected = null;
    this.hops = [];
    this.lastMove = null;
    this.say('');
    this.update();
    return true;
  }

  newGame(variant) { this.start(variant, null); }

  loadPasted() {
    const text = document.getElementById('tfen-input').value.trim();
    const problem = checkTfen(this.variantSelect.value, text);
    if (problem) { this.say(problem); return; }
    this.start(this.variantSelect.value, text);
    this.say('Position loaded.');
  }

  say(text) { this.message.textContent = text; }

  /** The legal moves that agree with the hops made so far from the selected tower. */
  candidates() {
    return this.game.getLegalMoves().filter(m =>
      m.from === this.selected && this.hops.every((square, i) => m.path[i] === square));
  }

  click(name) {
    if (this.game.checkGameOver()) { this.say('The game is over: start a new game.'); return; }
    const moves = this.game.getLegalMoves();
    if (this.selected && (this.hops.length > 0 || name !== this.selected)) {
      const candidates = this.candidates();
      const next = candidates.filter(m => m.path[this.hops.length] === name);
      if (next.length > 0) {
        this.hops.push(name);
        const complete = next.find(m => m.path.length === this.hops.length);
        const longer = next.some(m => m.path.length > this.hops.length);
        if (complete && !longer) return this.play(complete);
        return this.update();
      }
      const ending = candidates.filter(m => m.to === name);
      if (ending.length === 1) return this.play(ending[0]);
      if (ending.length > 1) { this.say('Several captures end there: click each square of the route.'); return; }
      if (this.hops.length > 0) { this.say('Finish the capture: the move ends only when no jump remains.'); return; }
    }
    const own = moves.filter(m => m.from === name);
    if (own.length > 0) {
      this.selected = this.selected === name ? null : name;
      this.say('');
      return this.update();
    }
    const pieces = this.game.board().tower(name);
    const side = this.game.sideToMove;
    if (pieces.length === 0) this.say(this.selected ? 'That square is not a legal destination.' : 'Select one of your towers first.');
    else if (pieces[pieces.length - 1].color !== side) this.say(`That tower belongs to ${sideName(this.game.variant, pieces[pieces.length - 1].color)}.`);
    else if (moves.some(m => m.capture)) this.say('Capturing is compulsory: choose a tower that can capture.');
    else this.say('That tower has no legal move.');
  }

  play(move) {
    this.game.makeMove(move.text);
    this.lastMove = move;
    this.selected = null;
    this.hops = [];
    this.say('');
    this.update();
  }

  cancel(text) {
    if (!this.selected) return;
    this.selected = null;
    this.hops = [];
    this.say(text);
    this.update();
  }

  undo() {
    if (this.hops.length > 0 || this.selected) { this.cancel('Move cancelled.'); if (this.hops.length === 0) return; }
    if (!this.game.undoMove()) { this.say('Nothing to undo.'); return; }
    this.lastMove = null;
    this.update();
  }

  redo() {
    this.cancel('');
    const move = this.game.redoMove();
    if (!move) { this.say('Nothing to redo.'); return; }
    this.lastMove = move;
    this.update();
  }

  /** The board as the player should see it mid-capture: the tower on its last landing and the
   *  jumped towers grey (deferred rule) or without their top (immediate rule). */
  displayedBoard(board) {
    if (!this.selected || this.hops.length === 0) return { board, jumped: new Set() };
    const move = this.candidates()[0];
    const shown = board.clone();
    const mover = shown.tower(this.selected);
    shown.setTower(this.selected, []);
    const jumped = move.captured.slice(0, this.hops.length);
    if (this.game.variant === 'bashni-classic') {
      for (const square of jumped) shown.setTower(square, shown.tower(square).slice(0, -1));
    }
    shown.setTower(this.hops[this.hops.length - 1], mover);
    const grey = this.game.variant === 'bashni-classic' ? new Set() : new Set(jumped);
    return { board: shown, jumped: grey };
  }

  update() {
    const variant = this.game.variant;
    const moves = this.game.getLegalMoves();
    const outcome = this.game.checkGameOver();
    const { board, jumped } = this.displayedBoard(this.game.board());
    const targets = new Set();
    const captureTargets = new Set();
    if (this.selected) {
      for (const m of this.candidates()) {
        const next = m.path[this.hops.length];
        if (next) targets.add(next);
        if (m.capture) { captureTargets.add(next); targets.add(m.to); captureTargets.add(m.to); }
      }
    }
    const capturers = new Set(this.hops.length ? [] : moves.filter(m => m.capture).map(m => m.from));
    const last = new Set(this.lastMove ? [this.lastMove.from, ...this.lastMove.path] : []);
    this.renderer.draw({
      board, variant, targets, captureTargets, capturers, last, jumped,
      selected: this.hops.length ? this.hops[this.hops.length - 1] : this.selected,
    });
    const side = sideName(variant, this.game.sideToMove);
    if (outcome) {
      this.status.textContent = variant === 'english' ? outcome.text.replace('Black', 'Red') : outcome.text;
    } else if (this.hops.length > 0) {
      this.status.textContent = `${side} to move: continue the capture`;
    } else {
      this.status.textContent = `${side} to move`;
    }
    document.getElementById('board').classList.toggle('over', Boolean(outcome));
    this.tfenField.value = this.game.tfen;
    document.getElementById('undo').disabled = !this.game.canUndo() && !this.selected;
    document.getElementById('redo').disabled = !this.game.canRedo();
    const list = document.getElementById('moves');
    list.replaceChildren(...this.game.history().map(text => {
      const item = document.createElement('li');
      item.textContent = text;
      return item;
    }));
    const hash = `#variant=${encodeURIComponent(variant)}&tfen=${encodeURIComponent(this.game.tfen)}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }
}

window.bashni = { Board, Game, Renderer, controller: new Controller() };
performance.mark('board-ready');
document.documentElement.dataset.ready = 'true';
