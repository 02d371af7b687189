// The Hexpush page's controller: tap a marble to see its moves as arrows, tap a second marble to
// make a line for broadsides, tap an arrow to play the move (a cell several moves reach previews
// first: what moves, what is pushed, what goes off), or swipe the line and drop it on the
// direction. Every rule is decided by the engine (HexGame).

import { HexGame, errorText } from './engine.js';
import { store } from './storage.js';
import { Sound } from './sound.js';
import { HOP_MS, Settings } from './settings.js';
import { HexRenderer } from './hexboard.js';
import { HexInput, describeHexMove } from './hexinput.js';
import { ComputerPlayer } from './computer.js';

const $ = id => document.getElementById(id);

export class HexController {
  constructor() {
    this.sound = new Sound();
    this.renderer = new HexRenderer($('board'), {
      cell: name => this.click(name),
      dragStart: name => this.dragStart(name),
      dragOver: name => { if (this.input.dragOver(name)) this.showPreview(); },
      dragEnd: name => this.dragEnd(name),
    });
    this.lastMove = null;
    this.animations = [];
    this.hopMs = 220;
    for (const [id, handler] of [['new-game', () => this.start($('layout').value, [])], ['undo', () => this.undo()],
      ['redo', () => this.redo()], ['resign', () => this.resign()], ['offer-draw', () => this.offerDraw()],
      ['draw-accept', () => this.answerDraw(true)], ['draw-decline', () => this.answerDraw(false)]]) {
      $(id).addEventListener('click', () => { this.finishAnimation(); handler(); });
    }
    $('move-input').addEventListener('keydown', event => { if (event.key === 'Enter') this.typed(); });
    document.addEventListener('keydown', event => {
      if (event.key === 'Escape') this.deselect('Selection cleared.');
      // Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo (not while typing in a field).
      if (event.target.closest?.('input, textarea, select') || !(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) { event.preventDefault(); this.finishAnimation(); this.undo(); }
      if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); this.finishAnimation(); this.redo(); }
    });
    this.settings = new Settings($('settings'), values => {
      this.hopMs = HOP_MS[values.speed] ?? HOP_MS.normal;
      this.sound.enabled = values.sound;
      $('board').classList.toggle('coordinates', values.coordinates);
    });
    this.hint = null;
    this.computer = new ComputerPlayer({
      store,
      storeKey: 'hexpush.opponent',
      defaults: { side: 'white' },
      request: () => ({ kind: 'hex', start: this.game.startHfen(), moves: JSON.parse(this.game.historyJson()) }),
      state: () => ({
        over: Boolean(JSON.parse(this.game.outcomeJson())), editing: false, sideToMove: this.side,
        busy: this.animations.some(a => a.playState === 'running'),
      }),
      sideName: side => (side === 'black' ? 'Black' : 'White'),
      play: text => this.computerMove(text),
      showHint: result => this.showHint(result),
      say: text => this.say(text),
    });
    const params = new URLSearchParams(location.hash.slice(1));
    if (!this.computer.applyLink(params)) this.say('The link names an unknown opponent: playing against a friend.');
    // A link opens its game (asking first when it would replace a saved game in progress); a
    // refused link says so over the saved or new game shown instead.
    const saved = store.get('hexpush.game', null);
    const linkStart = params.get('start') || params.get('hfen');
    const linkMoves = (params.get('moves') || '').split(',').filter(Boolean);
    const sameAsSaved = saved && saved.moves.join(',') === linkMoves.join(',')
      && (saved.start === linkStart || !saved.moves.length);
    const wanted = params.has('hfen') && (!saved?.moves.length || sameAsSaved
      || window.confirm('This link opens another game. Replace your saved game with it?'));
    const fromLink = wanted && this.start(linkStart, linkMoves, true);
    if (!fromLink && !(saved && this.start(saved.start, saved.moves, true))) this.start('standard', []);
    if (wanted && !fromLink) this.say('The link could not be opened: it names no playable Hexpush game.');
  }

  /** A new game from a layout or HFEN, replaying `moves`; on a refusal nothing changes. */
  start(start, moves, quiet = false) {
    let game;
    try {
      game = new HexGame(start);
      for (const text of moves) game.play(text);
    } catch (error) {
      if (!quiet) this.say(errorText(error));
      return false;
    }
    this.game?.free();
    this.game = game;
    this.input = new HexInput(game, { oneTap: true });
    this.lastMove = null;
    this.drawOffer = false;
    this.say('');
    this.showLayout();
    this.update();
    return true;
  }

  /** Shows in the Layout menu the layout the game started from (a position of its own leaves
   *  the menu as it is). */
  showLayout() {
    this.layoutStarts ??= new Map([...$('layout').options].map(option => {
      const game = new HexGame(option.value);
      const start = game.startHfen();
      game.free();
      return [start, option.value];
    }));
    const layout = this.layoutStarts.get(this.game.startHfen());
    if (layout) $('layout').value = layout;
  }

  say(text) { $('message').textContent = text; }

  get side() { return this.game.sideToMove(); }

  click(name) {
    this.finishAnimation();
    if (JSON.parse(this.game.outcomeJson())) { this.say('The game is over: start a new game or undo.'); return; }
    if (this.computer.isComputerTurn()) { this.say('The computer is to move: wait, or press “Move now”.'); return; }
    const result = this.input.click(name);
    if (result.play) { this.play(result.play.text); return; }
    if (result.armed) this.say(`${describeHexMove(result.armed, this.side)} Tap again to play it.`);
    else this.say(result.refuse || (result.cleared ? 'Selection cleared.' : ''));
    if (result.refuse) this.sound.play('error');
    this.update();
  }

  /** A drag begins on `name` (only on the mover's marbles, while the player is to move). */
  dragStart(name) {
    this.finishAnimation();
    if (JSON.parse(this.game.outcomeJson()) || this.computer.isComputerTurn()) return false;
    if (!this.input.dragStart(name)) return false;
    this.update();
    return true;
  }

  /** The preview of the move under a dragging finger. */
  showPreview() {
    const armed = this.input.view(this.lastMove).armed;
    this.say(armed ? `${describeHexMove(armed, this.side)} Let go to play it.` : '');
    this.update();
  }

  dragEnd(name) {
    const result = this.input.dragEnd(name);
    if (result.play) { this.play(result.play.text); return; }
    this.say(result.refuse || '');
    if (result.refuse) this.sound.play('error');
    this.update();
  }

  deselect(text) {
    if (this.input.selected.length === 0) return;
    this.input.reset();
    this.say(text);
    this.update();
  }

  play(text) {
    const mover = this.side;
    let move;
    try {
      move = JSON.parse(this.game.play(text));
    } catch (error) {
      this.say(errorText(error));
      return false;
    }
    move.offColor = mover === 'black' ? 'white' : 'black';
    this.afterMove(move, `${mover === 'black' ? 'Black' : 'White'} played ${move.text}.`);
    return true;
  }

  afterMove(move, announcement) {
    this.lastMove = move;
    this.input.reset();
    this.drawOffer = false;
    this.say('');
    this.update();
    const outcome = JSON.parse(this.game.outcomeJson());
    this.sound.play(outcome ? 'end' : move.pushed.length ? 'capture' : 'move');
    $('announce').textContent = `${announcement} ${this.statusText()}`;
    this.animations = this.renderer.animate(move, this.hopMs);
    // The computer starts thinking once the move is seen to its end.
    Promise.all(this.animations.map(a => a.finished)).catch(() => {}).then(() => this.computer.update());
  }

  /** The computer's chosen move, played and animated as a player's. */
  computerMove(text) {
    this.finishAnimation();
    this.input.reset();
    this.play(text);
  }

  /** Marks the engine's suggestion (its marbles) until the position changes. */
  showHint(result) {
    const move = JSON.parse(this.game.legalMovesJson()).find(m => m.text === result.best);
    if (!move) return;
    this.hint = { hfen: this.game.hfen(), cells: new Set(move.marbles) };
    this.update();
  }

  finishAnimation() {
    for (const animation of this.animations) animation.finish();
    this.animations = [];
  }

  typed() {
    this.finishAnimation();
    if (this.computer.isComputerTurn()) { this.say('The computer is to move: wait, or press “Move now”.'); return; }
    if (this.play($('move-input').value.trim())) $('move-input').value = '';
  }

  undo() {
    const move = JSON.parse(this.game.undo());
    if (!move) { this.say('Nothing to undo.'); return; }
    // Against the computer, Undo takes back the player's last move and the computer's reply.
    if (this.computer.isComputerTurn() && this.game.canUndo()) this.game.undo();
    this.input.reset();
    this.lastMove = null;
    this.update();
  }

  redo() {
    if (this.computer.isComputerTurn() && !this.game.canRedo()) return;
    let mover = this.side;
    let move = JSON.parse(this.game.redo());
    if (!move) { this.say('Nothing to redo.'); return; }
    if (this.computer.isComputerTurn() && this.game.canRedo()) {
      mover = this.side;
      move = JSON.parse(this.game.redo());
    }
    move.offColor = mover === 'black' ? 'white' : 'black';
    this.afterMove(move, `Replayed ${move.text}.`);
  }

  /** The side the person at the device plays: the side to move, or the computer's opponent. */
  playerSide() {
    if (!this.computer.active) return this.side;
    return this.computer.settings.side === 'white' ? 'black' : 'white';
  }

  resign() {
    try { this.game.resign(this.playerSide()); } catch (error) { this.say(errorText(error)); }
    this.update();
  }

  offerDraw() {
    if (JSON.parse(this.game.outcomeJson())) return;
    if (this.computer.active) {
      if (this.computer.acceptsDraw()) this.game.agreeDraw();
      else this.say('The computer declines the draw: play on.');
      this.update();
      return;
    }
    this.drawOffer = true;
    const other = this.side === 'black' ? 'White' : 'Black';
    $('draw-question').textContent = `${this.side === 'black' ? 'Black' : 'White'} offers a draw. ${other}, do you accept?`;
    this.update();
  }

  answerDraw(accepted) {
    this.drawOffer = false;
    if (accepted) this.game.agreeDraw(); else this.say('Draw declined: play on.');
    this.update();
  }

  statusText() {
    const outcome = JSON.parse(this.game.outcomeJson());
    if (outcome) return outcome.text;
    return `${this.side === 'black' ? 'Black' : 'White'} to move`;
  }

  update() {
    const view = this.input.view(this.lastMove);
    if (this.hint && this.hint.hfen === this.game.hfen()) view.hint = this.hint.cells;
    else this.hint = null;
    this.renderer.draw(view);
    const outcome = JSON.parse(this.game.outcomeJson());
    $('status').textContent = this.statusText();
    $('status').dataset.turn = outcome ? 'over' : this.side;
    $('board').classList.toggle('over', Boolean(outcome));
    for (const color of ['black', 'white']) {
      $(`lost-${color}`).textContent = `${view.lost[color]} of 6`;
      $(`lost-${color}-marbles`).replaceChildren(...Array.from({ length: view.lost[color] }, () =>
        Object.assign(document.createElement('span'), { className: `marble mini ${color}` })));
    }
    $('hfen').value = this.game.hfen();
    $('undo').disabled = !this.game.canUndo();
    $('redo').disabled = !this.game.canRedo();
    $('resign').disabled = $('offer-draw').disabled = $('move-input').disabled = Boolean(outcome);
    $('draw-offer').hidden = !this.drawOffer;
    const history = JSON.parse(this.game.historyJson());
    const items = [];
    for (let i = 0; i < history.length; i += 2) {
      const item = document.createElement('li');
      for (const text of history.slice(i, i + 2)) item.append(Object.assign(document.createElement('span'), { className: 'ply', textContent: text }));
      items.push(item);
    }
    $('moves').replaceChildren(...items);
    this.save(history);
    this.computer.update();
  }

  /** Keeps the game in local storage and in the URL fragment (a link that reopens it). */
  save(played) {
    const start = this.game.startHfen();
    store.set('hexpush.game', { start, moves: played });
    const params = new URLSearchParams({ hfen: this.game.hfen() });
    if (played.length) { params.set('start', start); params.set('moves', played.join(',')); }
    for (const [name, value] of Object.entries(this.computer.linkParams())) params.set(name, value);
    const hash = `#${params}`;
    if (location.hash !== hash) window.history.replaceState(null, '', hash);
  }
}
