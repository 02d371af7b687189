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

#[test]
fn a_closed_output_is_one_line_and_exit_1_not_a_panic() {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_generator"))
        .arg("check")
        .stdout(writer)
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(
        err,
        "error: standard output is closed or full: the report could not be written\n"
    );
}

#[test]
fn a_base_url_without_a_host_is_refused() {
    for url in [
        "https://",
        "http:///x",
        "ftp://example.org",
        "example.org",
        "https://exa mple.org",
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_generator"))
            .args(["build", "--base-url", url, "--root", "/nonexistent"])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{url}: {err}");
        assert!(
            err.starts_with("error: --base-url needs the address"),
            "{url}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}
