//! Stage 3 — assets: what every page inlines besides its content: the stylesheet, each kind of
//! page's script bundled from its ES modules ([`bundle`]), and the engine compiled to wasm for
//! each kind of page ([`wasm_build`], which checks with [`wasm_features`] that it has the SIMD
//! it is built with). Only the engine needs cargo; the rest is read from `templates/`.

pub mod bundle;
pub mod module_syntax;
pub mod wasm_build;
pub mod wasm_features;

use crate::error::{Error, Result};
use std::path::Path;

/// The engine as inlined into pages.
pub struct EngineAssets {
    /// The code of the `engine-glue.js` module: wasm-bindgen's glue inside `function engineGlue`.
    pub glue: String,
    /// The wasm, gzip-compressed, as data text (`render/data_text.rs`).
    pub wasm_text: String,
}

impl EngineAssets {
    /// Stand-ins for `check`, which renders every page but compiles no wasm.
    pub fn placeholder() -> EngineAssets {
        EngineAssets {
            glue: wasm_build::glue_module("").unwrap_or_default(),
            wasm_text: String::new(),
        }
    }

    fn from_build(build: &wasm_build::EngineBuild) -> Result<EngineAssets> {
        Ok(EngineAssets {
            glue: wasm_build::glue_module(&build.glue).map_err(Error::other)?,
            wasm_text: crate::render::data_text::encode(&build.packed),
        })
    }
}

/// The engine each kind of page carries, each built with only what those pages use (the page
/// size limits): the game pages search, the lesson and puzzle pages only play; a page of the
/// draughts rule sets has no Hexpush and the other way round.
pub struct Engines {
    /// For the draughts game pages but those of [`Engines::TABLES_VARIANTS`]: `draughts`,
    /// `search`, `networks` (the learned
    /// evaluations' code; each page carries its own rule sets' weights) and `books` (the opening
    /// books' reader; each page carries its own rule set's book).
    pub draughts_game: EngineAssets,
    /// For the game pages of [`Engines::TABLES_VARIANTS`]: the same and `endgames` (the endgame
    /// tables' solver, [`Engines::DRAUGHTS_TABLES`]).
    pub draughts_tables: EngineAssets,
    /// For the Hexpush page: `hex`, `editor`, `search` and `books`.
    pub hexpush: EngineAssets,
    /// For the analysis board: `draughts`, `search`, `analysis`, `networks` and `endgames`.
    pub analysis: EngineAssets,
    /// For the draughts lessons and puzzles: `draughts` and `perft`.
    pub draughts_play: EngineAssets,
    /// For the Hexpush lesson and puzzles: `hex`.
    pub hex_play: EngineAssets,
}

impl Engines {
    /// The engine features of the draughts game pages.
    pub const DRAUGHTS_GAME: &'static [&'static str] =
        &["draughts", "editor", "search", "networks", "books"];
    /// The engine features of the game pages of [`Engines::TABLES_VARIANTS`]: a game page's and
    /// the endgame tables' solver.
    pub const DRAUGHTS_TABLES: &'static [&'static str] = &[
        "draughts", "editor", "search", "networks", "books", "endgames",
    ];
    /// The rule sets whose game page solves endgame tables in its worker: those that have tables,
    /// Russian draughts and English checkers (the English page has room for the solver, about
    /// 8 KB, beside its 128-unit network since `perft` moved to the lesson pages).
    pub const TABLES_VARIANTS: &'static [engine::Variant] =
        &[engine::Variant::Russian, engine::Variant::English];
    /// The engine features of the Hexpush page.
    pub const HEXPUSH: &'static [&'static str] = &["hex", "editor", "search", "books"];
    /// The engine features of the analysis board.
    pub const ANALYSIS: &'static [&'static str] =
        &["draughts", "search", "analysis", "networks", "endgames"];
    /// The engine features of the draughts lessons and puzzles: `draughts`, and `perft`, which
    /// the page benchmark (`tests/browser/bench.js`) times in the pages' wasm (the lessons have
    /// the room for it; the game pages have not).
    pub const DRAUGHTS_PLAY: &'static [&'static str] = &["draughts", "perft"];
    /// The engine features of the Hexpush lesson and puzzles.
    pub const HEX_PLAY: &'static [&'static str] = &["hex"];

    /// The engine of the game page of `variant`, and whether it solves endgame tables.
    pub fn game(&self, variant: engine::Variant) -> (&EngineAssets, bool) {
        if Engines::TABLES_VARIANTS.contains(&variant) {
            (&self.draughts_tables, true)
        } else {
            (&self.draughts_game, false)
        }
    }

    /// The engine of the lesson and puzzle pages of `kind`.
    pub fn play(&self, kind: crate::board_kind::BoardKind) -> &EngineAssets {
        match kind {
            crate::board_kind::BoardKind::Hexpush => &self.hex_play,
            crate::board_kind::BoardKind::Draughts(_) => &self.draughts_play,
        }
    }

    /// Stand-ins for `check`, which renders every page but compiles no wasm.
    pub fn placeholder() -> Engines {
        Engines {
            draughts_game: EngineAssets::placeholder(),
            draughts_tables: EngineAssets::placeholder(),
            hexpush: EngineAssets::placeholder(),
            analysis: EngineAssets::placeholder(),
            draughts_play: EngineAssets::placeholder(),
            hex_play: EngineAssets::placeholder(),
        }
    }

    /// Compiles the six engines.
    pub fn build() -> Result<Engines> {
        let assets = |features: &[&str]| {
            EngineAssets::from_build(&wasm_build::build(features).map_err(Error::other)?)
        };
        Ok(Engines {
            draughts_game: assets(Engines::DRAUGHTS_GAME)?,
            draughts_tables: assets(Engines::DRAUGHTS_TABLES)?,
            hexpush: assets(Engines::HEXPUSH)?,
            analysis: assets(Engines::ANALYSIS)?,
            draughts_play: assets(Engines::DRAUGHTS_PLAY)?,
            hex_play: assets(Engines::HEX_PLAY)?,
        })
    }
}

/// The modules of a page's script, dependencies first (see [`bundle`]).
pub struct Script(pub Vec<bundle::Module>);

impl Script {
    /// Bundles the modules under `root/templates/js/` reachable from `entry`.
    pub fn load(root: &Path, entry: &str) -> Result<Script> {
        let mut read = |name: &str| {
            crate::inside::read_text(root, &format!("templates/js/{name}"))
                .map_err(|e| e.to_string())
        };
        let externals = [bundle::External {
            name: wasm_build::GLUE_MODULE,
            exports: &["engineGlue"],
        }];
        bundle::bundle(entry, &externals, &mut read)
            .map(Script)
            .map_err(Error::other)
    }

    /// Every message key (or key family) the page's modules ask for.
    pub fn messages(&self) -> Vec<bundle::MessageUse> {
        let mut uses: Vec<_> = self.0.iter().flat_map(|m| m.messages.clone()).collect();
        uses.sort();
        uses.dedup();
        uses
    }

    /// The page's one script, with the engine's glue where a module imports it.
    pub fn text(&self, engine: &EngineAssets) -> String {
        let mut text = String::new();
        for module in &self.0 {
            if module.name == wasm_build::GLUE_MODULE {
                text.push_str(&engine.glue);
            } else {
                text.push_str(&module.code);
            }
            text.push('\n');
        }
        text
    }
}

/// The entry module (under `templates/js/`) of each kind of page; the bundler follows its imports.
pub const GAME_ENTRY: &str = "game-page.js";
pub const HEXPUSH_ENTRY: &str = "hexpush-page.js";
pub const LESSON_ENTRY: &str = "lesson-page.js";
pub const INDEX_ENTRY: &str = "index-page.js";
pub const PUZZLES_ENTRY: &str = "puzzles-page.js";
pub const ANALYSIS_ENTRY: &str = "analysis-page.js";
pub const HEX_ANALYSIS_ENTRY: &str = "hexpush-analysis-page.js";

/// Which stylesheets a kind of page takes after `site.css` (each also takes `hexboard.css` when
/// it shows a Hexpush board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// A game page and the page of a missing address: with `game.css` (the result banner, the
    /// computer opponent's panel).
    Game,
    /// The home page (its course map) and the lessons: with `course.css`.
    Course,
    /// The analysis boards: with `training.css` (no exercise board; the draughts board carries
    /// every rule set's learned network, so its weight counts).
    Analysis,
    /// The puzzle pages: with `course.css` (the exercise board's card) and `training.css`.
    Puzzles,
}

impl Sheet {
    const ALL: [Sheet; 4] = [Sheet::Game, Sheet::Course, Sheet::Analysis, Sheet::Puzzles];
}

/// The stylesheet and the scripts of every kind of page, read from `templates/`.
pub struct Assets {
    /// Each [`Sheet`]'s stylesheet, for a draughts board and for a Hexpush board.
    styles: [[String; 2]; 4],
    pub game_js: Script,
    pub hexpush_js: Script,
    pub lesson_js: Script,
    pub index_js: Script,
    pub puzzles_js: Script,
    /// The draughts games' analysis board (the draughts board only).
    pub analysis_js: Script,
    /// Hexpush's analysis board (the hex board only).
    pub hex_analysis_js: Script,
}

impl Assets {
    /// Reads the stylesheets under `templates/` and bundles each kind of page's script.
    pub fn load(root: &Path) -> Result<Assets> {
        let read = |name: &str| crate::inside::read_text(root, &format!("templates/{name}"));
        let (site, game, course, training, hexboard) = (
            read("site.css")?,
            read("game.css")?,
            read("course.css")?,
            read("training.css")?,
            read("hexboard.css")?,
        );
        let styles = Sheet::ALL.map(|sheet| {
            let mut parts = vec![site.as_str()];
            if sheet == Sheet::Game {
                parts.push(&game);
            }
            if matches!(sheet, Sheet::Course | Sheet::Puzzles) {
                parts.push(&course);
            }
            if matches!(sheet, Sheet::Analysis | Sheet::Puzzles) {
                parts.push(&training);
            }
            let draughts = parts.join("\n");
            [draughts.clone(), format!("{draughts}\n{hexboard}")]
        });
        Ok(Assets {
            styles,
            game_js: Script::load(root, GAME_ENTRY)?,
            hexpush_js: Script::load(root, HEXPUSH_ENTRY)?,
            lesson_js: Script::load(root, LESSON_ENTRY)?,
            index_js: Script::load(root, INDEX_ENTRY)?,
            puzzles_js: Script::load(root, PUZZLES_ENTRY)?,
            analysis_js: Script::load(root, ANALYSIS_ENTRY)?,
            hex_analysis_js: Script::load(root, HEX_ANALYSIS_ENTRY)?,
        })
    }

    /// The stylesheet of a page of kind `sheet`, with Hexpush's board styles only when it
    /// `shows_hexboard`.
    pub fn css(&self, sheet: Sheet, shows_hexboard: bool) -> &str {
        &self.styles[sheet as usize][usize::from(shows_hexboard)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::fixture_site;

    #[test]
    fn each_kind_of_page_takes_only_its_own_stylesheets() {
        let site = fixture_site();
        let assets = Assets::load(site.path()).unwrap();
        let read = |name: &str| std::fs::read_to_string(site.path().join("templates").join(name));
        let (site_css, game, course, training, hexboard) = (
            read("site.css").unwrap(),
            read("game.css").unwrap(),
            read("course.css").unwrap(),
            read("training.css").unwrap(),
            read("hexboard.css").unwrap(),
        );
        assert!(hexboard.contains(".hexboard") && !site_css.contains(".hexboard"));
        for sheet in Sheet::ALL {
            let draughts = assets.css(sheet, false);
            assert!(draughts.starts_with(&site_css), "{sheet:?}");
            assert!(!draughts.contains(".hexboard"), "{sheet:?}");
            assert_eq!(draughts.contains(&game), sheet == Sheet::Game, "{sheet:?}");
            assert!(game.contains(".result-banner") && !site_css.contains(".result-banner"));
            assert_eq!(
                draughts.contains(&course),
                matches!(sheet, Sheet::Course | Sheet::Puzzles),
                "{sheet:?}"
            );
            assert_eq!(
                draughts.contains(&training),
                matches!(sheet, Sheet::Analysis | Sheet::Puzzles),
                "{sheet:?}"
            );
            assert_eq!(assets.css(sheet, true), format!("{draughts}\n{hexboard}"));
        }
    }
}
