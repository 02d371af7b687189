//! Binary data as page text ("data text"): 6 bytes in 7 characters (base64 takes 8 characters
//! for 6, so a page's data is a sixth lighter). The pages' data blocks (the engine, its
//! networks and books, the code, the messages, the presets) are gzip-compressed, then written
//! so, inside `<script type="application/octet-stream">` elements; the page reads them back
//! with `templates/js/data-text.js`, the same scheme.
//!
//! The 119 digits are the ASCII characters 1 to 126 but for whitespace (tab, line feed,
//! vertical tab, form feed, carriage return, space) and `<`: inside a script element an HTML
//! parser hands every other ASCII character to the page as it is (it turns NUL into U+FFFD and
//! carriage returns into line feeds, and `<` could begin `</script`; the other control
//! characters are only reported as parse errors). With no whitespace among them, a tool that
//! trims or folds the whitespace of a page changes no data. A group of 6 bytes is a big-endian
//! number (below 2⁴⁸, so a JavaScript number holds it exactly; 119⁷ is above 2⁴⁸) written in
//! base 119 as 7 digits, most significant first; a last group of n bytes (1 to 5) is written as
//! its first n + 1 digits, and read with its missing digits the highest. The text is written
//! into the page as it is (askama's `|safe`: the templates never escape it).

/// The ASCII characters that are not digits (besides NUL and DEL, outside the range), in order.
/// `templates/js/data-text.js` has the same list.
pub const LEFT_OUT: [u8; 7] = [9, 10, 11, 12, 13, 32, b'<'];

/// How many digits the encoding has: 1 to 126 less [`LEFT_OUT`].
pub const BASE: u64 = 126 - LEFT_OUT.len() as u64;

/// The character of the digit `value` (0 to 118): 1 to 126, stepping over [`LEFT_OUT`].
fn digit_char(value: u8) -> char {
    let mut code = value + 1;
    for left_out in LEFT_OUT {
        if code >= left_out {
            code += 1;
        }
    }
    code as char
}

/// The value of the digit `c`, if it is one.
fn digit_value(c: u8) -> Option<u8> {
    if !(1..=126).contains(&c) || LEFT_OUT.contains(&c) {
        return None;
    }
    let below = LEFT_OUT.iter().filter(|&&left_out| left_out < c).count() as u8;
    Some(c - 1 - below)
}

/// `bytes` as text.
pub fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(6) * 7);
    for chunk in bytes.chunks(6) {
        let mut group = [0u8; 8];
        group[2..2 + chunk.len()].copy_from_slice(chunk);
        let mut value = u64::from_be_bytes(group);
        let mut digits = [0u8; 7];
        for digit in digits.iter_mut().rev() {
            *digit = (value % BASE) as u8;
            value /= BASE;
        }
        text.extend(digits[..chunk.len() + 1].iter().map(|&d| digit_char(d)));
    }
    text
}

/// The bytes of `text` (surrounding whitespace ignored), or what is wrong with it.
pub fn decode(text: &str) -> Result<Vec<u8>, String> {
    let text = text.trim().as_bytes();
    if text.len() % 7 == 1 {
        return Err(format!(
            "{} characters: a last group of one character holds no byte",
            text.len()
        ));
    }
    let mut bytes = Vec::with_capacity(text.len() / 7 * 6 + 5);
    for group in text.chunks(7) {
        let mut value: u64 = 0;
        for index in 0..7 {
            let digit = match group.get(index) {
                None => BASE - 1,
                Some(&c) => u64::from(digit_value(c).ok_or_else(|| {
                    format!("`{}` is not a digit of the encoding", c.escape_ascii())
                })?),
            };
            value = value * BASE + digit;
        }
        if value >= 1 << 48 {
            return Err("a group is out of range".to_string());
        }
        bytes.extend_from_slice(&value.to_be_bytes()[2..group.len() + 1]);
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_length_round_trips_in_seven_characters_for_six_bytes() {
        assert!(BASE.pow(7) > 1 << 48 && BASE.pow(7) < 1 << 53);
        let data: Vec<u8> = (0..600u32).map(|i| (i * 7919 % 251) as u8).collect();
        for length in (0..40).chain([255, 256, 599, 600]) {
            let bytes = &data[..length];
            let text = encode(bytes);
            assert_eq!(
                text.len(),
                length / 6 * 7 + (length % 6).min(1) * (length % 6 + 1)
            );
            assert_eq!(decode(&text).unwrap(), bytes, "length {length}");
        }
        for length in 0..14 {
            assert_eq!(
                decode(&encode(&vec![255; length])).unwrap(),
                vec![255; length]
            );
            assert_eq!(decode(&encode(&vec![0; length])).unwrap(), vec![0; length]);
        }
        assert_eq!(
            decode(&format!("\n {}\t", encode(&[1, 2, 3]))).unwrap(),
            [1, 2, 3]
        );
    }

    #[test]
    fn the_digits_are_119_ascii_characters_a_script_element_keeps_and_no_whitespace() {
        let digits: Vec<char> = (0..BASE as u8).map(digit_char).collect();
        assert_eq!(digits.len(), 119);
        assert!(
            digits.windows(2).all(|pair| pair[0] < pair[1]),
            "in order, each once"
        );
        assert_eq!((digits[0], digits[118]), ('\u{1}', '~'));
        assert!(digits.iter().all(|c| !c.is_whitespace() && *c != '<'));
        for (value, c) in digits.iter().enumerate() {
            assert_eq!(digit_value(*c as u8), Some(value as u8));
        }
        for c in [0, 9, 10, 13, 32, b'<', 127, 200] {
            assert_eq!(digit_value(c), None);
        }
        // The page's decoder leaves out the same characters.
        let script = include_str!("../../../templates/js/data-text.js");
        let list = LEFT_OUT.map(|c| c.to_string()).join(", ");
        assert!(script.contains(&format!("[{list}]")), "{list}");
    }

    #[test]
    fn damaged_text_is_refused_with_why() {
        assert_eq!(
            decode("ab<de").unwrap_err(),
            "`<` is not a digit of the encoding"
        );
        assert_eq!(
            decode("abcdefgh").unwrap_err(),
            "8 characters: a last group of one character holds no byte"
        );
        assert_eq!(decode("~~~~~~~").unwrap_err(), "a group is out of range");
    }
}
