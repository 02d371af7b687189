//! The options after a command's words (`--time 100`, `--limit=5000`), read with `lexopt`
//! (a small, maintained parser that leaves every message to us): a name the command does not
//! take, a name without its value, or a value that does not read as what it should be is one
//! line naming the problem.

use engine::quoted::quoted;
use lexopt::{Arg, Parser};

/// The `--name value` pairs given to a command, in order.
pub struct Options {
    pairs: Vec<(String, String)>,
}

impl Options {
    /// Reads `--name value` (or `--name=value`) pairs whose names are in `known`, refusing any
    /// other word or a name without its value.
    pub fn parse(words: &[&str], known: &[&str]) -> Result<Options, String> {
        let mut parser = Parser::from_args(words.iter().copied());
        let mut pairs = Vec::new();
        while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
            let name = match arg {
                Arg::Long(name) if known.contains(&name) => name.to_string(),
                Arg::Long(name) => return Err(unexpected(&format!("--{name}"))),
                Arg::Short(letter) => return Err(unexpected(&format!("-{letter}"))),
                Arg::Value(value) => return Err(unexpected(&value.to_string_lossy())),
            };
            let value = parser
                .value()
                .map_err(|_| format!("--{name} needs a value"))?
                .into_string()
                .map_err(|value| format!("--{name} `{}` is not text", value.to_string_lossy()))?;
            pairs.push((name, value));
        }
        Ok(Options { pairs })
    }

    /// The value of `--name`, read as a `T` (`what` names it in the error); the last one wins.
    pub fn get<T: std::str::FromStr>(&self, name: &str, what: &str) -> Result<Option<T>, String> {
        self.pairs
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, value)| {
                value
                    .parse::<T>()
                    .map_err(|_| format!("--{name} `{}` is not {what}", quoted(value)))
            })
            .transpose()
    }

    /// `--time` in milliseconds, `default` when not given: a finite number above zero (at most
    /// a day), else an error naming it.
    pub fn time(&self, default: f64) -> Result<f64, String> {
        let time = self
            .get::<f64>("time", "a number of milliseconds")?
            .unwrap_or(default);
        if time.is_finite() && time > 0.0 && time <= 86_400_000.0 {
            Ok(time)
        } else {
            Err(format!(
                "--time {time} is not a number of milliseconds above 0 (and at most a day)"
            ))
        }
    }

    /// A count (`--games`) of at least 1, `default` when not given.
    pub fn count(&self, name: &str, what: &str, default: u32) -> Result<u32, String> {
        let count = self.get::<u32>(name, what)?.unwrap_or(default);
        if count == 0 {
            return Err(format!("--{name} 0: give at least 1"));
        }
        Ok(count)
    }
}

fn unexpected(word: &str) -> String {
    format!("unexpected argument `{}`", quoted(word))
}

#[cfg(test)]
mod tests {
    use super::Options;

    #[test]
    fn known_names_take_their_values_and_the_last_one_wins() {
        let options = Options::parse(
            &["--time", "50", "--depth=4", "--time", "-5"],
            &["time", "depth"],
        )
        .unwrap();
        assert_eq!(options.get::<i32>("time", "a number"), Ok(Some(-5)));
        assert_eq!(options.get::<u32>("depth", "a depth"), Ok(Some(4)));
        assert_eq!(options.get::<u32>("level", "a level"), Ok(None));
    }

    #[test]
    fn every_other_word_is_refused_in_one_line() {
        let known = &["time"];
        let refused = |words: &[&str]| Options::parse(words, known).err().unwrap();
        assert_eq!(refused(&["--speed", "1"]), "unexpected argument `--speed`");
        assert_eq!(refused(&["-t", "1"]), "unexpected argument `-t`");
        assert_eq!(refused(&["fast"]), "unexpected argument `fast`");
        assert_eq!(refused(&["--time"]), "--time needs a value");
        let options = Options::parse(&["--time", "soon"], known).unwrap();
        assert_eq!(
            options.get::<f64>("time", "a number of milliseconds"),
            Err("--time `soon` is not a number of milliseconds".to_string())
        );
    }
}
