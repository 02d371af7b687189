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

/// Minifies a module's code (with the same JS minifier, run on it as the content of a
/// `<script type=module>`); the code unchanged if the minifier gives back no such element.
pub fn script(code: &str) -> String {
    let mut cfg = minify_html::Cfg::new();
    cfg.minify_js = true;
    cfg.keep_closing_tags = true;
    let wrapped = format!("<script type=module>{code}</script>");
    let out = String::from_utf8(minify_html::minify(wrapped.as_bytes(), &cfg)).unwrap_or_default();
    out.strip_prefix("<script type=module>")
        .and_then(|rest| rest.strip_suffix("</script>"))
        .map(str::to_string)
        .unwrap_or_else(|| code.to_string())
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
    }
}
