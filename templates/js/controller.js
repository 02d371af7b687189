// The game page's controller: turns clicks, keys and typed moves into engine calls (one hop at
// a time for captures), keeps the game flow (turn, result, undo/redo, resign, draw offers), the
// editor, the settings, and saves everything so that a reload loses nothing.

import { Board, sideName } from './model.js';
import { Game } from './game.js';
import { checkTfen, errorText } from './engine.js';
import { store } from './storage.js';
import { Sound } from './sound.js';
import { Renderer } from './renderer.js';
import { Animator } from './animator.js';
import { MoveInput } from './input.js';
import { showTower } from './inspector.js';
import { HOP_MS, Settings } from './settings.js';
import { EditorMode } from './editor.js';
import { ComputerPlayer } from './computer.js';

const byId = id => document.getElementById(id);

/** 'YYYY.MM.DD', the PDN date. */
function pdnDate(date) {
  const two = n => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`;
}

export class Controller {
  constructor() {
    this.page = document.querySelector('main').dataset.variant;
    this.lastMove = null;
    this.drawOffer = null;
    this.inspected = null;
    this.sound = new Sound();
    this.renderer = new Renderer(byId('board'), {
      square: name => this.click(name),
      inspect: name => this.inspect(name, true),
      drag: (from, to) => this.drag(from, to),
      hover: name => this.inspect(name, false),
      focus: name => this.inspect(name, false),
    });
    this.animator = new Animator(byId('board'));
    this.editor = new EditorMode(byId('editor'), {
      draw: board => this.drawEditor(board),
      say: text => this.say(text),
      start: tfen => this.start(this.game.variant, tfen),
      variant: () => this.game.variant,
      size: () => this.game.rules.size,
    });
    this.bind();
    this.hint = null;
    this.computer = new ComputerPlayer({
      store,
      request: () => ({
        kind: 'draughts', variant: this.game.variant, start: this.game.startTfen,
        moves: this.game.history().map(m => m.text),
      }),
      state: () => ({
        over: Boolean(this.game.checkGameOver()), editing: this.editor.active,
        sideToMove: this.game.sideToMove, busy: this.animator.busy || this.input.hops.length > 0,
      }),
      sideName: side => (this.game ? sideName(this.game.display, side) : side),
      play: text => this.computerMove(text),
      showHint: result => this.showHint(result),
      say: text => this.say(text),
    });
    this.settings = new Settings(byId('settings'), values => this.applySettings(values));
    this.restore();
  }

  bind() {
    const on = (id, handler) => byId(id).addEventListener('click', () => { this.finishAnimation(); handler(); });
    on('new-game', () => this.newGame(this.game.variant));
    on('undo', () => this.undo());
    on('redo', () => this.redo());
    on('resign', () => this.askResign());
    on('resign-yes', () => this.resign());
    on('resign-no', () => { byId('resign-confirm').hidden = true; });
    on('offer-draw', () => this.offerDraw());
    on('draw-accept', () => this.answerDraw(true));
    on('draw-decline', () => this.answerDraw(false));
    on('edit', () => this.toggleEditor());
    on('load-tfen', () => this.loadPasted());
    on('copy-tfen', () => this.copy(byId('tfen'), 'Position copied.'));
    on('share', () => this.share());
    on('export-pdn', () => this.exportPdn());
    on('close-pdn', () => byId('pdn-dialog').close());
    byId('tfen-input').addEventListener('keydown', e => { if (e.key === 'Enter') this.loadPasted(); });
    byId('move-input').addEventListener('keydown', e => { if (e.key === 'Enter') this.typedMove(); });
    this.presets = JSON.parse(byId('presets').textContent);
    byId('preset').addEventListener('change', () => this.loadPreset(byId('preset').value));
    byId('variant').addEventListener('change', () => {
      if (this.editor.active) this.editor.close();
      this.newGame(byId('variant').value);
    });
    document.addEventListener('keydown', e => {
      if (e.key === 'Escape' && !byId('pdn-dialog').open) { this.finishAnimation(); this.cancel('Move cancelled.'); }
      this.shortcut(e);
    });
    window.addEventListener('hashchange', () => this.openLink());
  }

  /** The keyboard shortcuts listed on the page: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, F flip
   *  (not while typing in a field). */
  shortcut(e) {
    if (e.target.closest?.('input, textarea, select') || e.altKey || byId('pdn-dialog').open) return;
    const key = e.key.toLowerCase();
    if (e.ctrlKey || e.metaKey) {
      if (key === 'z' && !e.shiftKey) { e.preventDefault(); this.finishAnimation(); this.undo(); }
      if (key === 'y' || (key === 'z' && e.shiftKey)) { e.preventDefault(); this.finishAnimation(); this.redo(); }
    } else if (key === 'f') {
      this.settings.set('flipped', !this.settings.get('flipped'));
    }
  }

  applySettings(values) {
    this.renderer.setView({ flipped: values.flipped, coordinates: values.coordinates });
    this.animator.hopMs = HOP_MS[values.speed] ?? HOP_MS.normal;
    this.sound.enabled = values.sound;
    if (this.input) this.input.autoplay = values.autoplay;
    if (this.game) this.update();
  }

  // --- starting, saving and restoring games -------------------------------------------------

  /** Opens the game a link names, else the saved game, else a new one; then the saved editor
   *  when it belongs to that game's variant. A refused link says why; a link that would replace
   *  a saved game in progress asks first. */
  restore() {
    const saved = store.get(`game.${this.page}`, null);
    const link = this.hasLink() ? this.loadFromHash() : null;
    let opened = link === true;
    if (opened && saved?.moves.length && !this.isGame(saved)
      && !window.confirm('This link opens another game. Replace your saved game with it?')) opened = false;
    if (!opened) {
      const refusal = link === false ? byId('message').textContent : '';
      if (!(saved && this.start(saved.variant, saved.start, saved.moves, true))) this.newGame(this.page);
      if (refusal) this.say(`The link could not be opened: ${refusal}`);
    }
    // The saved editor belongs to the saved game: restored over it (or a reload of its own
    // link), not over another game a link opened.
    const editing = store.get('editor', null);
    const ownGame = link === null || Boolean(saved && this.isGame(saved));
    if (editing && ownGame && (editing.variant || this.game.variant) === this.game.variant) {
      this.enterEditor(editing.tfen, editing.tool);
    }
  }

  hasLink() {
    const params = new URLSearchParams(location.hash.slice(1));
    return params.has('variant') || params.has('tfen');
  }

  /** Whether the game on the board is the stored `saved` one. */
  isGame(saved) {
    const moves = this.game.history().map(m => m.text);
    return this.game.variant === saved.variant && (saved.start ?? this.game.startTfen) === this.game.startTfen
      && moves.join(',') === saved.moves.join(',');
  }

  /** A link opened in this tab: asked first when it would replace a game in progress; it ends
   *  the editing (the editor's position would be read as the link's variant otherwise). */
  openLink() {
    if (!this.hasLink() || this.linkIsCurrent()) return;
    if (this.game.history().length && !window.confirm('This link opens another game. Replace your game with it?')) {
      this.save();
      return;
    }
    if (this.editor.active) this.editor.close();
    this.loadFromHash();
  }

  linkIsCurrent() {
    const params = new URLSearchParams(location.hash.slice(1));
    return (params.get('variant') || this.page) === this.game.variant && params.get('tfen') === this.game.tfen;
  }

  /** Loads the game the URL fragment names (variant, tfen, and optionally start and moves). */
  loadFromHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    if (!params.has('variant') && !params.has('tfen')) return false;
    if (!this.computer.applyLink(params)) this.say('The link names an unknown opponent: playing against a friend.');
    const variant = params.get('variant') || this.page;
    const tfen = params.get('tfen');
    const moves = (params.get('moves') || '').split(',').filter(Boolean);
    if (this.game && this.game.variant === variant && this.game.tfen === tfen) return true;
    if (moves.length && this.start(variant, params.get('start'), moves, true) && (!tfen || this.game.tfen === tfen)) return true;
    return this.start(variant, tfen);
  }

  /** A new game of `variant` from `tfen` (or the start), replaying `moves`. On a refusal the
   *  current game stays and the reason is shown. */
  start(variant, tfen, moves = [], quiet = false) {
    let game;
    try {
      game = new Game(variant, tfen);
      for (const text of moves) game.makeMove(text);
    } catch (error) {
      if (!quiet) this.say(errorText(error));
      return false;
    }
    this.animator.skip();
    this.game?.free();
    this.game = game;
    this.input = new MoveInput(game);
    this.input.autoplay = this.settings.get('autoplay');
    byId('variant').value = variant;
    this.listPresets(variant);
    this.lastMove = game.history().at(-1) || null;
    this.drawOffer = null;
    byId('resign-confirm').hidden = true;
    byId('export-pdn').hidden = !this.game.display.exports.includes('pdn');
    this.nameSides();
    this.computer.showSettings();
    this.say('');
    this.update();
    return true;
  }

  newGame(variant) { this.start(variant, null); }

  /** The preset menu offers only the presets of the rule set being played (issue 11 §2.7): a
   *  preset of another rule set would turn the page into another game. None: no menu. */
  listPresets(variant) {
    const menu = byId('preset');
    const own = this.presets.filter(preset => preset.variant === variant);
    menu.replaceChildren(menu.options[0], ...own.map(preset => new Option(preset.title, preset.slug)));
    menu.closest('label').hidden = own.length === 0;
  }

  save() {
    const moves = this.game.history().map(m => m.text);
    store.set(`game.${this.page}`, { variant: this.game.variant, start: this.game.startTfen, moves });
    const params = new URLSearchParams({ variant: this.game.variant, tfen: this.game.tfen });
    if (moves.length) {
      if (!this.game.fromStandardStart) params.set('start', this.game.startTfen);
      params.set('moves', moves.join(','));
    }
    for (const [name, value] of Object.entries(this.computer.linkParams())) params.set(name, value);
    const hash = `#${params}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }

  loadPasted() {
    const text = byId('tfen-input').value.trim();
    const problem = checkTfen(byId('variant').value, text);
    if (problem) { this.say(errorText(problem)); return; }
    if (this.editor.active) this.editor.close();
    this.start(byId('variant').value, text);
    this.say('Position loaded.');
  }

  loadPreset(slug) {
    const preset = this.presets.find(p => p.slug === slug);
    byId('preset').value = '';
    if (!preset) return;
    this.finishAnimation();
    if (this.editor.active) this.editor.close();
    if (this.start(preset.variant, preset.tfen)) this.say(`${preset.title}: ${preset.summary}`);
  }

  // --- messages ---------------------------------------------------------------------------

  say(text) { byId('message').textContent = text; }

  announce(text) { byId('announce').textContent = text; }

  async copy(field, done) {
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
      this.say(done);
    } catch {
      this.say(document.execCommand && document.execCommand('copy') ? done : 'Press Ctrl+C to copy the selected text.');
    }
  }

  share() {
    this.save();
    const field = byId('share-link');
    field.hidden = false;
    field.value = location.href;
    this.copy(field, 'Link to this game copied.');
  }

  exportPdn() {
    byId('pdn-text').value = this.game.pdn(pdnDate(new Date()));
    const link = byId('pdn-download');
    link.href = `data:application/x-draughts-pdn;charset=utf-8,${encodeURIComponent(byId('pdn-text').value)}`;
    byId('pdn-dialog').showModal();
  }

  inspect(name, pressed) {
    this.inspected = name;
    const board = this.editor.active ? this.editorBoard : this.input.shownBoard().board;
    const pieces = board ? board.tower(name) : [];
    showTower(byId('inspector'), this.game.display, name, pieces);
    if (pressed) { this.renderer.button(name)?.classList.add('inspected'); byId('inspector-box').open = true; }
  }

  // --- play ------------------------------------------------------------------------------

  finishAnimation() {
    if (this.animator.skip()) this.update();
  }

  click(name) {
    this.finishAnimation();
    if (this.editor.active) { this.editor.click(name); return; }
    if (this.game.checkGameOver()) { this.refuse('The game is over: start a new game or undo.'); return; }
    if (this.computer.isComputerTurn()) { this.refuse('The computer is to move: wait, or press “Move now”.'); return; }
    const result = this.input.click(name);
    if (result.refuse) { this.refuse(result.refuse); return; }
    this.say('');
    if (result.play) { this.play(result.play, result.fromHop); return; }
    if (result.hopped) {
      this.animator.play({
        move: result.hopped, frames: this.game.frames(result.hopped.text), fromHop: result.fromHop,
        toHop: this.input.hops.length, draw: (board, jumped) => this.drawFrame(board, jumped), done: () => this.update(),
      });
      return;
    }
    this.update();
  }

  refuse(text) {
    this.say(text);
    this.sound.play('error');
  }

  /** A tower dragged from `from` and dropped on `to`: the same as clicking both squares. */
  drag(from, to) {
    if (this.editor.active) return;
    if (this.input.selected !== from || this.input.hops.length > 0) {
      this.input.reset();
      this.click(from);
    }
    if (this.input.selected === from) this.click(to);
  }

  /** Plays `move` (already shown up to hop `fromHop`) and animates the rest. */
  play(move, fromHop = 0) {
    const mover = this.sideToMoveName();
    this.game.makeMove(move.text);
    this.afterMove(move, fromHop, `${mover} played ${move.notation}.`);
  }

  afterMove(move, fromHop, announcement) {
    this.lastMove = move;
    byId('resign-confirm').hidden = true;
    this.input.reset();
    this.drawOffer = null;
    const outcome = this.game.checkGameOver();
    this.sound.play(outcome ? 'end' : move.capture ? 'capture' : 'move');
    this.announce(`${announcement} ${this.statusText()}`);
    this.update();
    this.animator.play({
      move, frames: this.game.lastMoveFrames(), fromHop,
      draw: (board, jumped) => this.drawFrame(board, jumped), done: () => this.update(),
    });
  }

  typedMove() {
    this.finishAnimation();
    const field = byId('move-input');
    if (this.editor.active) { this.refuse('Leave the editor to play a move.'); return; }
    if (this.computer.isComputerTurn()) { this.refuse('The computer is to move: wait, or press “Move now”.'); return; }
    const mover = this.sideToMoveName();
    let move;
    try {
      move = this.game.makeMove(field.value);
    } catch (error) {
      this.refuse(errorText(error));
      return;
    }
    field.value = '';
    this.say('');
    this.afterMove(move, 0, `${mover} played ${move.notation}.`);
  }

  cancel(text) {
    if (!this.input.selected) return;
    this.input.reset();
    this.say(text);
    this.update();
  }

  undo() {
    if (this.editor.active) return;
    if (this.input.selected) {
      const halfMade = this.input.hops.length > 0;
      this.cancel(halfMade ? 'Capture cancelled.' : '');
      if (halfMade) return;
    }
    const move = this.game.undoMove();
    if (!move) { this.say('Nothing to undo.'); return; }
    // Against the computer, Undo takes back the player's last move and the computer's reply.
    if (this.computer.isComputerTurn() && this.game.canUndo()) this.game.undoMove();
    this.lastMove = this.game.history().at(-1) || null;
    this.drawOffer = null;
    this.announce(`Took back ${move.notation}. ${this.statusText()}`);
    this.update();
  }

  redo() {
    if (this.editor.active) return;
    this.cancel('');
    if (this.computer.isComputerTurn() && !this.game.canRedo()) return;
    let move = this.game.redoMove();
    if (!move) { this.say('Nothing to redo.'); return; }
    if (this.computer.isComputerTurn() && this.game.canRedo()) {
      move = this.game.redoMove();
    }
    this.afterMove(move, 0, `Replayed ${move.notation}.`);
  }

  /** The side the person at the device plays: the side to move, or against the computer the
   *  other side. */
  playerSide() {
    if (!this.computer.active) return this.game.sideToMove;
    return this.computer.settings.side === 'white' ? 'black' : 'white';
  }

  askResign() {
    if (this.game.checkGameOver() || this.editor.active) return;
    this.resigning = this.playerSide();
    byId('resign-side').textContent = sideName(this.game.display, this.resigning);
    byId('resign-confirm').hidden = false;
    byId('resign-yes').focus();
  }

  resign() {
    byId('resign-confirm').hidden = true;
    if (!this.resigning || this.game.checkGameOver()) return;
    this.cancel('');
    this.game.resign(this.resigning);
    this.resigning = null;
    this.sound.play('end');
    this.announce(this.statusText());
    this.update();
  }

  offerDraw() {
    if (this.game.checkGameOver() || this.editor.active) return;
    if (this.computer.active) {
      if (this.computer.acceptsDraw()) {
        this.cancel('');
        this.game.agreeDraw();
        this.sound.play('end');
        this.announce(`The computer accepts the draw. ${this.statusText()}`);
      } else {
        this.say('The computer declines the draw: play on.');
      }
      this.update();
      return;
    }
    this.drawOffer = this.game.sideToMove;
    const other = this.drawOffer === 'white' ? 'black' : 'white';
    byId('draw-question').textContent =
      `${sideName(this.game.display, this.drawOffer)} offers a draw. ${sideName(this.game.display, other)}, do you accept?`;
    this.announce(byId('draw-question').textContent);
    this.update();
    byId('draw-accept').focus();
  }

  answerDraw(accepted) {
    if (!this.drawOffer) return;
    this.drawOffer = null;
    if (accepted) {
      this.cancel('');
      this.game.agreeDraw();
      this.sound.play('end');
      this.announce(this.statusText());
    } else {
      this.say('Draw declined: play on.');
    }
    this.update();
  }

  /** The computer's chosen move, played and animated as a player's. */
  computerMove(text) {
    const move = this.game.getLegalMoves().find(m => m.text === text);
    if (!move) return;
    this.finishAnimation();
    this.input.reset();
    this.play(move);
  }

  /** Marks the engine's suggestion on the board until the position changes. */
  showHint(result) {
    const move = this.game.getLegalMoves().find(m => m.text === result.best);
    if (!move) return;
    this.hint = { tfen: this.game.tfen, squares: new Set([move.from, ...move.path]) };
    this.update();
  }

  toggleEditor() {
    if (this.editor.active) {
      if (this.editor.exit()) this.say('Play starts from the edited position.');
      return;
    }
    this.cancel('');
    this.enterEditor(this.game.tfen);
    this.say('Editing: choose a tool, then click squares.');
  }

  enterEditor(tfen, tool) {
    try {
      this.editor.enter(tfen, tool);
    } catch (error) {
      this.editor.close();
      this.say(errorText(error));
    }
    this.update();
  }

  // --- drawing ---------------------------------------------------------------------------

  /** The rule set's words on the page, from the engine: side names and colours (Red in English
   *  checkers) in the editor, square numbers in the Move field's example. */
  nameSides() {
    const { sides, numbers } = this.game.display;
    document.body.dataset.black = sides.black.toLowerCase();
    for (const button of byId('editor').querySelectorAll('[data-tool]')) {
      const tool = button.dataset.tool;
      if (!/^[wb]$/i.test(tool)) continue;
      const side = sides[tool.toLowerCase() === 'w' ? 'white' : 'black'];
      button.lastChild.textContent = `${side} ${tool === tool.toUpperCase() ? 'king' : 'man'}`;
    }
    for (const option of byId('editor-side').options) option.textContent = sides[option.value];
    const example = numbers ? `${numbers.c3}-${numbers.d4} or ${numbers.c3}x${numbers.e5}x${numbers.g7}` : 'c3-d4 or c3:e5:g7';
    byId('move-input').placeholder = `${example}, then Enter`;
  }

  sideToMoveName() { return sideName(this.game.display, this.game.sideToMove); }

  statusText() {
    const outcome = this.game.checkGameOver();
    if (outcome) return outcome.text.replace(/\b(White|Black)\b/g, side => sideName(this.game.display, side.toLowerCase()));
    if (this.input.hops.length > 0) return `${this.sideToMoveName()} to move: continue the capture`;
    return `${this.sideToMoveName()} to move`;
  }

  drawEditor(board) {
    this.editorBoard = board;
    this.renderer.drawFrame(board, this.game.variant, this.game.display);
  }

  /** One animation frame: `board` with `jumped` grey and no other highlight. */
  drawFrame(board, jumped) {
    this.renderer.drawFrame(board, this.game.variant, this.game.display, jumped);
  }

  update() {
    const editing = this.editor.active;
    const outcome = this.game.checkGameOver();
    document.body.classList.toggle('editing', editing);
    byId('board').classList.toggle('over', Boolean(outcome) && !editing);
    byId('edit').textContent = editing ? 'Play from here' : 'Edit board';
    byId('edit').setAttribute('aria-pressed', String(editing));
    for (const id of ['undo', 'redo', 'resign', 'offer-draw', 'move-input', 'new-game']) byId(id).disabled = editing;
    if (editing) {
      byId('status').textContent = 'Editing the board';
      byId('status').dataset.turn = 'editing';
      this.editor.redraw();
    } else {
      this.drawGame(outcome);
    }
    this.drawHistory();
    byId('draw-offer').hidden = !this.drawOffer;
    byId('tfen').value = this.game.tfen;
    if (!editing) this.save();
    this.computer.update();
  }

  drawGame(outcome) {
    const view = this.input.view(this.lastMove);
    if (this.hint && this.hint.tfen === this.game.tfen) view.hint = this.hint.squares;
    else this.hint = null;
    this.renderer.draw(view);
    byId('status').textContent = this.statusText();
    byId('status').dataset.turn = outcome ? 'over' : this.game.sideToMove;
    byId('undo').disabled = !this.game.canUndo() && !this.input.selected;
    byId('redo').disabled = !this.game.canRedo();
    byId('resign').disabled = byId('offer-draw').disabled = Boolean(outcome);
    byId('move-input').disabled = Boolean(outcome);
  }

  /** The move list in the variant's notation, numbered in pairs from the first player. */
  drawHistory() {
    const list = byId('moves');
    const first = this.game.rules.firstToMove;
    const startSide = this.game.startTfen.startsWith('W') ? 'white' : 'black';
    const items = [];
    let side = startSide;
    let item = null;
    for (const move of this.game.history()) {
      if (!item || side === first) {
        item = document.createElement('li');
        items.push(item);
        if (side !== first) item.append(Object.assign(document.createElement('span'), { className: 'ply', textContent: '…' }));
      }
      item.append(Object.assign(document.createElement('span'), { className: 'ply', textContent: move.notation }));
      side = side === 'white' ? 'black' : 'white';
    }
    list.replaceChildren(...items);
    if (items.length > 0) requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  }
}
