//! A translation says the same thing on its boards: every board block of a translated lesson or
//! preset has the same moves, positions, goals and rule set as the default language's, key by
//! key, and the front matter the same `order` and `variant`. Only the words differ (`hint:`,
//! `success:`, `goal-text:`, the text of `wrong:`). Each copy is then checked by the engine
//! like any board ([`super::Checked::check`]).

use crate::content::front_matter::LessonFront;
use crate::content::{Content, Document, Page};
use crate::error::{gather, Error, Result};
use std::collections::BTreeSet;

/// The keys whose values are the board itself, not words for the learner.
const SAME_KEYS: [&str; 10] = [
    "position", "diagram", "preset", "side", "variant", "goal", "solution", "wrong", "demo",
    "rules",
];

/// One structural entry of a board block: `(key, value, line in the file)`.
type Entry = (String, String, usize);

/// The board blocks of a document: each the list of its structural entries.
fn boards(doc: &Document) -> Vec<Vec<Entry>> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<Entry>> = None;
    let mut last_key_same = false;
    for (index, line) in doc.body.lines().enumerate() {
        let number = doc.body_line + index;
        let trimmed = line.trim();
        match &mut current {
            None => {
                if trimmed.starts_with("```") && trimmed.trim_start_matches('`').trim() == "board" {
                    current = Some(Vec::new());
                }
            }
            Some(entries) => {
                if trimmed.starts_with("```") {
                    blocks.push(current.take().unwrap_or_default());
                    continue;
                }
                let key_value = trimmed.split_once(':').filter(|(key, _)| {
                    !key.is_empty() && key.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                });
                match key_value {
                    Some((key, value)) if !line.starts_with([' ', '\t']) => {
                        last_key_same = SAME_KEYS.contains(&key);
                        if last_key_same {
                            let value = if key == "wrong" {
                                // The moves only: the last `|` part is the explanation.
                                let parts: Vec<&str> = value.split('|').map(str::trim).collect();
                                parts[..parts.len().saturating_sub(1).max(1)].join(" | ")
                            } else {
                                value.trim().to_string()
                            };
                            entries.push((key.to_string(), value, number));
                        }
                    }
                    _ if last_key_same && !trimmed.is_empty() => {
                        // A diagram's rows.
                        entries.push(("diagram row".to_string(), trimmed.to_string(), number));
                    }
                    _ => {}
                }
            }
        }
    }
    blocks
}

/// Refuses a translation whose boards or front matter differ from the original's.
pub fn compare(original: &Document, translation: &Document) -> Result<()> {
    let (ours, theirs) = (boards(original), boards(translation));
    if ours.len() != theirs.len() {
        return Err(Error::file(
            &translation.path,
            format!(
                "{} board blocks here but {} in {}: a translation has the same boards",
                theirs.len(),
                ours.len(),
                original.path
            ),
        ));
    }
    for (number, (a, b)) in ours.iter().zip(&theirs).enumerate() {
        let differ = |line: usize, what: String| {
            Err(Error::at(
                &translation.path,
                line,
                1,
                format!(
                    "board {} differs from {}: {what}; translate only the words (hint, success, \
                     goal-text, the text of wrong), never the moves",
                    number + 1,
                    original.path
                ),
            ))
        };
        for (index, (key, value, line)) in b.iter().enumerate() {
            match a.get(index) {
                Some((k, v, l)) if k != key || v != value => {
                    return differ(
                        *line,
                        format!("`{key}: {value}` here, `{k}: {v}` at line {l} there"),
                    )
                }
                None => return differ(*line, format!("`{key}: {value}` is not there")),
                _ => {}
            }
        }
        if let Some((key, value, line)) = a.get(b.len()) {
            let end = b.last().map_or(1, |e| e.2);
            return differ(
                end,
                format!("`{key}: {value}` (line {line} there) is missing here"),
            );
        }
    }
    Ok(())
}

/// Compares every translated file of `translated` with its original in `original`.
pub fn compare_content(
    original: &Content,
    translated: &Content,
    reported: &BTreeSet<String>,
) -> Result<()> {
    // Every file is compared, so that one run reports the problems of them all; an original
    // whose own problems are `reported` is not compared (its translations differ from a mistake).
    let fine = |a: &str| !reported.contains(a);
    let lessons = original.lessons.iter().zip(&translated.lessons);
    let lessons = lessons
        .filter(|(a, _)| fine(&a.page.doc.path))
        .map(|(a, b)| {
            if a.slug != b.slug {
                return Err(Error::file(
                    &b.page.doc.path,
                    format!("its `order` must be the one of {}", a.page.doc.path),
                ));
            }
            compare_lesson_front(&a.page, &b.page)?;
            compare(&a.page.doc, &b.page.doc)
        });
    let presets = original.presets.iter().zip(&translated.presets);
    let presets = presets
        .filter(|(a, _)| fine(&a.page.doc.path))
        .map(|(a, b)| {
            if a.variant != b.variant {
                return Err(b.page.doc.error_at(
                    &b.page.front.variant,
                    format!("the rule set must be the one of {}", a.page.doc.path),
                ));
            }
            compare(&a.page.doc, &b.page.doc)
        });
    gather(lessons.chain(presets)).map(|_| ())
}

/// A translated lesson's front matter keeps its original's `order`, `variant` and `puzzles`.
fn compare_lesson_front(a: &Page<LessonFront>, b: &Page<LessonFront>) -> Result<()> {
    if a.front.order.get_ref() != b.front.order.get_ref() {
        return Err(Error::file(
            &b.doc.path,
            format!("its `order` must be the one of {}", a.doc.path),
        ));
    }
    if a.front.variant.get_ref() != b.front.variant.get_ref() {
        return Err(b.doc.error_at(
            &b.front.variant,
            format!("the rule set must be the one of {}", a.doc.path),
        ));
    }
    let theme = |page: &Page<LessonFront>| page.front.puzzles.as_ref().map(|t| t.get_ref().clone());
    if theme(a) != theme(b) {
        let message = match theme(a) {
            Some(id) => format!("`puzzles` must be `{id}`, as in {}", a.doc.path),
            None => format!("{} names no `puzzles`: remove it", a.doc.path),
        };
        return Err(match &b.front.puzzles {
            Some(named) => b.doc.error_at(named, message),
            None => Error::at(&b.doc.path, 1, 1, message),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(path: &str, text: &str) -> Document {
        Document::parse::<LessonFront>(path, text).unwrap().doc
    }

    const EN: &str = "+++\ntitle = \"Capturing\"\nsummary = \"S\"\norder = 2\nvariant = \"bashni\"\n+++\nText.\n\n```board\nposition: W:c3w,d4b\ngoal: capture\nsolution: c3:e5\nwrong: c3-b4 | d4:a5 | Black captures first.\nhint: Jump.\n```\n";

    #[test]
    fn a_solution_line_that_differs_between_languages_is_an_error() {
        let en = doc("content/lessons/02-capturing.md", EN);
        let words = EN
            .replace("Capturing", "Взятие")
            .replace("Jump.", "Бей.")
            .replace("Black captures first.", "Чёрные бьют первыми.");
        let ru = doc("content/lessons/02-capturing.ru.md", &words);
        compare(&en, &ru).unwrap();
        let moved = words.replace("solution: c3:e5", "solution: c3-b4");
        let ru = doc("content/lessons/02-capturing.ru.md", &moved);
        let error = compare(&en, &ru).unwrap_err().to_string();
        assert!(
            error.starts_with("content/lessons/02-capturing.ru.md:12:1: board 1 differs"),
            "{error}"
        );
        assert!(
            error.contains("`solution: c3-b4` here, `solution: c3:e5`"),
            "{error}"
        );
        let reply = words.replace("d4:a5 |", "d4:b2 |");
        let error = compare(&en, &doc("x.ru.md", &reply))
            .unwrap_err()
            .to_string();
        assert!(error.contains("wrong: c3-b4 | d4:b2"), "{error}");
        let dropped = words.replace("goal: capture\n", "");
        assert!(compare(&en, &doc("x.ru.md", &dropped)).is_err());
    }

    fn page(path: &str, text: &str) -> Page<LessonFront> {
        Document::parse::<LessonFront>(path, text).unwrap()
    }

    #[test]
    fn a_translation_links_to_the_puzzles_of_its_original() {
        let themed = EN.replace(
            "variant = \"bashni\"\n",
            "variant = \"bashni\"\npuzzles = \"shot\"\n",
        );
        let en = page("content/lessons/02-capturing.md", &themed);
        compare_lesson_front(&en, &page("x.ru.md", &themed)).unwrap();
        let other = themed.replace("\"shot\"", "\"liberation\"");
        let error = compare_lesson_front(&en, &page("x.ru.md", &other))
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "x.ru.md:6:11: `puzzles` must be `shot`, as in content/lessons/02-capturing.md"
        );
        let error = compare_lesson_front(&en, &page("x.ru.md", EN))
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("x.ru.md:1:1: `puzzles` must be `shot`"),
            "{error}"
        );
    }
}
