//! The one place the HTML/CSS/JS minifier is configured.

/// Minifies a whole page, its inline CSS and JavaScript included.
pub fn page(html: &str) -> Vec<u8> {
    let mut cfg = minify_html::Cfg::new();
    cfg.minify_css = true;
    cfg.minify_js = true;
    cfg.keep_closing_tags = true;
    cfg.keep_html_and_head_opening_tags = true;
    minify_html::minify(html.as_bytes(), &cfg)
}

/// Minifies a page's bundled script (an ES module) with oxc: compressed (its safest options,
/// as minify-html uses them) and every name mangled, the top-level ones included (a module's
/// top level is private to it). The code unchanged if it does not parse (the bundler has read
/// each of its modules, so only the engine's glue could fail, and a test builds every page).
pub fn script(code: &str) -> String {
    use oxc_codegen::{Codegen, CodegenOptions};
    use oxc_minifier::{CompressOptions, MangleOptions, Minifier, MinifierOptions};
    let allocator = oxc_allocator::Allocator::default();
    let parsed = oxc_parser::Parser::new(&allocator, code, oxc_span::SourceType::mjs()).parse();
    if !parsed.errors.is_empty() {
        return code.to_string();
    }
    let mut program = parsed.program;
    let minified = Minifier::new(MinifierOptions {
        mangle: Some(MangleOptions {
            top_level: true,
            ..MangleOptions::default()
        }),
        compress: Some(CompressOptions::safest()),
    })
    .minify(&allocator, &mut program);
    Codegen::new()
        .with_options(CodegenOptions::minify())
        .with_scoping(minified.scoping)
        .with_private_member_mappings(minified.class_private_mappings)
        .build(&program)
        .code
}

#[cfg(test)]
mod tests {
    /// minify-html silently leaves a script as it was when its JS parser fails: make sure our
    /// kind of script (a module with classes and `export`) really shrinks.
    #[test]
    fn module_scripts_are_minified() {
        let html = "<!doctype html><html><head></head><body><script type=module>\n\
            export class Board {\n  constructor(cells) {\n    this.cells = cells;\n  }\n}\n\
            const longName = new Board([]);\nconsole.log(longName);\n</script></body></html>";
        let out = String::from_utf8(super::page(html)).unwrap();
        assert!(out.len() < html.len() - 20, "not minified: {out}");
        assert!(out.contains("class Board"), "{out}");
    }

    #[test]
    fn a_module_alone_is_minified() {
        let code =
            "export class Board {\n  constructor(cells) {\n    this.cells = cells;\n  }\n}\n\
            const longName = await Promise.resolve(new Board([]));\nconsole.log(longName);\n";
        let out = super::script(code);
        assert!(out.len() < code.len() - 20, "not minified: {out}");
        assert!(out.contains("await") && !out.contains("<script"), "{out}");
        // Names are mangled, the top-level ones too.
        assert!(
            !out.contains("longName") && out.contains("this.cells"),
            "{out}"
        );
    }
}
