//! Reads one page module (`templates/js/NAME`) with a JavaScript parser (oxc): what it imports,
//! exports and declares at the top level, the message keys its `t(…)` calls ask for, and its code
//! with the `import` declarations and `export` keywords taken out, ready to share one scope with
//! the other modules of its page (see [`super::bundle`]).
//!
//! The forms the pages use, and only those, are accepted; anything else is an error naming the
//! file and line: imports `import { a, b } from './file.js';` (no renaming, no default or
//! namespace import), exports `export function|class|const|let …` (no `export { … }`, no default,
//! no re-export), and message keys written where the build can read them: `t('key')`, a template
//! or sum with a literal beginning ending in `-` (`` t(`side-${id}`) ``: every key starting so),
//! or a choice between such (`t(king ? 'piece-king' : 'piece-man')`).

use oxc_allocator::Allocator;
use oxc_ast::ast::{
    Argument, BinaryOperator, CallExpression, Declaration, Expression, ImportDeclarationSpecifier,
    Statement,
};
use oxc_ast_visit::{walk, Visit};
use oxc_parser::Parser;
use oxc_span::{GetSpan, SourceType};

/// A message key (or family of keys) that a module's `t(…)` call can ask for.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum MessageUse {
    /// Exactly this key: `t('moves-count')`.
    Key(String),
    /// Every key that starts with this, which ends in `-`: `` t(`side-${id}`) ``.
    Prefix(String),
}

impl MessageUse {
    /// Whether the catalog key `key` is one this use can ask for.
    pub fn covers(&self, key: &str) -> bool {
        match self {
            MessageUse::Key(k) => k == key,
            MessageUse::Prefix(p) => key.starts_with(p.as_str()),
        }
    }
}

/// A module read apart.
#[derive(Debug, Default)]
pub struct ModuleSyntax {
    /// The code with its imports and `export` keywords removed.
    pub code: String,
    /// `(line, file, names)` per import declaration (`file` without its `./`).
    pub imports: Vec<(usize, String, Vec<String>)>,
    /// The names it exports.
    pub exports: Vec<String>,
    /// The names it declares at the top level, with their line.
    pub declared: Vec<(String, usize)>,
    /// The message keys of its `t(…)` calls, with `(line, column)`.
    pub messages: Vec<(MessageUse, usize, usize)>,
}

/// `(line, column)` of byte `offset` in `text`, both from 1.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |at| at + 1) + 1;
    (line, col)
}

/// Reads `source`, the module `templates/js/NAME`.
pub fn read(name: &str, source: &str) -> Result<ModuleSyntax, String> {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, source, SourceType::mjs()).parse();
    let line_of = |offset: u32| line_col(source, offset as usize).0;
    if let Some(error) = parsed.errors.first() {
        let offset = error
            .labels
            .as_ref()
            .and_then(|labels| labels.first())
            .map_or(0, |label| label.offset());
        let (line, col) = line_col(source, offset);
        return Err(format!(
            "templates/js/{name}:{line}:{col}: {}",
            error.message
        ));
    }
    let mut module = ModuleSyntax::default();
    // Byte ranges taken out of the code: import declarations, `export` keywords.
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    let import_form = |line: usize, found: &str| {
        format!(
            "templates/js/{name}:{line}: write imports as `import {{ a, b }} from './file.js';` (found `{found}`)"
        )
    };
    let export_form = |line: usize, found: &str| {
        format!(
            "templates/js/{name}:{line}: export only `function`, `class`, `const` or `let` declarations (found `{found}`)"
        )
    };
    for statement in &parsed.program.body {
        let span = statement.span();
        let text = &source[span.start as usize..span.end as usize];
        let line = line_of(span.start);
        match statement {
            Statement::ImportDeclaration(import) => {
                let specifier = import.source.value.as_str();
                let file = specifier
                    .strip_prefix("./")
                    .filter(|f| !f.contains('/') && f.ends_with(".js"))
                    .ok_or_else(|| import_form(line, text))?;
                let mut names = Vec::new();
                for spec in import.specifiers.iter().flatten() {
                    match spec {
                        ImportDeclarationSpecifier::ImportSpecifier(s)
                            if s.imported.name() == s.local.name =>
                        {
                            names.push(s.local.name.to_string());
                        }
                        _ => return Err(import_form(line, text)),
                    }
                }
                if names.is_empty() {
                    return Err(import_form(line, text));
                }
                module.imports.push((line, file.to_string(), names));
                cuts.push((span.start as usize, span.end as usize));
            }
            Statement::ExportNamedDeclaration(export) => {
                let declaration = export
                    .declaration
                    .as_ref()
                    .filter(|_| export.source.is_none())
                    .ok_or_else(|| export_form(line, text))?;
                let names = declared_names(declaration);
                if names.is_empty() {
                    return Err(export_form(line, text));
                }
                for (id, offset) in names {
                    module.exports.push(id.clone());
                    module.declared.push((id, line_of(offset)));
                }
                cuts.push((span.start as usize, declaration.span().start as usize));
            }
            Statement::ExportDefaultDeclaration(_) | Statement::ExportAllDeclaration(_) => {
                return Err(export_form(line, text));
            }
            other => {
                if let Some(declaration) = other.as_declaration() {
                    for (id, offset) in declared_names(declaration) {
                        module.declared.push((id, line_of(offset)));
                    }
                }
            }
        }
    }
    let mut finder = MessageFinder {
        source,
        uses: Vec::new(),
        dynamic: None,
    };
    finder.visit_program(&parsed.program);
    if let Some(offset) = finder.dynamic {
        let (line, col) = line_col(source, offset as usize);
        return Err(format!(
            "templates/js/{name}:{line}:{col}: the build cannot read this message key: write `t('key')`, or a key's fixed beginning up to a `-` (`t(`side-${{id}}`)`)"
        ));
    }
    module.messages = finder.uses;
    let mut at = 0;
    for (start, end) in cuts {
        module.code.push_str(&source[at..start]);
        at = end;
    }
    module.code.push_str(&source[at..]);
    Ok(module)
}

/// The names a declaration binds, with the byte offset of each.
fn declared_names(declaration: &Declaration) -> Vec<(String, u32)> {
    match declaration {
        Declaration::FunctionDeclaration(f) => {
            f.id.iter()
                .map(|id| (id.name.to_string(), id.span.start))
                .collect()
        }
        Declaration::ClassDeclaration(c) => {
            c.id.iter()
                .map(|id| (id.name.to_string(), id.span.start))
                .collect()
        }
        Declaration::VariableDeclaration(v) => v
            .declarations
            .iter()
            .flat_map(|d| d.id.get_binding_identifiers())
            .map(|id| (id.name.to_string(), id.span.start))
            .collect(),
        _ => Vec::new(),
    }
}

/// Collects the keys of every `t(…)` call, and the first one it cannot read.
struct MessageFinder<'s> {
    source: &'s str,
    uses: Vec<(MessageUse, usize, usize)>,
    dynamic: Option<u32>,
}

impl MessageFinder<'_> {
    /// The keys `expression` can be, or None when the build cannot tell.
    fn keys(expression: &Expression) -> Option<Vec<MessageUse>> {
        let family = |start: &str| {
            (start.ends_with('-') && start.len() > 1).then(|| MessageUse::Prefix(start.to_string()))
        };
        match expression {
            Expression::StringLiteral(s) => Some(vec![MessageUse::Key(s.value.to_string())]),
            Expression::TemplateLiteral(template) => {
                let first = template.quasis.first()?.value.cooked?.to_string();
                if template.expressions.is_empty() {
                    Some(vec![MessageUse::Key(first)])
                } else {
                    family(&first).map(|use_| vec![use_])
                }
            }
            Expression::BinaryExpression(sum) if sum.operator == BinaryOperator::Addition => {
                match &sum.left {
                    Expression::StringLiteral(s) => family(&s.value).map(|use_| vec![use_]),
                    _ => None,
                }
            }
            Expression::ConditionalExpression(choice) => {
                let mut both = Self::keys(&choice.consequent)?;
                both.extend(Self::keys(&choice.alternate)?);
                Some(both)
            }
            Expression::ParenthesizedExpression(inner) => Self::keys(&inner.expression),
            _ => None,
        }
    }
}

impl<'a> Visit<'a> for MessageFinder<'_> {
    fn visit_call_expression(&mut self, call: &CallExpression<'a>) {
        if matches!(&call.callee, Expression::Identifier(id) if id.name == "t") {
            let first = call.arguments.first();
            match first.and_then(Argument::as_expression).and_then(Self::keys) {
                Some(uses) => {
                    let (line, col) = line_col(self.source, call.span.start as usize);
                    self.uses
                        .extend(uses.into_iter().map(|use_| (use_, line, col)));
                }
                None => {
                    self.dynamic.get_or_insert(call.span.start);
                }
            }
        }
        walk::walk_call_expression(self, call);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imports_and_export_keywords_are_cut_and_named() {
        let source = "// A page.\nimport { a, b } from './a.js';\nexport const c = a + b, [d] = [1];\n\
            export function f() {}\nexport class G {}\nconst local = `\nimport { x } from './x.js';\n`;\n";
        let module = read("p.js", source).unwrap();
        assert_eq!(
            module.imports,
            [(
                2,
                "a.js".to_string(),
                vec!["a".to_string(), "b".to_string()]
            )]
        );
        assert_eq!(module.exports, ["c", "d", "f", "G"]);
        let declared: Vec<&str> = module.declared.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(declared, ["c", "d", "f", "G", "local"]);
        assert_eq!(module.declared[4].1, 6);
        assert!(!module.code.contains("import { a") && !module.code.contains("export"));
        assert!(module.code.contains("const c = a + b") && module.code.contains("function f() {}"));
        // An import inside a template literal is text, not an import.
        assert!(
            module.code.contains("import { x } from './x.js';"),
            "{}",
            module.code
        );
    }

    #[test]
    fn message_keys_are_read_from_the_calls() {
        let source = "t('a-b'); t(`c-${x}`); t('d-' + y); t(k ? 'e' : `f`, { n: 1 });\n\
            const s = { t: 'not-a-call' }; o.t('method-call'); at('x');\n";
        let module = read("p.js", source).unwrap();
        let uses: Vec<MessageUse> = module.messages.iter().map(|(u, _, _)| u.clone()).collect();
        assert_eq!(
            uses,
            [
                MessageUse::Key("a-b".into()),
                MessageUse::Prefix("c-".into()),
                MessageUse::Prefix("d-".into()),
                MessageUse::Key("e".into()),
                MessageUse::Key("f".into()),
            ]
        );
        assert_eq!((module.messages[1].1, module.messages[1].2), (1, 11));
        assert!(
            MessageUse::Prefix("c-".into()).covers("c-d")
                && !MessageUse::Key("a".into()).covers("ab")
        );
    }

    #[test]
    fn a_key_the_build_cannot_read_is_an_error_with_its_place() {
        for source in [
            "\n  t(key);",
            "\n  t(`${x}-y`);",
            "\n  t('nohyphen' + x);",
            "\n  t();",
        ] {
            let error = read("p.js", source).unwrap_err();
            assert!(
                error.starts_with("templates/js/p.js:2:3: the build cannot read"),
                "{error}"
            );
        }
    }

    #[test]
    fn syntax_errors_name_the_place() {
        let error = read("p.js", "const a = 1;\nconst = 2;\n").unwrap_err();
        assert!(error.starts_with("templates/js/p.js:2:"), "{error}");
    }
}
