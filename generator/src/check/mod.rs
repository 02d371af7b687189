//! Stage 2 — checking: every board block of the presets and lessons read and played through
//! with the engine ([`board_block`]), giving the positions and the boards as the pages read
//! them; the puzzle sets ([`puzzles`]) replayed likewise. A refusal names `file:line:col` and,
//! for a move, why and what is legal there.

pub mod board_block;
pub mod diagram;
pub mod goal;
pub mod lesson;
pub mod practice;
pub mod preset;
pub mod puzzles;
pub mod translation;

pub use lesson::Lesson;
pub use preset::Preset;

use crate::content::{Content, LessonSource, PresetSource};
use crate::error::Result;

/// The checked presets and lessons.
pub struct Checked {
    pub presets: Vec<Preset>,
    /// In course order.
    pub lessons: Vec<Lesson>,
}

impl Checked {
    /// Checks every preset, then every lesson (which may start from a preset).
    pub fn check(content: &Content) -> Result<Checked> {
        let presets = presets(&content.presets)?;
        let lessons = lessons(&content.lessons, &presets)?;
        Ok(Checked { presets, lessons })
    }
}

/// Checks the presets.
pub fn presets(sources: &[PresetSource]) -> Result<Vec<Preset>> {
    sources.iter().map(preset::check).collect()
}

/// Checks the lessons (in the order given) against the presets.
pub fn lessons(sources: &[LessonSource], presets: &[Preset]) -> Result<Vec<Lesson>> {
    let positions = preset::positions(presets);
    sources
        .iter()
        .map(|source| lesson::check(source, &positions))
        .collect()
}
