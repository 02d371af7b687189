//! The command line keeps its contract whatever it is given (issue 14 §4): bad input exits 2,
//! output that cannot be written exits 1, each with exactly one line on standard error, and
//! nothing panics (exit 101) or runs for ever.

use proptest::prelude::*;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn engine<S: AsRef<OsStr>>(args: &[S]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_engine"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// The exit status and standard error, checking that standard error is at most one line.
fn status_and_one_line(out: &Output) -> (i32, String) {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        err.is_empty() || (err.ends_with('\n') && err.matches('\n').count() == 1),
        "more than one line on standard error: {err:?}"
    );
    (out.status.code().unwrap_or(-1), err)
}

/// Runs `args`, which must be refused: exit 2, nothing on standard output, one line on standard
/// error starting with `start`; returns that line.
fn refused(args: &[&str], start: &str) -> String {
    let out = engine(args);
    let (code, err) = status_and_one_line(&out);
    assert_eq!(code, 2, "{args:?}: {err}");
    assert!(err.starts_with(start), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}");
    err
}

#[test]
fn a_non_utf8_argument_is_refused_with_exit_2() {
    for args in [
        [&b"perft"[..], b"bash\xffni", b"2"],
        [b"moves", b"bashni", b"W:c3w,\xc3"],
        [b"play", b"bashni", b"W:c3w,d4b"],
    ] {
        let mut args: Vec<&OsStr> = args.iter().map(|a| OsStr::from_bytes(a)).collect();
        if args[0] == "play" {
            args.push(OsStr::from_bytes(b"c3:e5\xff"));
        }
        let out = engine(&args);
        let (code, err) = status_and_one_line(&out);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.starts_with("error: argument "), "{err}");
        assert!(err.contains("is not UTF-8 text"), "{err}");
        assert!(out.stdout.is_empty());
    }
    let out = engine(&[
        OsStr::from_bytes(b"perft"),
        OsStr::from_bytes(b"bash\xffni"),
    ]);
    assert_eq!(
        status_and_one_line(&out).1,
        "error: argument 2 `bash\\xffni` is not UTF-8 text\n"
    );
}

#[test]
fn input_with_a_newline_gives_a_one_line_error() {
    for args in [
        &["moves", "bashni", "W:a1w\nc3w"][..],
        &["moves", "bashni", "Q\n:c3w"],
        &["moves", "bashni\n", "W:c3w"],
        &["perft", "bashni", "1\n2"],
        &["play", "bashni", "W:c3w,d4b,h8b", "c3:e5\nxx"],
        &["play", "bashni", "W:c3w,d4b,h8b", "c3\r-d4"],
        &["moves", "hexpush", "B:a1b:9\nx"],
        &["play", "hexpush", "standard", "a1\nb2"],
        &["moves", "bashni", "W:c3w,\u{1b}[31mx"],
        &["best", "bashni", "start", "--time\n", "5"],
        &["match", "bashni", "random\n", "greedy"],
    ] {
        let err = refused(args, "error: ");
        assert!(!err.contains('\r') && !err.contains('\u{1b}'), "{err:?}");
    }
    let out = engine(&["moves", "bashni", "W:a1w\nc3w"]);
    assert_eq!(
        status_and_one_line(&out).1,
        "error: invalid TFEN: square a1 has the letter `\\n`; a piece is one of w, W, b, B\n"
    );
}

#[test]
fn engine_errors_quote_input_escaped() {
    use engine::draughts::tfen;
    use engine::hex::{hfen, Layout};
    use engine::{Game, Variant};
    let messages = [
        tfen::parse(Variant::Bashni, "W:c3w,d\n4b")
            .unwrap_err()
            .to_string(),
        tfen::parse(Variant::Bashni, "Q\nR:c3w")
            .unwrap_err()
            .to_string(),
        "bash\nni".parse::<Variant>().unwrap_err().to_string(),
        "stand\nard".parse::<Layout>().unwrap_err().to_string(),
        hfen::parse("Q\nR:a1b:0-0").unwrap_err().to_string(),
        hfen::parse("B:a1b:9-\nx").unwrap_err().to_string(),
        Game::new(Variant::Bashni)
            .play_text("c3-\nx4")
            .unwrap_err()
            .to_string(),
        Game::new(Variant::Bashni)
            .play_text("c3-b\n6")
            .unwrap_err()
            .to_string(),
    ];
    for message in messages {
        assert!(!message.contains('\n'), "{message:?}");
        assert!(message.contains("\\n"), "{message:?}");
    }
}

#[test]
fn a_closed_pipe_exits_1_not_101() {
    // The reading end is closed before the engine starts, so that its first write finds no
    // reader: perft writes after its count, `best` after each depth of its search (the
    // information lines come from a callback) or at once from its book. (Closed after the
    // spawn, it let a quick first write land in the pipe's buffer on a busy machine: exit 0.)
    for args in [
        &["perft", "bashni", "10"][..],
        &["best", "bashni", "start", "--time", "300"],
        &["divide", "hexpush", "4"],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_engine"))
            .args(args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let (code, err) = status_and_one_line(&out);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.starts_with("error: cannot write the output: "), "{err}");
    }
}

#[test]
fn a_full_disk_exits_1_with_one_line() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    let out = Command::new(env!("CARGO_BIN_EXE_engine"))
        .args(["moves", "bashni", "W:c3w,e3w"])
        .stdout(full)
        .output()
        .unwrap();
    let (code, err) = status_and_one_line(&out);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.starts_with("error: cannot write the output: No space left on device"),
        "{err}"
    );
}

#[test]
fn a_too_deep_perft_is_refused_quickly() {
    let started = Instant::now();
    for args in [
        &["perft", "bashni", "30", "--limit", "100000"][..],
        &["divide", "russian", "25", "--limit", "100000"],
        &["perft", "hexpush", "30", "--limit", "10000"],
        &[
            "divide",
            "hexpush",
            "30",
            "belgian-daisy",
            "--limit",
            "10000",
        ],
        &[
            "perft",
            "bashni",
            "30",
            "W:a1W,c1W,e1W,g1W,b8B,d8B,f8B,h8B",
            "--limit",
            "100000",
        ],
    ] {
        let out = engine(args);
        let (code, err) = status_and_one_line(&out);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("positions: the depth is too deep"), "{err}");
        assert!(err.contains("--limit N"), "{err}");
        assert!(out.stdout.is_empty());
    }
    for args in [
        &["perft", "bashni", "31"][..],
        &["bench", "2"],
        &["perft", "bashni", "3", "--limit", "many"],
        &["perft", "bashni", "3", "W:c3w", "--nodes", "5"],
    ] {
        let (code, err) = status_and_one_line(&engine(args));
        assert_eq!(code, 2, "{args:?}: {err}");
    }
    assert!(started.elapsed() < Duration::from_secs(20));
    // Within the limit the count is unchanged, and the limit may be raised.
    let out = engine(&["perft", "english", "5", "--limit", "2000"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "7361\n");
    let out = engine(&["divide", "bashni", "2", "W:c3w,d4b,h8b", "--limit", "10"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "c3:e5 1\n1\n");
}

#[cfg(target_os = "linux")]
#[test]
fn a_closed_standard_output_exits_1_with_one_line() {
    // `>&-`: the engine starts with no standard output at all.
    for command in [
        "best russian start --depth 3",
        "perft english 3",
        "moves bashni W:c3w,e3w",
        "match russian 1 1 --games 1 --time 5",
    ] {
        let out = Command::new("sh")
            .args([
                "-c",
                &format!("exec \"$0\" {command} >&-"),
                env!("CARGO_BIN_EXE_engine"),
            ])
            .output()
            .unwrap();
        let (code, err) = status_and_one_line(&out);
        assert_eq!(code, 1, "{command}: {err}");
        assert_eq!(
            err,
            "error: cannot write the output: standard output is closed\n"
        );
    }
    // `/dev/null`, opened either way (a shell's `>`, or read-write as Python's DEVNULL and
    // Node's 'ignore' open it), is a place to write: the command runs.
    for redirect in ["> /dev/null", "1<> /dev/null"] {
        let out = Command::new("sh")
            .args([
                "-c",
                &format!("exec \"$0\" perft english 3 {redirect}"),
                env!("CARGO_BIN_EXE_engine"),
            ])
            .output()
            .unwrap();
        assert_eq!(status_and_one_line(&out), (0, String::new()), "{redirect}");
    }
}

#[test]
fn times_and_counts_that_mean_nothing_are_refused() {
    for args in [
        &["match", "russian", "1", "1", "--games", "0"][..],
        &["match", "russian", "1", "1", "--time", "nan"],
        &["match", "russian", "1", "1", "--time", "-5"],
        &["match", "russian", "1", "1", "--time", "inf"],
        &["best", "russian", "start", "--time", "NaN"],
        &["best", "russian", "start", "--time", "0"],
        &["solve", "russian", "x.txt", "--time", "-inf"],
        &["tune", "russian", "--games", "0"],
        &["calibrate", "russian", "--games", "0"],
        &["calibrate", "lasca", "--depth", "0"],
        &["calibrate", "hexpush", "--depth", "99"],
        &["calibrate", "english", "--seed", "x"],
    ] {
        refused(args, "error: --");
    }
}

/// The engine started on `args`, its standard output and error piped.
fn spawn(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_engine"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Runs the engine and fails the test if it is still running after `limit`.
fn ends_within(args: &[&str], limit: Duration) -> Output {
    let mut child = spawn(args);
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            let _ = child.kill();
            panic!("{args:?} still runs after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn long_openings_and_deep_searches_end() {
    // 200 random plies end nearly every game: the opening stops short of the end.
    let out = ends_within(
        &[
            "match",
            "russian",
            "random",
            "random",
            "--openings",
            "200",
            "--games",
            "2",
        ],
        Duration::from_secs(60),
    );
    assert_eq!(status_and_one_line(&out).0, 0);
    assert!(String::from_utf8_lossy(&out.stdout).contains("2 games"));
    // A depth no search reaches is bounded by the positions it may search.
    let out = ends_within(
        &[
            "best", "russian", "start", "--depth", "40", "--nodes", "200000",
        ],
        Duration::from_secs(60),
    );
    assert_eq!(status_and_one_line(&out).0, 0);
    let last = String::from_utf8_lossy(&out.stdout)
        .lines()
        .last()
        .unwrap_or_default()
        .to_string();
    assert!(last.len() >= 5 && !last.starts_with("info"), "{last}");
}

/// One argument: a word the commands know, a small number, a position, or arbitrary bytes
/// (with newlines, control characters and invalid UTF-8; never a bare number, which could ask
/// for a deep perft, and never NUL, which no argument can hold).
fn argument() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::sample::select(vec![
            "perft",
            "divide",
            "moves",
            "play",
            "bashni",
            "russian",
            "english",
            "lasca",
            "hexpush",
            "bashni-classic",
            "start",
            "standard",
            "W:c3w,d4b,h8b",
            "B:a1b:0-0",
            "c3:e5",
            "c3-d4",
            "--limit",
            "W",
            ":",
            "\n",
            "",
        ])
        .prop_map(|word| word.as_bytes().to_vec()),
        (0u8..4).prop_map(|depth| depth.to_string().into_bytes()),
        prop::collection::vec(1u8..=255, 0..12).prop_filter("not a bare number", |bytes| !bytes
            .iter()
            .all(u8::is_ascii_digit)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_arguments_never_panic(
        command in prop::sample::select(vec!["perft", "divide", "moves", "play", "x"]),
        args in prop::collection::vec(argument(), 0..5),
    ) {
        let mut all: Vec<&OsStr> = vec![OsStr::new(command)];
        all.extend(args.iter().map(|a| OsStr::from_bytes(a)));
        let out = engine(&all);
        let (code, err) = status_and_one_line(&out);
        prop_assert!([0, 1, 2].contains(&code), "{all:?}: exit {code}: {err}");
        prop_assert!(!err.contains("panicked"), "{err}");
        prop_assert_eq!(code == 0, err.is_empty(), "{:?}: {}", all, err);
    }
}
