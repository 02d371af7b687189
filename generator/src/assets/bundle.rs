//! Bundles the page scripts: every file under `templates/js/` is an ES module; starting from a
//! page's entry file, the imports are followed, the files ordered so that each comes after the
//! files it imports, the `import` lines dropped and the `export` keywords stripped, and the
//! result joined into the one inline `<script type="module">` of the page.
//!
//! Only the forms the templates use are understood, each on one line at the start of a line:
//! `import { a, b } from './file.js';` and `export function|async function|class|const|let NAME`.
//! Anything else starting with `import`/`export` is an error naming the file and line, as are a
//! missing file, an imported name the file does not export, an import cycle and a top-level name
//! declared by two files of one bundle (they share one scope once bundled).

use std::collections::{BTreeMap, HashMap};

/// One module of a bundle: its file name and its code with `import`/`export` removed.
#[derive(Debug, Clone, PartialEq)]
pub struct Module {
    pub name: String,
    pub code: String,
}

/// A module's source read apart: what it imports, exports and declares at the top level.
struct Parsed {
    code: String,
    /// `(line, file, names)` per import.
    imports: Vec<(usize, String, Vec<String>)>,
    exports: Vec<String>,
    /// Names declared at the top level (at the start of a line), with their line.
    declared: Vec<(String, usize)>,
}

/// A module the generator provides itself (not a file): its name and the names it exports.
pub struct External<'a> {
    pub name: &'a str,
    pub exports: &'a [&'a str],
}

const DECLARATIONS: [&str; 5] = ["function ", "async function ", "class ", "const ", "let "];

/// The identifier at the start of `text`.
fn identifier(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
        .unwrap_or(text.len());
    &text[..end]
}

/// `import { a, b } from './x.js';` → `("x.js", [a, b])`, or None when the line is another form.
fn import_line(line: &str) -> Option<(String, Vec<String>)> {
    let rest = line.strip_prefix("import")?.trim_start();
    let rest = rest.strip_prefix('{')?;
    let (names, rest) = rest.split_once('}')?;
    let rest = rest.trim_start().strip_prefix("from")?.trim();
    let rest = rest.strip_suffix(';').unwrap_or(rest).trim_end();
    let quote = rest.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let specifier = rest.strip_prefix(quote)?.strip_suffix(quote)?;
    let file = specifier.strip_prefix("./")?;
    if file.contains('/') || !file.ends_with(".js") {
        return None;
    }
    let names: Vec<String> = names
        .split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect();
    if names.is_empty() || names.iter().any(|n| identifier(n) != n) {
        return None;
    }
    Some((file.to_string(), names))
}

/// Whether `line` is only a comment: `// …`, or a block comment that starts it and either ends
/// it or goes on to later lines.
fn is_comment_line(line: &str) -> bool {
    let trimmed = line.trim_start();
    if trimmed.starts_with("//") {
        return true;
    }
    let Some(rest) = trimmed.strip_prefix("/*") else {
        return false;
    };
    match rest.find("*/") {
        Some(end) => rest[end + 2..].trim().is_empty(),
        None => true,
    }
}

/// How many backticks in `line` open or close a template literal (not escaped ones).
fn unescaped_backticks(line: &str) -> usize {
    let bytes = line.as_bytes();
    (0..bytes.len())
        .filter(|&i| bytes[i] == b'`' && (i == 0 || bytes[i - 1] != b'\\'))
        .count()
}

fn parse(name: &str, source: &str) -> Result<Parsed, String> {
    let mut parsed = Parsed {
        code: String::with_capacity(source.len()),
        imports: Vec::new(),
        exports: Vec::new(),
        declared: Vec::new(),
    };
    let mut in_template = false;
    let mut in_comment = false;
    for (index, line) in source.lines().enumerate() {
        let line_no = index + 1;
        if !in_template && (in_comment || is_comment_line(line)) {
            // Whole-line comments are for the reader of the source, not for the page (the
            // minifier keeps them); a block comment runs to the line holding its `*/`.
            let trimmed = line.trim_start();
            in_comment = if in_comment {
                !line.contains("*/")
            } else {
                trimmed.starts_with("/*") && !trimmed[2..].contains("*/")
            };
            parsed.code.push('\n');
            continue;
        }
        if unescaped_backticks(line) % 2 == 1 {
            in_template = !in_template;
        }
        let mut kept = line;
        if line.starts_with("import ") || line.starts_with("import{") {
            let (file, names) = import_line(line).ok_or_else(|| {
                format!(
                    "templates/js/{name}:{line_no}: write imports as `import {{ a, b }} from './file.js';` on one line (found `{line}`)"
                )
            })?;
            parsed.imports.push((line_no, file, names));
            parsed.code.push('\n');
            continue;
        }
        if let Some(rest) = line.strip_prefix("export ") {
            let declared = DECLARATIONS
                .iter()
                .find_map(|keyword| rest.strip_prefix(keyword))
                .map(identifier)
                .filter(|id| !id.is_empty())
                .ok_or_else(|| {
                    format!(
                        "templates/js/{name}:{line_no}: export only `function`, `async function`, `class`, `const` or `let` declarations of one name (found `{line}`)"
                    )
                })?;
            parsed.exports.push(declared.to_string());
            kept = rest;
        } else if line.starts_with("export{") || line == "export" {
            return Err(format!(
                "templates/js/{name}:{line_no}: export only `function`, `async function`, `class`, `const` or `let` declarations of one name (found `{line}`)"
            ));
        }
        if let Some(id) = DECLARATIONS
            .iter()
            .find_map(|keyword| kept.strip_prefix(keyword))
            .map(identifier)
            .filter(|id| !id.is_empty())
        {
            parsed.declared.push((id.to_string(), line_no));
        }
        parsed.code.push_str(kept);
        parsed.code.push('\n');
    }
    Ok(parsed)
}

/// Bundles the modules reachable from `entry`, dependencies first. `read(name)` returns the
/// source of `templates/js/NAME` (or an error naming it); `externals` are modules provided by
/// the generator: they appear in the result with empty code, for the caller to fill in.
pub fn bundle(
    entry: &str,
    externals: &[External],
    read: &mut dyn FnMut(&str) -> Result<String, String>,
) -> Result<Vec<Module>, String> {
    let mut state = Walk {
        externals,
        read,
        parsed: HashMap::new(),
        order: Vec::new(),
        path: Vec::new(),
    };
    state.visit(entry, None)?;
    let Walk { order, parsed, .. } = state;
    let mut owners: BTreeMap<&str, (&str, usize)> = BTreeMap::new();
    for name in &order {
        if let Some(module) = parsed.get(name.as_str()) {
            for (id, line) in &module.declared {
                if let Some((other, other_line)) = owners.insert(id, (name, *line)) {
                    return Err(format!(
                        "templates/js/{name}:{line}: `{id}` is also declared in templates/js/{other}:{other_line}; bundled pages share one scope: rename one"
                    ));
                }
            }
        }
    }
    Ok(order
        .iter()
        .map(|name| Module {
            name: name.clone(),
            code: parsed
                .get(name.as_str())
                .map(|p| p.code.clone())
                .unwrap_or_default(),
        })
        .collect())
}

struct Walk<'a, 'r> {
    externals: &'a [External<'a>],
    read: &'r mut dyn FnMut(&str) -> Result<String, String>,
    parsed: HashMap<String, Parsed>,
    /// Finished modules, dependencies first.
    order: Vec<String>,
    /// The modules being visited, entry first (for cycles).
    path: Vec<String>,
}

impl Walk<'_, '_> {
    /// Visits `name`, imported by `from` (`(file, line)`), and returns what it exports.
    fn visit(&mut self, name: &str, from: Option<(&str, usize)>) -> Result<Vec<String>, String> {
        if let Some(external) = self.externals.iter().find(|e| e.name == name) {
            if !self.order.iter().any(|n| n == name) {
                self.order.push(name.to_string());
            }
            return Ok(external.exports.iter().map(|e| e.to_string()).collect());
        }
        if let Some(start) = self.path.iter().position(|n| n == name) {
            let mut cycle: Vec<&str> = self.path[start..].iter().map(String::as_str).collect();
            cycle.push(name);
            let (file, line) = from.unwrap_or((name, 0));
            return Err(format!(
                "templates/js/{file}:{line}: import cycle {}: a module cannot import, even indirectly, a module that imports it",
                cycle.join(" → ")
            ));
        }
        if let Some(done) = self.parsed.get(name) {
            return Ok(done.exports.clone());
        }
        let source = (self.read)(name).map_err(|e| match from {
            Some((file, line)) => {
                format!("templates/js/{file}:{line}: cannot import ./{name}: {e}")
            }
            None => e,
        })?;
        let parsed = parse(name, &source)?;
        self.path.push(name.to_string());
        for (line, file, names) in &parsed.imports {
            let exports = self.visit(file, Some((name, *line)))?;
            if let Some(missing) = names.iter().find(|n| !exports.contains(n)) {
                return Err(format!(
                    "templates/js/{name}:{line}: imports `{missing}` from ./{file}, which does not export it"
                ));
            }
        }
        self.path.pop();
        let exports = parsed.exports.clone();
        self.parsed.insert(name.to_string(), parsed);
        self.order.push(name.to_string());
        Ok(exports)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files<'a>(
        list: &'a [(&'a str, &'a str)],
    ) -> impl FnMut(&str) -> Result<String, String> + 'a {
        move |name: &str| {
            list.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, text)| text.to_string())
                .ok_or_else(|| format!("templates/js/{name}: No such file or directory"))
        }
    }

    fn names(modules: &[Module]) -> Vec<&str> {
        modules.iter().map(|m| m.name.as_str()).collect()
    }

    #[test]
    fn modules_come_after_what_they_import() {
        let sources = [
            (
                "page.js",
                "import { View } from './view.js';\nimport { store } from \"./storage.js\";\nnew View(store);\n",
            ),
            (
                "view.js",
                "import { store } from './storage.js';\nexport class View {}\nconst local = 1;\n",
            ),
            ("storage.js", "export const store = {};\nexport function unused() {}\n"),
        ];
        let modules = bundle("page.js", &[], &mut files(&sources)).unwrap();
        assert_eq!(names(&modules), ["storage.js", "view.js", "page.js"]);
        assert_eq!(modules[0].code, "const store = {};\nfunction unused() {}\n");
        assert_eq!(modules[1].code, "\nclass View {}\nconst local = 1;\n");
        assert_eq!(modules[2].code, "\n\nnew View(store);\n");
    }

    #[test]
    fn an_external_module_is_placed_where_it_is_first_needed() {
        let sources = [
            (
                "page.js",
                "import { start } from './engine.js';\nstart();\n",
            ),
            (
                "engine.js",
                "import { glue } from './glue.js';\nexport function start() { glue(); }\n",
            ),
        ];
        let externals = [External {
            name: "glue.js",
            exports: &["glue"],
        }];
        let modules = bundle("page.js", &externals, &mut files(&sources)).unwrap();
        assert_eq!(names(&modules), ["glue.js", "engine.js", "page.js"]);
        assert_eq!(modules[0].code, "");
    }

    #[test]
    fn a_cycle_is_an_error_naming_it() {
        let sources = [
            ("page.js", "import { a } from './a.js';\n"),
            ("a.js", "import { b } from './b.js';\nexport const a = 1;\n"),
            (
                "b.js",
                "\nimport { a } from './a.js';\nexport const b = 2;\n",
            ),
        ];
        let err = bundle("page.js", &[], &mut files(&sources)).unwrap_err();
        assert_eq!(
            err,
            "templates/js/b.js:2: import cycle a.js → b.js → a.js: a module cannot import, even indirectly, a module that imports it"
        );
    }

    #[test]
    fn a_missing_file_or_name_is_an_error_naming_the_importer() {
        let sources = [("page.js", "// Page.\nimport { a } from './gone.js';\n")];
        let err = bundle("page.js", &[], &mut files(&sources)).unwrap_err();
        assert_eq!(
            err,
            "templates/js/page.js:2: cannot import ./gone.js: templates/js/gone.js: No such file or directory"
        );
        let sources = [
            ("page.js", "import { a, c } from './a.js';\n"),
            ("a.js", "export const a = 1;\nconst c = 2;\n"),
        ];
        let err = bundle("page.js", &[], &mut files(&sources)).unwrap_err();
        assert_eq!(
            err,
            "templates/js/page.js:1: imports `c` from ./a.js, which does not export it"
        );
        let err = bundle("nothing.js", &[], &mut files(&sources)).unwrap_err();
        assert_eq!(err, "templates/js/nothing.js: No such file or directory");
    }

    #[test]
    fn unsupported_forms_are_errors_with_the_line() {
        for (source, expected) in [
            (
                "import * as a from './a.js';",
                "templates/js/page.js:1: write imports as `import { a, b } from './file.js';` on one line (found `import * as a from './a.js';`)",
            ),
            (
                "import { a as b } from './a.js';",
                "templates/js/page.js:1: write imports as `import { a, b } from './file.js';` on one line (found `import { a as b } from './a.js';`)",
            ),
            (
                "import { a } from '../a.js';",
                "templates/js/page.js:1: write imports as `import { a, b } from './file.js';` on one line (found `import { a } from '../a.js';`)",
            ),
            (
                "export default 3;",
                "templates/js/page.js:1: export only `function`, `async function`, `class`, `const` or `let` declarations of one name (found `export default 3;`)",
            ),
            (
                "export { a };",
                "templates/js/page.js:1: export only `function`, `async function`, `class`, `const` or `let` declarations of one name (found `export { a };`)",
            ),
        ] {
            let sources = [("page.js", source)];
            assert_eq!(
                bundle("page.js", &[], &mut files(&sources)).unwrap_err(),
                expected
            );
        }
    }

    #[test]
    fn two_modules_declaring_one_name_is_an_error() {
        let sources = [
            (
                "page.js",
                "import { a } from './a.js';\nconst byId = 1;\nexport async function go() {}\n",
            ),
            ("a.js", "export const a = 1;\nconst byId = 2;\n"),
        ];
        let err = bundle("page.js", &[], &mut files(&sources)).unwrap_err();
        assert_eq!(
            err,
            "templates/js/page.js:2: `byId` is also declared in templates/js/a.js:2; bundled pages share one scope: rename one"
        );
    }

    #[test]
    fn comment_lines_are_dropped_but_not_inside_template_literals() {
        let source = "// about the file\n/** A doc\n * comment. */\nconst a = 1; // kept\n\
            const t = `\n// inside a template\n`;\n  /* one line */\nconst b = `x`;\n";
        let parsed = super::parse("x.js", source).unwrap();
        assert!(!parsed.code.contains("about the file"), "{}", parsed.code);
        assert!(!parsed.code.contains("A doc") && !parsed.code.contains("one line"));
        assert!(
            parsed.code.contains("// inside a template"),
            "{}",
            parsed.code
        );
        assert!(parsed.code.contains("const a = 1; // kept") && parsed.code.contains("const b"));
        assert_eq!(parsed.code.lines().count(), source.lines().count());
    }
}
