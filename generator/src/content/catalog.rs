//! The message catalogs: `locales/LANG.ftl`, one per language, in Fluent (the format of
//! Mozilla's Project Fluent: `key = text`, `{ $name }` placeables, and selectors for plurals).
//!
//! `locales/en.ftl` is the reference: every other catalog must have exactly its keys, and every
//! key the templates (`t("key")`, `tn("key", …)` in `templates/*.html`) or the page scripts
//! (`t('key')` in `templates/js/*.js`) use must be in it. A missing key is an error naming the
//! file and the key.
//!
//! The messages after the group comment `## page scripts` are handed to the page scripts as
//! JSON ([`Catalog::script_json_for`]) in a form the browser formats itself (`templates/js/i18n.js`):
//! a message is a string with `{$name}` placeables, or, when it selects (plurals), a list of
//! parts, each a string or `{"$": name, "cases": {key: string}, "other": key}`; the browser
//! picks the case by the exact number, else by `Intl.PluralRules(lang)`, else the default.

use crate::assets::bundle::MessageUse;
use crate::error::{Error, Result};
use engine::web::schema::string;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::fs;
use std::path::Path;

/// The folder of the catalogs.
pub const LOCALES: &str = "locales";
/// The default language, whose catalog every other one must match.
pub const DEFAULT: &str = super::DEFAULT_LANG;
/// The group comment that opens the messages of the page scripts.
pub const SCRIPT_SECTION: &str = "page scripts";

/// One language's messages.
pub struct Catalog {
    /// Its language (`en`, `ru`), the file's name.
    pub lang: String,
    /// `locales/LANG.ftl`.
    pub path: String,
    bundle: FluentBundle<FluentResource>,
    /// The keys, in file order, with their line.
    keys: Vec<(String, usize)>,
    /// The same messages one by one: `(key, JSON value)`.
    script: Vec<(String, String)>,
}

/// Every catalog, the default language's first.
pub struct Catalogs(pub Vec<Catalog>);

impl Catalogs {
    /// Reads `root/locales/*.ftl`; checks that every catalog has exactly the default one's keys
    /// and that every key the templates and page scripts use is there.
    pub fn load(root: &Path) -> Result<Catalogs> {
        let dir = root.join(LOCALES);
        let entries = fs::read_dir(&dir).map_err(|e| Error::file(&format!("{LOCALES}/"), e))?;
        let mut langs: Vec<String> = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name().into_string().map_err(|name| {
                Error::file(
                    &format!("{LOCALES}/{}", name.as_encoded_bytes().escape_ascii()),
                    "the file name is not UTF-8: name a catalog LANG.ftl",
                )
            })?;
            if let Some(lang) = name.strip_suffix(".ftl") {
                langs.push(lang.to_string());
            }
        }
        langs.sort_by_key(|lang| (lang != DEFAULT, lang.clone()));
        if langs.first().map(String::as_str) != Some(DEFAULT) {
            return Err(Error::file(
                &format!("{LOCALES}/{DEFAULT}.ftl"),
                "the default language's catalog is missing",
            ));
        }
        let catalogs = langs
            .iter()
            .map(|lang| {
                let path = format!("{LOCALES}/{lang}.ftl");
                if !super::is_language_tag(lang) {
                    let canonical = lang
                        .replace('_', "-")
                        .parse::<unic_langid::LanguageIdentifier>()
                        .map(|id| format!(" (`{id}.ftl`)"))
                        .unwrap_or_default();
                    return Err(Error::file(
                        &path,
                        format!(
                            "`{lang}` is not a language tag as browsers read it: name the catalog by its tag, written the standard way{canonical}"
                        ),
                    ));
                }
                let text = crate::inside::read_text(root, &path)?;
                Catalog::parse(lang, &path, &text)
            })
            .collect::<Result<Vec<_>>>()?;
        let catalogs = Catalogs(catalogs);
        catalogs.check_keys()?;
        catalogs.check_used(root)?;
        Ok(catalogs)
    }

    /// The default language's catalog.
    pub fn default(&self) -> &Catalog {
        &self.0[0]
    }

    /// Every catalog has the default one's keys, and no other.
    fn check_keys(&self) -> Result<()> {
        let reference = self.default();
        for catalog in &self.0[1..] {
            for (key, _) in &reference.keys {
                if !catalog.has(key) {
                    return Err(Error::file(
                        &catalog.path,
                        format!(
                            "the message `{key}` is missing: {} has it; translate it here",
                            reference.path
                        ),
                    ));
                }
            }
            for (key, line) in &catalog.keys {
                if !reference.has(key) {
                    return Err(Error::at(
                        &catalog.path,
                        *line,
                        1,
                        format!(
                            "the message `{key}` is not in {}: add it there or remove it here",
                            reference.path
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Every key used by a template or a page script is in the default catalog.
    fn check_used(&self, root: &Path) -> Result<()> {
        let reference = self.default();
        let script_keys_set: std::collections::HashSet<&str> = reference
            .script
            .iter()
            .map(|(key, _)| key.as_str())
            .collect();
        for (dir, ext) in [("templates", ".html"), ("templates/js", ".js")] {
            let Ok(entries) = fs::read_dir(root.join(dir)) else {
                continue;
            };
            let mut names: Vec<String> = entries
                .flatten()
                .filter_map(|e| e.file_name().into_string().ok())
                .filter(|name| name.ends_with(ext))
                .collect();
            names.sort();
            for name in names {
                let path = format!("{dir}/{name}");
                let text = crate::inside::read_text(root, &path)?;
                let used = if ext == ".js" {
                    script_keys(&name, &text)?
                } else {
                    used_keys(
                        &text,
                        &[
                            "t(\"",
                            "tn(\"",
                            "tnn(\"",
                            "t_with(\"",
                            "t_markup(\"",
                            "t_with_markup(\"",
                        ],
                    )
                    .into_iter()
                    .map(|(line, col, key)| (line, col, MessageUse::Key(key)))
                    .collect()
                };
                for (line, col, use_) in used {
                    // A page script sees only the messages of the scripts' section.
                    let known = if ext == ".js" {
                        match &use_ {
                            MessageUse::Key(key) => script_keys_set.contains(key.as_str()),
                            MessageUse::Prefix(_) => {
                                reference.script.iter().any(|(key, _)| use_.covers(key))
                            }
                        }
                    } else {
                        reference.has(match &use_ {
                            MessageUse::Key(key) | MessageUse::Prefix(key) => key,
                        })
                    };
                    if !known {
                        let key = match &use_ {
                            MessageUse::Key(key) => key.clone(),
                            MessageUse::Prefix(start) => format!("{start}…"),
                        };
                        return Err(Error::at(
                            &path,
                            line,
                            col,
                            format!(
                                "no message `{key}` in {}{}: add it to every catalog",
                                reference.path,
                                if ext == ".js" {
                                    " (section `## page scripts`)"
                                } else {
                                    ""
                                }
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// The catalog of `lang`.
    pub fn get(&self, lang: &str) -> Option<&Catalog> {
        self.0.iter().find(|c| c.lang == lang)
    }
}

/// How deep `{ … }` placeables may nest in a message (the Fluent parser and formatter recurse
/// into them); a message needs two or three.
const MAX_PLACEABLE_NESTING: usize = 8;

/// The byte offset of the first `{` that opens a placeable deeper than
/// [`MAX_PLACEABLE_NESTING`] (braces inside string literals do not count).
fn too_deep(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut line_start = true;
    let mut in_comment = false;
    for (at, c) in text.char_indices() {
        // A comment line (`#`, `##`, `###`) is not read for placeables.
        if line_start && depth == 0 {
            in_comment = c == '#';
        }
        line_start = c == '\n';
        if in_comment {
            continue;
        }
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' | '\n' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '{' => {
                depth += 1;
                if depth > MAX_PLACEABLE_NESTING {
                    return Some(at);
                }
            }
            '}' => depth = depth.saturating_sub(1),
            '"' if depth > 0 => in_string = true,
            _ => {}
        }
    }
    None
}

/// The messages whose key `keep` accepts, as one JSON object.
fn messages_json(messages: &[(String, String)], keep: impl Fn(&str) -> bool) -> String {
    let entries: Vec<String> = messages
        .iter()
        .filter(|(key, _)| keep(key))
        .map(|(key, json)| format!("{}:{json}", string(key)))
        .collect();
    format!("{{{}}}", entries.join(","))
}

/// The keys (or key families) a page module's `t(…)` calls ask for: `(line, col, use)`.
fn script_keys(name: &str, text: &str) -> Result<Vec<(usize, usize, MessageUse)>> {
    let module = crate::assets::module_syntax::read(name, text).map_err(Error::other)?;
    Ok(module
        .messages
        .into_iter()
        .map(|(use_, line, col)| (line, col, use_))
        .collect())
}

/// The keys a file passes to the message functions `calls` (`t("`): `(line, col, key)`.
fn used_keys(text: &str, calls: &[&str]) -> Vec<(usize, usize, String)> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        for call in calls {
            for (at, _) in line.match_indices(call) {
                let before = line[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
                    continue; // `get(`, `set(`, `alt(`…
                }
                let quote = call.chars().last().unwrap_or('"');
                let rest = &line[at + call.len()..];
                if let Some(end) = rest.find(quote) {
                    let key = &rest[..end];
                    if !key.is_empty()
                        && key
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                    {
                        found.push((number + 1, at + call.len() + 1, key.to_string()));
                    }
                }
            }
        }
    }
    found
}

/// `(line, col)` of a byte offset.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

impl Catalog {
    /// Reads one catalog.
    pub fn parse(lang: &str, path: &str, text: &str) -> Result<Catalog> {
        let syntax_error = |pos: usize, message: String| {
            let (line, col) = line_col(text, pos);
            Error::at(path, line, col, message)
        };
        if let Some(at) = too_deep(text) {
            return Err(syntax_error(
                at,
                format!("placeables nested more than {MAX_PLACEABLE_NESTING} deep: nest less"),
            ));
        }
        let ast = fluent_syntax::parser::parse(text).map_err(|(_, errors)| {
            let e = &errors[0];
            syntax_error(e.pos.start, format!("not Fluent: {e}"))
        })?;
        let mut keys = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut script = Vec::new();
        let mut in_script_section = false;
        let mut offset = 0;
        // Lines counted as the messages are met, in order (not from the start each time).
        let mut line = 1;
        for entry in &ast.body {
            match entry {
                ast::Entry::GroupComment(comment) => {
                    let title = comment.content.join(" ");
                    in_script_section = title.trim() == SCRIPT_SECTION;
                }
                ast::Entry::Message(message) => {
                    let name = message.id.name;
                    let at = text[offset..]
                        .find(&format!("{name} ="))
                        .or_else(|| text[offset..].find(name))
                        .map_or(offset, |i| offset + i);
                    line += text[offset..at].matches('\n').count();
                    offset = at;
                    if !seen.insert(name) {
                        return Err(Error::at(
                            path,
                            line,
                            1,
                            format!("`{name}` is defined twice"),
                        ));
                    }
                    keys.push((name.to_string(), line));
                    if in_script_section {
                        let Some(value) = &message.value else {
                            return Err(Error::at(
                                path,
                                line,
                                1,
                                "a page script's message needs a value",
                            ));
                        };
                        let json = pattern_json(value, true)
                            .map_err(|e| Error::at(path, line, 1, format!("`{name}`: {e}")))?;
                        script.push((name.to_string(), json));
                    }
                }
                ast::Entry::Junk { content } => {
                    let at = text.find(content).unwrap_or(0);
                    return Err(syntax_error(at, "not Fluent".to_string()));
                }
                _ => {}
            }
        }
        let resource = FluentResource::try_new(text.to_string()).map_err(|(_, errors)| {
            syntax_error(errors[0].pos.start, format!("not Fluent: {}", errors[0]))
        })?;
        let langid = lang
            .parse()
            .map_err(|_| Error::file(path, format!("`{lang}` is not a language code")))?;
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        bundle
            .add_resource(resource)
            .map_err(|errors| Error::file(path, format!("{:?}", errors[0])))?;
        Ok(Catalog {
            lang: lang.to_string(),
            path: path.to_string(),
            bundle,
            keys,
            script,
        })
    }

    /// Every page scripts' message as JSON (see the module's documentation); the pages carry
    /// only what they use ([`Catalog::script_json_for`]).
    #[cfg(test)]
    pub fn script_json(&self) -> String {
        messages_json(&self.script, |_| true)
    }

    /// The page scripts' messages that a page's code asks for (`uses`, read from its modules'
    /// `t(…)` calls), as JSON. A page carries only those: every page's weight is bounded (see
    /// `site::size_limit`).
    pub fn script_json_for(&self, uses: &[MessageUse]) -> String {
        messages_json(&self.script, |key| uses.iter().any(|use_| use_.covers(key)))
    }

    /// Whether the catalog has the message `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// The message `key` with no arguments.
    pub fn text(&self, key: &str) -> String {
        self.format(key, &[])
    }

    /// The message `key` with numeric arguments (plurals select on them). A missing key (which
    /// [`Catalogs::load`] refuses for the templates) gives the key itself.
    pub fn format(&self, key: &str, args: &[(&str, i64)]) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, FluentValue::from(*value));
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    }

    /// The message `key` with the text `value` as `$name`.
    pub fn format_text(&self, key: &str, name: &str, value: &str) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut args = FluentArgs::new();
        args.set(name.to_string(), FluentValue::from(value.to_string()));
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned()
    }
}

/// A pattern as the page scripts read it: a string when it has no selector, else a list of parts.
fn pattern_json(pattern: &ast::Pattern<&str>, top: bool) -> std::result::Result<String, String> {
    let mut parts: Vec<String> = Vec::new();
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => text.push_str(value),
            ast::PatternElement::Placeable { expression } => match expression {
                ast::Expression::Inline(inline) => text.push_str(&inline_text(inline)?),
                ast::Expression::Select { selector, variants } => {
                    if !top {
                        return Err(
                            "a selector inside a selector is not supported in page scripts".into(),
                        );
                    }
                    let ast::InlineExpression::VariableReference { id } = selector else {
                        return Err(
                            "a page script's selector must be a variable (`{ $count -> …}`)".into(),
                        );
                    };
                    if !text.is_empty() {
                        parts.push(string(&std::mem::take(&mut text)));
                    }
                    let mut cases = Vec::new();
                    let mut other = "";
                    for variant in variants {
                        let key = match &variant.key {
                            ast::VariantKey::Identifier { name } => *name,
                            ast::VariantKey::NumberLiteral { value } => *value,
                        };
                        if variant.default {
                            other = key;
                        }
                        cases.push(format!(
                            "{}:{}",
                            string(key),
                            pattern_json(&variant.value, false)?
                        ));
                    }
                    parts.push(format!(
                        r#"{{"$":{},"cases":{{{}}},"other":{}}}"#,
                        string(id.name),
                        cases.join(","),
                        string(other)
                    ));
                }
            },
        }
    }
    if parts.is_empty() {
        return Ok(string(&text));
    }
    if !text.is_empty() {
        parts.push(string(&text));
    }
    Ok(format!("[{}]", parts.join(",")))
}

/// An inline expression as text for the page scripts: `{$name}` for a variable.
fn inline_text(inline: &ast::InlineExpression<&str>) -> std::result::Result<String, String> {
    match inline {
        ast::InlineExpression::StringLiteral { value } => Ok(unescape(value)),
        ast::InlineExpression::NumberLiteral { value } => Ok(value.to_string()),
        ast::InlineExpression::VariableReference { id } => Ok(format!("{{${}}}", id.name)),
        ast::InlineExpression::Placeable { expression } => match expression.as_ref() {
            ast::Expression::Inline(inner) => inline_text(inner),
            ast::Expression::Select { .. } => {
                Err("a nested selector is not supported in page scripts".into())
            }
        },
        _ => Err("page scripts' messages take only text, `{ $variables }` and selectors".into()),
    }
}

/// A Fluent string literal's text (`\"`, `\\` and `\u00A0` escapes undone).
fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::fixture;

    #[test]
    fn a_page_carries_only_the_script_messages_its_code_can_ask_for() {
        let text = "## page scripts\n\nside-white = White\nside-black = Black\nunused = Unused\nhint-move = Hint: { $move }.\nrefusal-game-over = the game is over\n";
        let catalog = Catalog::parse("en", "locales/en.ftl", text).unwrap();
        let code = "say(t('hint-move', { move })); t(`side-${id}`); t('refusal-' + reason);";
        let uses: Vec<MessageUse> = crate::assets::module_syntax::read("x.js", code)
            .unwrap()
            .messages
            .into_iter()
            .map(|(use_, _, _)| use_)
            .collect();
        assert_eq!(
            catalog.script_json_for(&uses),
            r#"{"side-white":"White","side-black":"Black","hint-move":"Hint: {$move}.","refusal-game-over":"the game is over"}"#
        );
        assert_eq!(catalog.script_json_for(&[]), "{}");
    }

    #[test]
    fn a_catalog_named_by_no_browser_language_tag_is_refused() {
        for (name, hint) in [
            ("en_GB", "`en-GB.ftl`"),
            ("sr_Latn", "`sr-Latn.ftl`"),
            ("EN", "`en.ftl`"),
            ("xx!", ""),
        ] {
            let file = format!("locales/{name}.ftl");
            let dir = fixture(&[("locales/en.ftl", "a = A\n"), (&file, "a = A\n")]);
            let error = Catalogs::load(dir.path()).err().unwrap().to_string();
            assert!(
                error.starts_with(&format!("{file}: `{name}` is not a language tag")),
                "{error}"
            );
            assert!(error.contains(hint), "{error}");
        }
        let dir = fixture(&[
            ("locales/en.ftl", "a = A\n"),
            ("locales/pt-BR.ftl", "a = A\n"),
        ]);
        assert!(Catalogs::load(dir.path()).is_ok());
    }

    proptest::proptest! {
        /// Any catalog text, braces nested to any depth included, is read or refused with a
        /// place: never a panic or a stack overflow.
        #[test]
        fn any_catalog_text_is_read_or_refused(
            depth in 0usize..5000,
            text in "[a-z{}$ =\n\"-]{0,200}",
        ) {
            let deep = format!("a = {}x{}\n{text}", "{".repeat(depth), "}".repeat(depth));
            let _ = Catalog::parse("en", "locales/en.ftl", &deep);
            let _ = Catalog::parse("en", "locales/en.ftl", &text);
        }
    }

    #[test]
    fn placeables_nested_too_deep_are_refused_with_their_place() {
        let deep = format!(
            "ok = fine\nbad = {}x{}\n",
            "{ ".repeat(3000),
            " }".repeat(3000)
        );
        let error = Catalog::parse("en", "locales/en.ftl", &deep)
            .err()
            .unwrap()
            .to_string();
        assert!(error.starts_with("locales/en.ftl:2:"), "{error}");
        assert!(error.contains("nested more than 8 deep"), "{error}");
        let fine = "quote = { \"{{{{{{{{{{\" } and { { $n } }\n";
        assert!(Catalog::parse("en", "locales/en.ftl", fine).is_ok());
    }

    #[test]
    fn a_key_missing_in_a_language_is_an_error_naming_the_file_and_the_key() {
        let dir = fixture(&[
            ("locales/en.ftl", "new-game = New game\nundo = Undo\n"),
            ("locales/ru.ftl", "new-game = Новая партия\n"),
        ]);
        let error = Catalogs::load(dir.path()).err().unwrap().to_string();
        assert!(error.starts_with("locales/ru.ftl: "), "{error}");
        assert!(error.contains("`undo` is missing"), "{error}");
        let dir = fixture(&[
            ("locales/en.ftl", "new-game = New game\n"),
            (
                "locales/fr.ftl",
                "new-game = Nouvelle partie\nextra = De trop\n",
            ),
        ]);
        let error = Catalogs::load(dir.path()).err().unwrap().to_string();
        assert!(error.starts_with("locales/fr.ftl:2:1: "), "{error}");
    }

    #[test]
    fn a_key_used_by_a_template_or_a_script_must_exist() {
        let dir = fixture(&[
            ("locales/en.ftl", "new-game = New game\n"),
            (
                "templates/game.html",
                "<b>{{ self.t(\"new-game\") }}</b>\n<i>{{ self.t(\"redo\") }}</i>\n",
            ),
        ]);
        let error = Catalogs::load(dir.path()).err().unwrap().to_string();
        assert!(error.starts_with("templates/game.html:2:"), "{error}");
        assert!(error.contains("`redo`"), "{error}");
        let dir = fixture(&[
            ("locales/en.ftl", "new-game = New game\n"),
            (
                "templates/js/x.js",
                "const a = get('x');\nsay(t('moves', { count }));\n",
            ),
        ]);
        let error = Catalogs::load(dir.path()).err().unwrap().to_string();
        assert!(error.starts_with("templates/js/x.js:2:"), "{error}");
    }

    #[test]
    fn plurals_are_formatted_here_and_handed_to_the_page_scripts() {
        let ru = "title = Башни\n\n## page scripts\n\nmoves = { $count ->\n    [one] { $count } ход\n    [few] { $count } хода\n   *[many] { $count } ходов\n}\nturn = Ход { $side }\n";
        let catalog = Catalog::parse("ru", "locales/ru.ftl", ru).unwrap();
        assert_eq!(catalog.format("moves", &[("count", 1)]), "1 ход");
        assert_eq!(catalog.format("moves", &[("count", 3)]), "3 хода");
        assert_eq!(catalog.format("moves", &[("count", 5)]), "5 ходов");
        assert_eq!(catalog.format("moves", &[("count", 21)]), "21 ход");
        assert_eq!(
            catalog.script_json(),
            r#"{"moves":[{"$":"count","cases":{"one":"{$count} ход","few":"{$count} хода","many":"{$count} ходов"},"other":"many"}],"turn":"Ход {$side}"}"#
        );
        assert!(
            !catalog.script_json().contains("title"),
            "only the page scripts' section"
        );
    }

    #[test]
    fn the_site_catalogs_load() {
        let catalogs = Catalogs::load(&crate::site::workspace()).unwrap();
        let langs: Vec<&str> = catalogs.0.iter().map(|c| c.lang.as_str()).collect();
        assert_eq!(langs, ["en", "fr", "ru"]);
        for catalog in &catalogs.0 {
            assert!(catalog.script_json().starts_with('{'), "{}", catalog.lang);
        }
    }
}
