//! Draughts on the diagonal board — Bashni, classic Bashni, Russian draughts, English checkers
//! and Lasca — as one move generator driven by each rule set's parameters ([`variant`]).
//!
//! The vocabulary, one file per word: [`square`], [`geometry`] (the board's rays), [`tower`]
//! (a stack of pieces), [`variant`] (the rule parameters), [`setup`] (an unchecked arrangement)
//! and [`position`] (a validated one, with its [`Playable`](crate::game::Playable) impl and
//! `Game::new`), [`movegen`], [`mv`] (a move); the notations: [`tfen`], [`notation`] (move text)
//! and [`pdn`] (PDN FEN and game records, written and read); [`refusal`] (why a route is not a
//! legal move) and [`tap`] (what a tap on the board does, answered from it); the board [`editor`]'s model; and the [`frames`] of a move, hop by hop, as the
//! pages draw it.
//!
//! The modules depend on each other this way: `notation` reads PDN square numbers from `pdn`
//! and explains refused moves with `refusal`, `pdn` writes records of the shared
//! [`Game`](crate::Game) and reads them with `notation`'s move reader, and the game history
//! knows only the [`Playable`](crate::game::Playable) trait (the draughts impl is in
//! `playable.rs`, beside the position it describes).

pub mod editor;
pub mod frames;
pub mod geometry;
pub mod movegen;
pub mod mv;
pub mod notation;
pub mod pdn;
mod playable;
pub mod position;
pub mod refusal;
pub mod setup;
pub mod square;
pub mod tap;
pub mod tfen;
pub mod tower;
pub mod variant;
