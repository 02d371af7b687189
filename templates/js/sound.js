// Move sounds synthesised with the Web Audio API (no sound files): a knock for a move, a
// double knock for a capture, a soft chord when the game ends. Silent where audio is refused.

export class Sound {
  constructor() {
    this.enabled = true;
    /** @type {AudioContext | null} */
    this.context = null;
  }

  /** Plays `kind`: 'move', 'capture', 'end' or 'error'. @param {'move' | 'capture' | 'end' | 'error'} kind */
  play(kind) {
    if (!this.enabled) return;
    try {
      this.context = this.context || new AudioContext();
      const notes = {
        move: [[220, 0, 0.07]],
        capture: [[260, 0, 0.06], [180, 0.07, 0.09]],
        end: [[392, 0, 0.35], [494, 0.05, 0.35], [587, 0.1, 0.4]],
        error: [[110, 0, 0.12]],
      }[kind] || [];
      for (const [frequency, delay, length] of notes) this.tone(frequency, delay, length);
    } catch {
      this.enabled = false;
    }
  }

  /** A tone of `frequency` hertz, `delay` and `length` seconds (after `play` made the context).
   *  @param {number} frequency @param {number} delay @param {number} length */
  tone(frequency, delay, length) {
    const ctx = /** @type {AudioContext} */ (this.context);
    const start = ctx.currentTime + delay;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.setValueAtTime(frequency, start);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + length + 0.02);
  }
}
