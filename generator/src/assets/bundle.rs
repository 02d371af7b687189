//! Bundles the page scripts: every file under `templates/js/` is an ES module; starting from a
//! page's entry file, the imports are followed, the files ordered so that each comes after the
//! files it imports, and each module's code, read by a JavaScript parser
//! ([`super::module_syntax`]) with its imports and `export` keywords taken out, joined into the
//! one inline `<script type="module">` of the page.
//!
//! A missing file, an imported name the file does not export, an import cycle and a top-level
//! name declared by two files of one bundle (they share one scope once bundled) are errors naming
//! the file and line, as is any module form the pages do not use (see [`super::module_syntax`]).

pub use super::module_syntax::MessageUse;
use super::module_syntax::{self, ModuleSyntax};
use std::collections::{BTreeMap, HashMap};

/// One module of a bundle: its file name, its code with `import`/`export` removed, and the
/// message keys its code asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct Module {
    pub name: String,
    pub code: String,
    pub messages: Vec<MessageUse>,
}

/// A module the generator provides itself (not a file): its name and the names it exports.
pub struct External<'a> {
    pub name: &'a str,
    pub exports: &'a [&'a str],
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
        .map(|name| {
            let module = parsed.get(name.as_str());
            Module {
                name: name.clone(),
                code: module.map(|m| m.code.clone()).unwrap_or_default(),
                messages: module
                    .map(|m| m.messages.iter().map(|(use_, _, _)| use_.clone()).collect())
                    .unwrap_or_default(),
            }
        })
        .collect())
}

struct Walk<'a, 'r> {
    externals: &'a [External<'a>],
    read: &'r mut dyn FnMut(&str) -> Result<String, String>,
    parsed: HashMap<String, ModuleSyntax>,
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
        let parsed = module_syntax::read(name, &source)?;
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
        assert!(modules.iter().all(|m| m.messages.is_empty()));
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
                "templates/js/page.js:1: write imports as `import { a, b } from './file.js';` (found `import * as a from './a.js';`)",
            ),
            (
                "\nimport { a as b } from './a.js';",
                "templates/js/page.js:2: write imports as `import { a, b } from './file.js';` (found `import { a as b } from './a.js';`)",
            ),
            (
                "import { a } from '../a.js';",
                "templates/js/page.js:1: write imports as `import { a, b } from './file.js';` (found `import { a } from '../a.js';`)",
            ),
            (
                "export default 3;",
                "templates/js/page.js:1: export only `function`, `class`, `const` or `let` declarations (found `export default 3;`)",
            ),
            (
                "const a = 1;\nexport { a };",
                "templates/js/page.js:2: export only `function`, `class`, `const` or `let` declarations (found `export { a };`)",
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
}
