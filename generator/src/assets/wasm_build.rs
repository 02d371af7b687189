//! Compiles the engine to WebAssembly and runs wasm-bindgen on it, as a library pinned to the
//! engine's wasm-bindgen version, so nothing but cargo and rustup is needed.
//!
//! The nested `cargo build` uses its own profile (`wasm-release`) and its own target directory,
//! so it never waits on the lock of the cargo that runs the generator. Its output (after
//! wasm-bindgen) is kept in `target/wasm/cache/`, named by a hash of the features and of every
//! input of the engine's build (its sources, the manifests, the lock file, the toolchain file):
//! a build in which none of them changed takes the engine from there without running cargo,
//! which would otherwise link the engine again each time the features change (three kinds of
//! page, three feature sets, one target directory: about 7 s each).
//!
//! The page gets the wasm gzip-compressed ([`compress`]) and the glue as the body of one
//! function ([`glue_module`]), whose source text a worker can run too.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The engine as the page loads it: wasm-bindgen's `--target web` glue and the wasm bytes.
pub struct EngineBuild {
    /// The ES module glue (exports `initSync` and `EngineGame`).
    pub glue: String,
    /// The processed wasm module.
    pub wasm: Vec<u8>,
    /// The wasm as the page carries it: [`compress_smallest`].
    pub packed: Vec<u8>,
}

const TARGET: &str = "wasm32-unknown-unknown";

/// The engine is compiled for the pages with WebAssembly's 128-bit SIMD, which every current
/// browser runs (Chrome and Edge since 91, Firefox since 89, Safari since 16.4): the compiler
/// then sums the learned networks' hidden units eight at a time, as it does natively, and the
/// page searches the same trees 10–15% faster (README, "The engine's command line").
const SIMD: &str = "target.wasm32-unknown-unknown.rustflags=['-C','target-feature=+simd128']";

/// Builds the engine for the pages with the engine's cargo `features` (and none of its
/// defaults: a page carries only what it uses).
pub fn build(features: &[&str]) -> Result<EngineBuild, String> {
    let root = workspace();
    let features = features.join(",");
    let cache = root.join("target").join("wasm").join("cache");
    // `draughts+search-0123…`: one engine a feature set, the older ones removed on writing.
    let prefix = format!("{}-", features.replace(',', "+"));
    let key = format!("{prefix}{:016x}", inputs_hash(&root, &features));
    let (cached_wasm, cached_packed, cached_glue) = (
        cache.join(format!("{key}.wasm")),
        cache.join(format!("{key}.wasm.gz")),
        cache.join(format!("{key}.js")),
    );
    if let (Ok(wasm), Ok(packed), Ok(glue)) = (
        std::fs::read(&cached_wasm),
        std::fs::read(&cached_packed),
        std::fs::read_to_string(&cached_glue),
    ) {
        crate::report::line(format_args!(
            "Engine for the pages (features: {features}) unchanged: taken from target/wasm/cache"
        ));
        return Ok(EngineBuild { glue, wasm, packed });
    }
    let build = compile(&root, &features)?;
    // The cache is an optimisation: a failure to write it costs the next build time, no more.
    for old in std::fs::read_dir(&cache).into_iter().flatten().flatten() {
        if old.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = std::fs::remove_file(old.path());
        }
    }
    let _ = std::fs::create_dir_all(&cache)
        .and_then(|()| write_atomically(&cached_wasm, &build.wasm))
        .and_then(|()| write_atomically(&cached_packed, &build.packed))
        .and_then(|()| write_atomically(&cached_glue, build.glue.as_bytes()));
    Ok(build)
}

/// Writes `bytes` to `path` through a temporary file renamed over it.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let temporary = path.with_extension("tmp");
    std::fs::write(&temporary, bytes)?;
    std::fs::rename(&temporary, path)
}

/// A hash of `features` and of every file the engine's wasm build reads: `engine/` (but its
/// tests), the workspace manifest, the lock file and the toolchain file.
fn inputs_hash(root: &Path, features: &str) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut files = Vec::new();
    collect_files(&root.join("engine"), &mut files);
    for name in ["Cargo.toml", "Cargo.lock", "rust-toolchain.toml"] {
        files.push(root.join(name));
    }
    files.sort();
    // (DefaultHasher::new() has fixed keys: the same inputs give the same name every build.)
    let mut hasher = DefaultHasher::new();
    features.hash(&mut hasher);
    SIMD.hash(&mut hasher);
    for file in files {
        file.strip_prefix(root).unwrap_or(&file).hash(&mut hasher);
        std::fs::read(&file).unwrap_or_default().hash(&mut hasher);
    }
    hasher.finish()
}

/// Every file under `dir`, except its `tests/` folders (not part of the library's build).
fn collect_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            if path.file_name().is_some_and(|name| name != "tests") {
                collect_files(&path, files);
            }
        } else if kind.is_file() {
            files.push(path);
        }
    }
}

/// Where [`write_types`] puts the declarations, under the workspace: the page's
/// `engine-glue.js` module (`engineGlue()`, see [`glue_module`]) and, beside it, the API it
/// returns (`engine-api.d.ts`, wasm-bindgen's own declarations).
pub const TYPES_PATH: &str = "target/wasm/types/engine-glue.d.ts";

/// The declaration of the page's glue module: one function returning the engine's exports.
const GLUE_DECLARATION: &str = "/** The page's engine-glue.js: wasm-bindgen's glue inside one function (generator/src/assets/wasm_build.rs). */\n\
export function engineGlue(): typeof import('./engine-api.js');\n";

/// Writes wasm-bindgen's TypeScript declarations of the whole page API (every feature: the union
/// of what the kinds of page carry) to [`TYPES_PATH`], from a quick unoptimised build; returns
/// the path. The page code is type-checked against them (`tests/browser/tsconfig.json`), so a
/// method the engine no longer exports, or one called with the wrong arguments, fails the tests.
pub fn write_types() -> Result<PathBuf, String> {
    let root = workspace();
    let target_dir = root.join("target").join("wasm-types");
    cargo_build_engine(&root, &target_dir, &[])?;
    let input = target_dir.join(TARGET).join("debug").join("engine.wasm");
    let mut bindgen = wasm_bindgen_cli_support::Bindgen::new();
    bindgen
        .input_path(&input)
        .typescript(true)
        .omit_default_module_path(true)
        .web(true)
        .map_err(|e| format!("wasm-bindgen: {e}"))?;
    let output = bindgen
        .generate_output()
        .map_err(|e| format!("wasm-bindgen on {}: {e}", input.display()))?;
    let path = root.join(TYPES_PATH);
    let folder = path.parent().unwrap_or(&root);
    std::fs::create_dir_all(folder).map_err(|e| e.to_string())?;
    std::fs::write(
        folder.join("engine-api.d.ts"),
        output.ts().unwrap_or_default(),
    )
    .map_err(|e| e.to_string())?;
    std::fs::write(&path, GLUE_DECLARATION).map_err(|e| e.to_string())?;
    Ok(path)
}

/// Builds the engine's library for wasm into `target_dir` with the cargo arguments `extra`
/// (installing the wasm target first if it is missing), outside the running cargo's settings.
fn cargo_build_engine(root: &Path, target_dir: &Path, extra: &[&str]) -> Result<(), String> {
    ensure_target()?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root)
        .args([
            "build", "--quiet", "--lib", "-p", "engine", "--target", TARGET,
        ])
        .args(extra)
        .args(["--config", SIMD])
        .arg("--target-dir")
        .arg(target_dir)
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_TARGET_DIR")
        .status()
        .map_err(|e| format!("could not run cargo: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err("compiling the engine to wasm failed (see cargo's messages above)".into())
    }
}

/// Runs cargo and wasm-bindgen for `features`.
fn compile(root: &Path, features: &str) -> Result<EngineBuild, String> {
    crate::report::line(format_args!(
        "Compiling engine to wasm (features: {features})…"
    ));
    let target_dir = root.join("target").join("wasm");
    cargo_build_engine(
        root,
        &target_dir,
        &[
            "--no-default-features",
            "--features",
            features,
            "--profile",
            "wasm-release",
        ],
    )?;
    let input = target_dir
        .join(TARGET)
        .join("wasm-release")
        .join("engine.wasm");
    let mut bindgen = wasm_bindgen_cli_support::Bindgen::new();
    bindgen
        .input_path(&input)
        .typescript(false)
        .omit_default_module_path(true)
        .remove_name_section(true)
        .remove_producers_section(true)
        .web(true)
        .map_err(|e| format!("wasm-bindgen: {e}"))?;
    let mut output = bindgen
        .generate_output()
        .map_err(|e| format!("wasm-bindgen on {}: {e}", input.display()))?;
    let wasm = output.wasm_mut().emit_wasm();
    let features = super::wasm_features::used_features(&wasm).unwrap_or_default();
    if !features.iter().any(|feature| feature == "simd128") {
        return Err(format!(
            "{} was compiled without WebAssembly SIMD (it declares {features:?}); the pages' engine needs it",
            input.display()
        ));
    }
    Ok(EngineBuild {
        glue: output.js().to_string(),
        packed: compress_smallest(&wasm),
        wasm,
    })
}

/// The name of the module the bundler gets the glue from (`templates/js/engine.js` imports it).
pub const GLUE_MODULE: &str = "engine-glue.js";

/// The code of [`GLUE_MODULE`] (its `export` already stripped, as the bundler leaves modules):
/// wasm-bindgen's `--target web` glue inside `function engineGlue() { … }`, which returns the
/// glue's exports. Calling it gives the page its own copy of the glue; its source text
/// (`String(engineGlue)`) is all a worker needs to run the same engine. An error names a
/// glue construct this does not expect (a wasm-bindgen upgrade may need this function updated).
pub fn glue_module(glue: &str) -> Result<String, String> {
    let mut body = String::with_capacity(glue.len() + 200);
    let mut exports: Vec<String> = Vec::new();
    for line in glue.lines() {
        if line.contains("import.meta") || line.starts_with("import ") {
            return Err(format!(
                "the wasm-bindgen glue imports or locates itself (`{line}`): the page cannot inline it"
            ));
        }
        let Some(rest) = line.strip_prefix("export ") else {
            body.push_str(line);
            body.push('\n');
            continue;
        };
        if let Some(list) = rest
            .strip_prefix('{')
            .and_then(|r| r.trim_end().trim_end_matches(';').strip_suffix('}'))
        {
            for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                match item.split_once(" as ") {
                    Some((_, "default")) => {}
                    Some((local, exported)) => {
                        exports.push(format!("{}: {}", exported.trim(), local.trim()))
                    }
                    None => exports.push(item.to_string()),
                }
            }
        } else if rest.starts_with("default ") {
            // `export default __wbg_init;`: the asynchronous loader, which the page does not use.
        } else if let Some(name) = ["class ", "function ", "const "]
            .iter()
            .find_map(|keyword| rest.strip_prefix(keyword))
            .map(|r| {
                r.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
                    .next()
                    .unwrap_or("")
            })
            .filter(|name| !name.is_empty())
        {
            exports.push(name.to_string());
            body.push_str(rest);
            body.push('\n');
        } else {
            return Err(format!(
                "the wasm-bindgen glue has an export this build does not understand: `{line}`"
            ));
        }
    }
    Ok(format!(
        "function engineGlue() {{\n{body}return {{ {} }};\n}}",
        exports.join(", ")
    ))
}

/// The wasm as the page embeds it: gzip at the best compression (miniz_oxide through flate2),
/// which the browser's `DecompressionStream('gzip')` inflates. The gzip header carries no name
/// and no time, so the same wasm gives the same bytes.
pub fn compress(wasm: &[u8]) -> Vec<u8> {
    use std::io::Write as _;
    let mut encoder = flate2::GzBuilder::new()
        .mtime(0)
        .write(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(wasm)
        .and_then(|()| encoder.try_finish())
        .expect("writing to memory cannot fail");
    encoder.finish().expect("writing to memory cannot fail")
}

/// The wasm as the page embeds it, as small as gzip can make it: Zopfli (the `zopfli` crate),
/// about 5% smaller than [`compress`] — some 6 KB of base64 on a game page — for a second or
/// so of work, done once per engine build (the result is cached with the wasm).
pub fn compress_smallest(wasm: &[u8]) -> Vec<u8> {
    let mut packed = Vec::new();
    zopfli::compress(
        zopfli::Options::default(),
        zopfli::Format::Gzip,
        wasm,
        &mut packed,
    )
    .expect("writing to memory cannot fail");
    packed
}

/// The workspace this generator was built from: the engine's sources live there, whatever
/// content root the site is built from.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Installs the wasm target with rustup when the toolchain lacks it.
fn ensure_target() -> Result<(), String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let sysroot = Command::new(rustc)
        .args(["--print", "sysroot"])
        .output()
        .map_err(|e| format!("could not run rustc: {e}"))?;
    let sysroot = String::from_utf8_lossy(&sysroot.stdout).trim().to_string();
    if Path::new(&sysroot)
        .join("lib/rustlib")
        .join(TARGET)
        .exists()
    {
        return Ok(());
    }
    crate::report::line(format_args!("Installing the {TARGET} target with rustup…"));
    let status = Command::new("rustup")
        .args(["target", "add", TARGET])
        .status()
        .map_err(|e| format!("the {TARGET} target is missing and rustup could not run: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`rustup target add {TARGET}` failed"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cache_key_follows_the_engine_and_the_features_not_the_content() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        for (path, text) in [
            ("engine/src/lib.rs", "pub fn a() {}"),
            ("engine/Cargo.toml", "[package]"),
            ("engine/tests/t.rs", "#[test] fn t() {}"),
            ("Cargo.toml", "[workspace]"),
            ("Cargo.lock", ""),
            ("content/lessons/01.md", "+++"),
        ] {
            std::fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            std::fs::write(root.join(path), text).unwrap();
        }
        let key = inputs_hash(root, "draughts,search");
        assert_eq!(
            inputs_hash(root, "draughts,search"),
            key,
            "the same inputs, the same key"
        );
        assert_ne!(inputs_hash(root, "hex,search"), key, "other features");
        std::fs::write(root.join("content/lessons/01.md"), "+++ changed").unwrap();
        std::fs::write(root.join("engine/tests/t.rs"), "// changed").unwrap();
        assert_eq!(
            inputs_hash(root, "draughts,search"),
            key,
            "content and tests are not inputs"
        );
        std::fs::write(root.join("engine/src/lib.rs"), "pub fn b() {}").unwrap();
        assert_ne!(
            inputs_hash(root, "draughts,search"),
            key,
            "an engine source is"
        );
        let changed = inputs_hash(root, "draughts,search");
        std::fs::write(root.join("Cargo.lock"), "# locked").unwrap();
        assert_ne!(
            inputs_hash(root, "draughts,search"),
            changed,
            "so is the lock file"
        );
    }

    #[test]
    fn the_glue_becomes_one_function_returning_its_exports() {
        let glue = "let wasm;\nexport class EngineGame {\n  free() {}\n}\nexport function perft(d) { return d; }\n\
            function initSync(module) { wasm = module; }\nasync function __wbg_init(m) {}\n\
            export { initSync };\nexport default __wbg_init;\n";
        assert_eq!(
            glue_module(glue).unwrap(),
            "function engineGlue() {\nlet wasm;\nclass EngineGame {\n  free() {}\n}\nfunction perft(d) { return d; }\n\
            function initSync(module) { wasm = module; }\nasync function __wbg_init(m) {}\n\
            return { EngineGame, perft, initSync };\n}"
        );
        assert_eq!(
            glue_module("").unwrap(),
            "function engineGlue() {\nreturn {  };\n}"
        );
        let err = glue_module("const u = new URL('x.wasm', import.meta.url);").unwrap_err();
        assert!(err.contains("import.meta"), "{err}");
        assert!(glue_module("export * from './x.js';").is_err());
    }

    #[test]
    fn the_compressed_wasm_is_gzip_and_deterministic() {
        let wasm: Vec<u8> = (0..4000u32).map(|i| (i % 7) as u8).collect();
        let packed = compress(&wasm);
        assert_eq!(packed[..3], [0x1f, 0x8b, 8], "gzip, deflate");
        assert_eq!(packed[4..8], [0, 0, 0, 0], "no time");
        assert!(packed.len() < wasm.len() / 10);
        assert_eq!(packed, compress(&wasm));
        let smallest = compress_smallest(&wasm);
        assert!(smallest.len() <= packed.len());
        assert_eq!(smallest[..3], [0x1f, 0x8b, 8], "gzip, deflate");
        let mut inflated = Vec::new();
        std::io::Read::read_to_end(
            &mut flate2::read::GzDecoder::new(&packed[..]),
            &mut inflated,
        )
        .unwrap();
        assert_eq!(inflated, wasm);
        inflated.clear();
        std::io::Read::read_to_end(
            &mut flate2::read::GzDecoder::new(&smallest[..]),
            &mut inflated,
        )
        .unwrap();
        assert_eq!(inflated, wasm);
    }
}
