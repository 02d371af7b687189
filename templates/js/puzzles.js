// The puzzle page of one game: puzzles mined by the engine (content/puzzles/), played on the
// exercise board the lessons use. The player's Glicko-2 rating and last results are kept on the
// device; the next puzzle is chosen near the rating (within a theme, if one is chosen), a streak
// mode climbs from easy puzzles until the first miss (unrated, as lichess' streak), and the
// puzzle of the day is the same for everyone on a date. A puzzle is lost at the first mistake (a
// wrong move, a rule broken, a hint or the solution shown) and won when solved without one; a
// puzzle is rated the first time it is played only. The mode, the theme and a streak under way
// are kept with the rating.

import { store, defineKey, record, number, integer, oneOf, shortString } from './storage.js';
import { t } from './i18n.js';
import { Sound } from './sound.js';
import { ExerciseBoard } from './exercise.js';
import { MAX_RD, START, rate } from './glicko.js';
import { bottomInView, byId, onChoice, topInView } from './dom.js';

/** The ids a game's puzzle progress keeps as played (more than any set holds). */
const MAX_PLAYED = 5000;

/** One game's puzzle progress: the Glicko-2 rating, the streak's best and the streak under way,
 *  the mode and theme chosen, the ids of the puzzles played (not rated again), and the last
 *  results (`[id, solved, rating after]`, newest last; bad entries dropped). @param {any} value */
function puzzleProgress(value) {
  const clean = record({
    rating: number(100, 4000), rd: number(1, 400), vol: number(0, 1), best: integer(0, 100_000),
    streak: integer(0, 100_000), mode: oneOf('rated', 'streak'), theme: shortString(40),
  })(value);
  if (!clean) return undefined;
  clean.played = Array.isArray(value.played)
    ? value.played.filter(/** @param {any} id */ id => typeof id === 'string' && id.length <= 20).slice(-MAX_PLAYED) : [];
  const history = Array.isArray(value.history) ? value.history.slice(-200) : [];
  clean.history = history.filter(/** @param {any} entry */ entry => Array.isArray(entry) && entry.length === 3
    && typeof entry[0] === 'string' && entry[0].length <= 20 && typeof entry[1] === 'boolean'
    && Number.isInteger(entry[2]) && entry[2] >= 100 && entry[2] <= 4000);
  return clean;
}

defineKey(/^puzzles\.[a-z-]{1,20}$/, 1, puzzleProgress);

/** @typedef {import('./board-shell.js').ShellMove} ShellMove */

/** How sure a puzzle's own rating is, for the player's update. */
const PUZZLE_RD = 100;
/** Recent puzzles not offered again. */
const RECENT = 50;

/** A puzzle: its id, its position (TFEN or HFEN), its line (the solver's moves and the
 *  replies), its rating and its themes.
 *  @typedef {{id: string, position: string, moves: string[], rating: number, themes: string[]}} Puzzle */

/** The player's puzzle progress as stored (`puzzles.*`, puzzleProgress above): the Glicko-2 rating, the
 *  streak's best and the streak under way, the mode and theme, the ids played, the last results
 *  (`[id, solved, rating after]`, newest last).
 *  @typedef {{rating: number, rd: number, vol: number, best: number, streak?: number,
 *    mode?: string, theme?: string, played: string[],
 *    history: Array<[string, boolean, number]>}} PuzzleProgress */

/** A day's number since 1970 (UTC), for the puzzle of the day. @param {Date} date */
function dayNumber(date) {
  return Math.floor(date.getTime() / 86_400_000);
}

export class PuzzleSession {
  /** @param {string} variant the game's id
   *  @param {Array<[string, string, string, number, string]>} puzzles [id, position, moves,
   *  rating, themes] each */
  constructor(variant, puzzles) {
    this.variant = variant;
    this.key = `puzzles.${variant}`;
    this.puzzles = puzzles.map(([id, position, moves, rating, themes]) => ({
      id, position, moves: moves.split(' '), rating, themes: themes ? themes.split(',') : [],
    }));
    const saved = store.get(this.key, {});
    /** @type {PuzzleProgress} */
    this.progress = { ...START, best: 0, history: [], played: [], ...saved };
    // (A deviation saved before it was capped: its next result would move the rating by 450.)
    this.progress.rd = Math.min(this.progress.rd, MAX_RD);
    this.sound = new Sound();
    this.sound.enabled = store.get('settings', {}).sound !== false;
    this.total = 1;
    /** @type {{[index: string]: number}} */
    this.stars = {};
    this.showsStars = false;
    this.solution = true;
    /** The board's name to a screen reader (a lesson's boards are numbered). */
    this.boardLabel = t('puzzle-id');
    /** The board turned to the side to move, and a piece picked shows where it can go (see
     *  ExerciseBoard). */
    this.orient = true;
    this.targets = true;
    this.mode = this.progress.mode ?? 'rated';
    this.theme = '';
    this.streak = this.progress.streak ?? 0;
    /** The puzzles left untried in this visit: not chosen again while others are left. @type {Set<string>} */
    this.passed = new Set();
    this.host = byId('puzzle-board');
    /** The board of the puzzle shown (null before the first). @type {ExerciseBoard | null} */
    this.board = null;
    this.bind();
    // The address names a puzzle (`#ID`) or a theme (`#theme=ID`, from a lesson's end).
    const wanted = decodeURIComponent(location.hash.slice(1));
    const linked = wanted.startsWith('theme=') ? wanted.slice('theme='.length) : '';
    const theme = linked || this.progress.theme || '';
    if (theme && [...byId('puzzle-theme').options].some(option => option.value === theme)) this.theme = theme;
    byId('puzzle-theme').value = this.theme;
    byId('puzzle-mode').value = this.mode;
    this.open(this.puzzles.find(p => p.id === wanted) || this.choose());
  }

  /** Keeps the progress (and the mode, theme and streak with it). */
  save() {
    this.progress = { ...this.progress, mode: this.mode, theme: this.theme, streak: this.streak };
    store.set(this.key, this.progress);
  }

  bind() {
    byId('next-puzzle').addEventListener('click', () => this.next());
    // The address changed by hand (or Back) names another puzzle: that one.
    addEventListener('hashchange', () => {
      const puzzle = this.puzzles.find(p => p.id === decodeURIComponent(location.hash.slice(1)));
      if (!puzzle || puzzle === this.current) return;
      // (Kept on the streak's puzzle, the address names it again.)
      if (!this.openInView(puzzle) && this.current) history.replaceState(null, '', `#${encodeURIComponent(this.current.id)}`);
    });
    byId('daily-puzzle').addEventListener('click', () => this.openInView(this.daily()));
    // (The menus act on a choice, not on each value the arrow keys step past: onChoice.)
    onChoice(byId('puzzle-mode'), mode => {
      if (!this.mayLeave()) { /** @type {HTMLSelectElement} */ (byId('puzzle-mode')).value = this.mode; return; }
      this.mode = mode;
      this.streak = 0;
      this.save();
      this.next();
    });
    onChoice(byId('puzzle-theme'), theme => {
      if (!this.mayLeave()) { /** @type {HTMLSelectElement} */ (byId('puzzle-theme')).value = this.theme; return; }
      this.theme = theme;
      this.save();
      this.next();
    });
    byId('puzzle-move').addEventListener('keydown', /** @param {KeyboardEvent} event */ event => {
      if (event.key !== 'Enter' || !this.board) return;
      // The board may move the focus to its Retry button: this Enter must not press it too.
      event.preventDefault();
      const input = /** @type {HTMLInputElement} */ (event.target);
      const text = input.value.trim();
      // A move refused stays in the field, to be corrected.
      if (text && this.board.typed(text)) input.value = '';
    });
  }

  /** The puzzles of the chosen theme. */
  pool() {
    const themed = this.puzzles.filter(p => !this.theme || p.themes.includes(this.theme));
    return themed.length ? themed : this.puzzles;
  }

  /** The next puzzle: near the player's rating (rated), or the next harder one (streak), one
   *  not played yet while some are left, else not one of the recent ones (and the player is
   *  told that every puzzle of the theme or set was played: they come again, unrated). */
  choose() {
    const played = new Set(this.progress.played);
    const unplayed = this.pool().filter(p => !played.has(p.id));
    // The one on the board is served again only when nothing else is left, and one passed
    // over untried in this visit only when every other was played.
    const untried = unplayed.filter(p => p !== this.current);
    const notPassed = untried.filter(p => !this.passed.has(p.id));
    const others = notPassed.length ? notPassed : untried;
    const recent = new Set(this.progress.history.slice(-RECENT).map(entry => entry[0]));
    if (this.current) recent.add(this.current.id);
    const fresh = this.pool().filter(p => !recent.has(p.id));
    const pool = others.length ? others : fresh.length ? fresh : this.pool();
    // Said only when every puzzle was played indeed (not when the one shown, unplayed, is the
    // theme's last).
    byId('puzzle-note').textContent = unplayed.length ? '' : t('puzzle-all-played', { theme: this.theme ? 'yes' : 'no' });
    const target = this.mode === 'streak' ? 800 + 60 * this.streak : this.progress.rating;
    const nearest = [...pool].sort((a, b) => Math.abs(a.rating - target) - Math.abs(b.rating - target));
    const few = nearest.slice(0, Math.min(8, nearest.length));
    return few[Math.floor(Math.random() * few.length)];
  }

  /** The same puzzle for everyone on a date. */
  daily(date = new Date()) {
    return this.puzzles[dayNumber(date) % this.puzzles.length];
  }

  /** Another puzzle (the Next buttons): chosen once the player may leave this one (a streak
   *  ended by leaving starts again from the easy puzzles). */
  next() {
    if (this.mayLeave()) this.openInView(this.choose());
  }

  /** Opens `puzzle` from a button or link further down the page, and brings its board back into
   *  view (on a phone the page stayed scrolled, with the new board's top off the screen); false
   *  when the player chose to stay on the streak's puzzle. @param {Puzzle} puzzle */
  openInView(puzzle) {
    if (puzzle === this.current) return true;
    if (!this.mayLeave()) return false;
    this.open(puzzle);
    topInView(this.host);
    return true;
  }

  /** Whether the player may leave the puzzle shown: a streak's puzzle left unsolved (Next, the
   *  puzzle of the day, a theme, a link) ends the streak, so the player is asked first while
   *  there is a streak to lose. The puzzle passed over is not counted as played: it was not
   *  tried, and is rated when it comes in the rated mode. */
  mayLeave() {
    if (!this.current || this.rated) return true;
    const streakPuzzle = this.mode === 'streak' && this.current.id === this.streakPuzzle;
    if (streakPuzzle && this.streak > 0 && !window.confirm(t('puzzle-streak-leave', { count: this.streak }))) return false;
    // (A puzzle left untried is not offered again in this visit.)
    this.passed.add(this.current.id);
    if (streakPuzzle) {
      this.streak = 0;
      this.streakPuzzle = null;
      this.save();
      this.showRating();
    }
    return true;
  }

  /** Shows `puzzle` on a fresh board. @param {Puzzle} puzzle */
  open(puzzle) {
    this.current = puzzle;
    this.rated = false;
    /** The rating as this puzzle left it, said once with the result on the board ('' unrated
     *  or said already). */
    this.ratingNote = '';
    /** Whether this puzzle was counted as missed. */
    this.missed = false;
    const last = this.progress.history.at(-1);
    /** The puzzle a streak is on (null outside one, and when it is the one the streak just
     *  solved, opened again by a reload or a link). @type {string | null} */
    this.streakPuzzle = this.mode === 'streak' && !(last && last[0] === puzzle.id && last[1]) ? puzzle.id : null;
    this.board?.kit.free();
    this.host.replaceChildren();
    history.replaceState(null, '', `#${encodeURIComponent(puzzle.id)}`);
    const spec = { variant: this.variant, position: puzzle.position, lines: [puzzle.moves], wrong: [], goalText: '' };
    this.board = new ExerciseBoard(this.host, spec, 0, this);
    // The Move field's example in the rule set's notation, as on the game page (Hexpush's is
    // the page's own).
    const examples = /** @type {{display?: {examples?: {move: string, capture: string}}}} */ (this.board.kit).display?.examples;
    if (examples) /** @type {HTMLInputElement} */ (byId('puzzle-move')).placeholder = t('move-example', examples);
    byId('puzzle-id').textContent = puzzle.id;
    byId('puzzle-rating').textContent = String(puzzle.rating);
    byId('rating-change').textContent = '';
    this.showRating();
  }

  /** The goal line: whose move it is. @param {ExerciseBoard} board */
  goal(board) {
    const strong = document.createElement('strong');
    strong.textContent = t('puzzle-your-move', board.kit.sideArgs(board.kit.sideToMove));
    return [strong, ' ', t('puzzle-find-best')];
  }

  /** The goal line once the puzzle is over: no longer a call to move. */
  solvedGoal() {
    const strong = document.createElement('strong');
    strong.textContent = t('puzzle-done');
    return [strong, ' ', t('puzzle-done-next')];
  }

  /** The answer to a move off the line: not the move it wanted (which Retry lets the player
   *  find, and See the solution shows). */
  wrongText() { return t('puzzle-wrong'); }

  /** @param {ExerciseBoard} board */
  solvedText(board) {
    // (Solved again after a miss, for practice: not a plain "Solved!".)
    let text = board.solutionShown ? t('puzzle-solution-shown', { moves: board.solutionMoves?.join(' ') ?? '' })
      : board.mistakes ? t('puzzle-solved-with-help') : this.missed ? t('puzzle-solved-practice') : t('puzzle-solved');
    const doomed = this.doomed(board);
    if (doomed) text = `${text} ${t('puzzle-hex-doomed', { count: doomed })}`;
    // The rating's change is said where the player looks, under the board (the panel's line is a
    // screen further down on a phone), with the try that counted only.
    const note = this.ratingNote;
    this.ratingNote = '';
    return note ? `${text} ${note}` : text;
  }

  /** The marbles a Hexpush puzzle has doomed and not yet pushed off when its line ends: a line
   *  ends once the gain its themes name is secure, often before the push, and the board shows
   *  nothing gone. @param {ExerciseBoard} board */
  doomed(board) {
    if (this.variant !== 'hexpush' || !this.current) return 0;
    const themes = this.current.themes;
    const gain = themes.includes('double-push-off') ? 2 : themes.includes('push-off') ? 1 : 0;
    // The opponent's marbles lost: an HFEN's last part counts Black's, then White's (`N-M`).
    const theirs = this.current.position.startsWith('W') ? 0 : 1;
    /** @param {string} hfen */
    const off = hfen => Number(hfen.split(':').at(-1)?.split('-')[theirs] ?? 0);
    return Math.max(0, gain - (off(board.kit.position) - off(this.current.position)));
  }

  nextText() { return t('puzzle-next'); }

  /** What the board says while See the solution plays it out. */
  solutionPlayingText() { return t('puzzle-solution-playing'); }

  /** What the board says when it starts over: that a puzzle missed counts no more. */
  startedOverText() { return this.missed ? t('puzzle-missed-practice') : ''; }

  /** The panel's Next puzzle gives way to the board's while the board shows it (after a solve):
   *  one Next puzzle button, not two; the board's is brought into view (on a laptop it came
   *  below the fold, the panel's gone). @param {boolean} shown */
  afterShown(shown) {
    byId('next-puzzle').hidden = shown;
    if (shown && this.board) bottomInView(this.board.after);
  }

  /** The first mistake loses the puzzle. */
  mistake() { this.result(false); }

  /** A tap the rules refuse is explained, not counted: it plays nothing (as a board that only
   *  lets legal moves be made). */
  get rulesCount() { return false; }

  /** A solve without a mistake wins it. @param {number} _index @param {number} stars */
  record(_index, stars) { this.result(stars === 3); }

  /** Counts the current puzzle once: the history, the streak, and the player's rating when it
   *  is rated (in the rated mode, the first time it is played).
   *  @param {boolean} solved */
  result(solved) {
    if (this.rated || !this.current) return;
    this.rated = true;
    this.missed = !solved;
    const id = this.current.id;
    const fresh = !this.progress.played.includes(id);
    const rated = this.mode === 'rated' && fresh;
    const before = this.progress.rating;
    const after = rated ? rate(this.progress, { rating: this.current.rating, rd: PUZZLE_RD }, solved ? 1 : 0) : {};
    if (this.mode === 'streak') {
      // (A puzzle played before adds nothing: after a reload it comes again, solved.)
      this.streak = !solved ? 0 : fresh ? this.streak + 1 : this.streak;
      this.progress.best = Math.max(this.progress.best || 0, this.streak);
    }
    this.progress = { ...this.progress, ...after };
    this.progress.played = [...this.progress.played.filter(p => p !== id), id].slice(-MAX_PLAYED);
    this.progress.history = [...this.progress.history, /** @type {[string, boolean, number]} */ ([id, solved, this.progress.rating])].slice(-200);
    this.save();
    const change = this.progress.rating - before;
    const shown = byId('rating-change');
    shown.textContent = !rated ? t(this.mode === 'streak' ? 'puzzle-streak-unrated' : 'puzzle-played-before')
      : change >= 0 ? `+${change}` : `−${-change}`;
    shown.dataset.kind = !rated ? '' : change >= 0 ? 'up' : 'down';
    this.ratingNote = rated ? t('puzzle-rating-note', { rating: String(this.progress.rating), change: shown.textContent }) : '';
    this.showRating();
  }

  showRating() {
    byId('player-rating').textContent = String(this.progress.rating);
    const ids = new Set(this.pool().map(p => p.id));
    byId('puzzle-count').textContent = t('puzzle-count-played', {
      count: ids.size, played: this.progress.played.filter(id => ids.has(id)).length, theme: this.theme ? 'yes' : 'no',
    });
    byId('streak-line').hidden = this.mode !== 'streak';
    byId('streak').textContent = t('puzzle-streak-count', { count: this.streak, best: this.progress.best || 0 });
    const list = byId('puzzle-history');
    list.replaceChildren(...this.progress.history.slice(-20).reverse().map(([id, solved, rating]) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `#${encodeURIComponent(id)}`;
      link.textContent = id;
      link.addEventListener('click', event => {
        event.preventDefault();
        const puzzle = this.puzzles.find(p => p.id === id);
        if (puzzle) this.openInView(puzzle);
      });
      // (The rating as the panel writes it: 1563, not 1,563.)
      item.append(link, ` ${solved ? '✓' : '✗'} ${rating}`);
      item.dataset.solved = String(solved);
      return item;
    }));
  }
}
