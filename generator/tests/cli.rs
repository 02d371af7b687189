//! The generator's command line refuses what it cannot read with one line, never a panic.

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::process::Command;

#[test]
fn a_non_utf8_argument_is_an_error_not_a_panic() {
    for args in [
        &[&b"check\xff"[..]][..],
        &[b"check", b"--root", b"/tmp/\xffsite"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_generator"))
            .args(args.iter().map(|a| OsStr::from_bytes(a)))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("error: argument `"), "{err}");
        assert!(
            err.contains("\\xff") && err.ends_with("` is not UTF-8 text\n"),
            "{err}"
        );
    }
}
