//! Collects the ids the page templates give their own elements (`id="…"` in
//! `templates/*.html`), so that content can be refused when it would take one of them
//! (`markdown::check`).

use std::path::Path;
use std::{env, fs};

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../templates");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut ids: Vec<String> = Vec::new();
    let mut names: Vec<_> = fs::read_dir(&dir)
        .expect("the templates folder")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "html"))
        .collect();
    names.sort();
    for path in names {
        let text = fs::read_to_string(&path).expect("a template is UTF-8");
        for rest in text.split(" id=\"").skip(1) {
            let id = rest.split('"').next().unwrap_or_default();
            if !id.is_empty() && !id.contains('{') && !ids.iter().any(|known| known == id) {
                ids.push(id.to_string());
            }
        }
    }
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("template_ids.rs");
    let list: Vec<String> = ids.iter().map(|id| format!("{id:?}")).collect();
    fs::write(
        out,
        format!(
            "/// The ids of `templates/*.html` (written by `build.rs`).\npub const TEMPLATE_IDS: &[&str] = &[{}];\n",
            list.join(", ")
        ),
    )
    .expect("OUT_DIR is writable");
}
