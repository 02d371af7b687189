//! Reads the position records of `tests/data/` (copied from the project's shared positions), and
//! runs the engine's command line.

#![allow(dead_code)]

/// One record: an id, a variant, a position and its expected lines.
pub struct Record {
    pub id: String,
    pub variant: String,
    pub position: String,
    /// `(MOVE, POSITION_AFTER)` for a `moves` file.
    pub moves: Vec<(String, String)>,
    /// `(DEPTH, COUNT)` for a `perft` file.
    pub perft: Vec<(u32, u64)>,
}

/// The records of `tests/data/{name}`.
pub fn records(name: &str) -> Vec<Record> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.split("\n\n")
        .filter(|block| !block.trim().is_empty())
        .map(|block| {
            let mut record = Record {
                id: String::new(),
                variant: String::new(),
                position: String::new(),
                moves: Vec::new(),
                perft: Vec::new(),
            };
            for line in block.lines() {
                let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
                match key {
                    "id" => record.id = rest.to_string(),
                    "variant" => record.variant = rest.to_string(),
                    "tfen" | "hfen" => record.position = rest.to_string(),
                    "move" => {
                        let (mv, after) = rest.split_once(' ').expect("move MOVE POSITION");
                        record.moves.push((mv.to_string(), after.to_string()));
                    }
                    "perft" => {
                        let (depth, count) = rest.split_once(' ').expect("perft DEPTH COUNT");
                        record
                            .perft
                            .push((depth.parse().unwrap(), count.parse().unwrap()));
                    }
                    _ => panic!("{path}: unknown line `{line}`"),
                }
            }
            record
        })
        .collect()
}

/// Runs the engine binary with `args`: (exit code, standard output, standard error).
pub fn engine(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_engine"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}
