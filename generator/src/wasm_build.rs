//! Compiles the engine to WebAssembly and runs wasm-bindgen on it, as a library pinned to the
//! engine's wasm-bindgen version, so nothing but cargo and rustup is needed.
//!
//! The nested `cargo build` uses its own profile (`wasm-release`) and its own target directory,
//! so it never waits on the lock of the cargo that runs the generator.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The engine as the page loads it: wasm-bindgen's `--target web` glue and the wasm bytes.
pub struct EngineBuild {
    /// The ES module glue (exports `initSync` and `EngineGame`).
    pub glue: String,
    /// The processed wasm module.
    pub wasm: Vec<u8>,
}

const TARGET: &str = "wasm32-unknown-unknown";

/// Builds the engine for the pages.
pub fn build() -> Result<EngineBuild, String> {
    ensure_target()?;
    println!("Compiling engine to wasm…");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let root = workspace();
    let target_dir = root.join("target").join("wasm");
    let status = Command::new(cargo)
        .current_dir(&root)
        .args([
            "build", "--quiet", "--lib", "-p", "engine", "--target", TARGET,
        ])
        .args(["--profile", "wasm-release", "--target-dir"])
        .arg(&target_dir)
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_TARGET_DIR")
        .status()
        .map_err(|e| format!("could not run cargo: {e}"))?;
    if !status.success() {
        return Err("compiling the engine to wasm failed (see cargo's messages above)".into());
    }
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
    Ok(EngineBuild {
        glue: output.js().to_string(),
        wasm: output.wasm_mut().emit_wasm(),
    })
}

/// Installs the wasm target with rustup when the toolchain lacks it.
/// The workspace this generator was built from: the engine's sources live there, whatever
/// content root the site is built from.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

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
    println!("Installing the {TARGET} target with rustup…");
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
