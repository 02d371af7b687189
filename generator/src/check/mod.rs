//! Stage 2 — checking: every board block of the presets and lessons read and played through
//! with the engine ([`board_block`]), giving the positions and the boards as the pages read
//! them; the puzzle sets ([`puzzles`]) replayed likewise. A refusal names `file:line:col` and,
//! for a move, why and what is legal there.

pub mod board_block;
pub mod course_game;
pub mod diagram;
pub mod goal;
pub mod lesson;
pub mod practice;
pub mod preset;
pub mod puzzles;
pub mod trainer;
pub mod translation;

pub use lesson::Lesson;
pub use preset::Preset;

use crate::content::{Content, LessonSource, PresetSource};
use crate::error::{and_also, gather, split, Result};

/// The checked presets and lessons.
pub struct Checked {
    pub presets: Vec<Preset>,
    /// In course order.
    pub lessons: Vec<Lesson>,
}

impl Checked {
    /// Checks every preset, then every lesson (which may start from a preset).
    /// Every problem of every file is reported (the lessons are checked against the presets
    /// that passed).
    pub fn check(content: &Content) -> Result<Checked> {
        let (presets, problems) = split(content.presets.iter().map(preset::check));
        let lessons = lessons(&content.lessons, &presets);
        and_also(
            lessons.map(|lessons| Checked { presets, lessons }),
            problems,
        )
    }
}

/// Checks the presets.
pub fn presets(sources: &[PresetSource]) -> Result<Vec<Preset>> {
    gather(sources.iter().map(preset::check))
}

/// Checks the lessons (in the order given) against the presets.
pub fn lessons(sources: &[LessonSource], presets: &[Preset]) -> Result<Vec<Lesson>> {
    let positions = preset::positions(presets);
    gather(
        sources
            .iter()
            .map(|source| lesson::check(source, &positions)),
    )
}
