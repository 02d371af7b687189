//! Binary data as page text: 4 bytes in 5 characters of an alphabet that HTML never escapes
//! (base64 takes 4 characters for 3, so a page is 6% lighter). The pages' data blocks (the
//! engine, the code, the messages, the presets) are gzip-compressed, then written so; the page
//! reads them back with `templates/js/text85.js`, the same scheme: a group of 4 bytes is a
//! big-endian number written in base 85, most significant digit first, and a last group of
//! n bytes (1 to 3) is written as its first n + 1 digits.

/// The 85 digits, in order: printable ASCII without `"`, `&`, `'`, `<`, `>`, `\`, `` ` ``,
/// `|` and `~` (the first seven are escaped by the templates or read inside a `<script>`).
/// `templates/js/text85.js` has the same string.
pub const DIGITS: &str =
    "!#$%()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{}";

/// `bytes` as text.
pub fn encode(bytes: &[u8]) -> String {
    let digits = DIGITS.as_bytes();
    let mut text = String::with_capacity(bytes.len().div_ceil(4) * 5);
    for chunk in bytes.chunks(4) {
        let mut group = [0u8; 4];
        group[..chunk.len()].copy_from_slice(chunk);
        let mut value = u32::from_be_bytes(group);
        let mut out = [0u8; 5];
        for digit in out.iter_mut().rev() {
            *digit = digits[(value % 85) as usize];
            value /= 85;
        }
        text.extend(out[..chunk.len() + 1].iter().map(|&d| d as char));
    }
    text
}

/// The bytes of `text` (surrounding whitespace ignored), or what is wrong with it.
pub fn decode(text: &str) -> Result<Vec<u8>, String> {
    let text = text.trim().as_bytes();
    if text.len() % 5 == 1 {
        return Err(format!(
            "{} characters: a last group of one character holds no byte",
            text.len()
        ));
    }
    let mut bytes = Vec::with_capacity(text.len() / 5 * 4 + 3);
    for group in text.chunks(5) {
        let mut value: u64 = 0;
        for index in 0..5 {
            let digit = match group.get(index) {
                None => 84,
                Some(&c) => DIGITS.bytes().position(|d| d == c).ok_or_else(|| {
                    format!("`{}` is not a digit of the encoding", c.escape_ascii())
                })? as u64,
            };
            value = value * 85 + digit;
        }
        let value = u32::try_from(value).map_err(|_| "a group is out of range".to_string())?;
        bytes.extend_from_slice(&value.to_be_bytes()[..group.len() - 1]);
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_length_round_trips_in_five_characters_for_four_bytes() {
        let data: Vec<u8> = (0..600u32).map(|i| (i * 7919 % 251) as u8).collect();
        for length in (0..40).chain([255, 256, 599, 600]) {
            let bytes = &data[..length];
            let text = encode(bytes);
            assert_eq!(
                text.len(),
                length / 4 * 5 + (length % 4).min(1) * (length % 4 + 1)
            );
            assert_eq!(decode(&text).unwrap(), bytes, "length {length}");
        }
        assert_eq!(decode(&encode(&[255; 9])).unwrap(), [255; 9]);
        assert_eq!(decode(&encode(&[0; 7])).unwrap(), [0; 7]);
    }

    #[test]
    fn the_digits_are_85_distinct_characters_that_html_leaves_alone() {
        let mut digits: Vec<char> = DIGITS.chars().collect();
        assert_eq!(digits.len(), 85);
        digits.sort();
        digits.dedup();
        assert_eq!(digits.len(), 85);
        assert!(DIGITS
            .chars()
            .all(|c| c.is_ascii_graphic() && !"\"&'<>\\`".contains(c)));
        // The page's decoder carries the same digits.
        let script = include_str!("../../../templates/js/text85.js");
        assert!(script.contains(&format!("'{DIGITS}'")));
    }

    #[test]
    fn damaged_text_is_refused_with_why() {
        assert_eq!(
            decode("ab<de").unwrap_err(),
            "`<` is not a digit of the encoding"
        );
        assert_eq!(
            decode("abcdef").unwrap_err(),
            "6 characters: a last group of one character holds no byte"
        );
        assert_eq!(decode("}}}}}").unwrap_err(), "a group is out of range");
    }
}
