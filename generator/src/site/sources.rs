//! What the first three stages make from the sources — content, checks, assets, catalogs,
//! translations: everything but the engine.

use super::translation::{load_translations, Translation};
use crate::assets::{Assets, Engines};
use crate::check::practice::{Figures, RuleTable, TARGETS};
use crate::check::puzzles::{self, PuzzleSet};
use crate::check::Checked;
use crate::content::catalog::Catalogs;
use crate::content::Content;
use crate::error::{both, Result};
use crate::render::{self, Inputs, Mode};
use std::collections::BTreeSet;
use std::path::Path;
/// What the first three stages make from the sources: everything but the engine.
pub struct Sources {
    /// The content in the default language (English).
    pub content: Content,
    pub checked: Checked,
    pub assets: Assets,
    /// The interface messages of every language.
    pub catalogs: Catalogs,
    /// The content in each other language of [`Sources::catalogs`], in their order.
    pub translations: Vec<Translation>,
    /// The puzzle sets (`content/puzzles/`), the same in every language.
    pub puzzles: Vec<PuzzleSet>,
    /// The rule ids of `content/README.md`'s table, when the site has one.
    pub rule_table: Option<RuleTable>,
}

impl Sources {
    /// Loads and checks the content in every language and reads the assets under `root`.
    pub fn load(root: &Path) -> Result<Sources> {
        let catalogs = Catalogs::load(root)?;
        let content = Content::load(root)?;
        // The checks of every language and the puzzles all run, so that one run reports every
        // problem they find.
        let checked = Checked::check(&content);
        let reported: BTreeSet<String> = checked
            .as_ref()
            .err()
            .map(|error| error.each().map(|e| e.path.clone()).collect())
            .unwrap_or_default();
        let translations = load_translations(root, &catalogs, &content, &reported);
        let puzzles = puzzles::load(root);
        let (checked, (translations, puzzles)) = both(checked, both(translations, puzzles))?;
        let assets = Assets::load(root)?;
        let sources = Sources {
            content,
            checked,
            assets,
            catalogs,
            translations,
            puzzles,
            rule_table: RuleTable::load(root)?,
        };
        sources.practice()?;
        Ok(sources)
    }

    /// The course's practice figures (every board's rule ids checked against the table), or
    /// the refusal of a course (a site with the rule table) below [`TARGETS`] when they refuse.
    pub fn practice(&self) -> Result<Figures> {
        let boards = self.checked.lessons.iter().flat_map(|lesson| {
            lesson
                .practice
                .iter()
                .map(move |board| (lesson.path.as_str(), board))
        });
        let figures = Figures::measure(boards, self.rule_table.as_ref())?;
        // The targets are the course's: a site without the rule table (the generator's
        // fixture site, a small test course) is measured but never refused.
        if self.rule_table.is_some() {
            figures.enforce(&TARGETS)?;
        }
        Ok(figures)
    }

    /// The practice figures beside their targets, one line each, as the build prints them.
    pub fn practice_report(&self) -> Result<Vec<String>> {
        Ok(self.practice()?.report(&TARGETS))
    }

    /// Renders the pages whose path passes `wanted` (HTML before minifying), every language.
    pub fn render(
        &self,
        engines: &Engines,
        mode: Mode,
        base_url: Option<&str>,
        wanted: &dyn Fn(&str) -> bool,
    ) -> Result<Vec<(String, String)>> {
        let languages: Vec<(String, String, String)> = self
            .catalogs
            .0
            .iter()
            .map(|c| (c.lang.clone(), c.text("language-name"), c.text("og-locale")))
            .collect();
        let mut pages = Vec::new();
        let mut contents = vec![(&self.content, &self.checked)];
        contents.extend(self.translations.iter().map(|t| (&t.content, &t.checked)));
        for (content, checked) in contents {
            let Some(catalog) = self.catalogs.get(&content.lang) else {
                continue;
            };
            let inputs = Inputs {
                content,
                checked,
                assets: &self.assets,
                engines,
                mode,
                catalog,
                languages: &languages,
                base_url,
                puzzles: &self.puzzles,
            };
            pages.extend(render::pages(&inputs, wanted)?);
        }
        Ok(pages)
    }

    /// How many pages the site has.
    pub fn page_count(&self) -> usize {
        (3 + self.content.games.len() + self.checked.lessons.len() + self.puzzles.len())
            * self.catalogs.0.len()
    }

    /// Each other language's coverage, one line each.
    pub fn coverage(&self) -> Vec<String> {
        self.translations
            .iter()
            .map(Translation::coverage)
            .collect()
    }
}
