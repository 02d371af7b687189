//! The target features a WebAssembly module declares: the `target_features` custom section that
//! the linker writes (and wasm-bindgen keeps), a count followed by entries of a prefix byte
//! (`+` used, `-` not used, `=` required) and a name. The build reads it to make sure the pages'
//! engine was compiled with the SIMD it is meant to have.

/// The features `wasm` declares as used (`+`), in the order of its `target_features` section;
/// `None` when the bytes are not a well-formed module or have no such section.
pub fn used_features(wasm: &[u8]) -> Option<Vec<String>> {
    let mut reader = Reader {
        bytes: wasm.strip_prefix(b"\0asm\x01\0\0\0")?,
    };
    while !reader.bytes.is_empty() {
        let id = reader.byte()?;
        let size = reader.length()?;
        let mut section = Reader {
            bytes: reader.take(size)?,
        };
        if id != 0 || section.name()? != "target_features" {
            continue;
        }
        let count = section.length()?;
        let mut used = Vec::new();
        for _ in 0..count {
            let prefix = section.byte()?;
            let name = section.name()?;
            if prefix == b'+' {
                used.push(name.to_string());
            }
        }
        return Some(used);
    }
    None
}

/// Reads a module's bytes from the front.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.bytes.split_first()?;
        self.bytes = rest;
        Some(first)
    }

    /// An unsigned LEB128 number of at most 32 bits, as a length.
    fn length(&mut self) -> Option<usize> {
        let mut value: u64 = 0;
        for shift in (0..35).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return usize::try_from(value).ok();
            }
        }
        None
    }

    fn take(&mut self, count: usize) -> Option<&'a [u8]> {
        if count > self.bytes.len() {
            return None;
        }
        let (taken, rest) = self.bytes.split_at(count);
        self.bytes = rest;
        Some(taken)
    }

    /// A name: its length, then its UTF-8 bytes.
    fn name(&mut self) -> Option<&'a str> {
        let length = self.length()?;
        std::str::from_utf8(self.take(length)?).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module of the header and `sections` (id, payload).
    fn module(sections: &[(u8, Vec<u8>)]) -> Vec<u8> {
        let mut bytes = b"\0asm\x01\0\0\0".to_vec();
        for (id, payload) in sections {
            bytes.push(*id);
            bytes.push(payload.len() as u8);
            bytes.extend_from_slice(payload);
        }
        bytes
    }

    /// A custom section's payload: `name`, then `body`.
    fn custom(name: &str, body: &[u8]) -> Vec<u8> {
        let mut payload = vec![name.len() as u8];
        payload.extend_from_slice(name.as_bytes());
        payload.extend_from_slice(body);
        payload
    }

    #[test]
    fn the_used_features_are_read_past_other_sections() {
        let features = custom(
            "target_features",
            b"\x03+\x07simd128-\x0batomics-ish+\x0fmutable-globals",
        );
        let wasm = module(&[
            (1, vec![0x01, 0x60, 0x00, 0x00]),
            (0, custom("producers", b"\x00")),
            (0, features),
        ]);
        assert_eq!(
            used_features(&wasm),
            Some(vec!["simd128".to_string(), "mutable-globals".to_string()])
        );
    }

    #[test]
    fn a_module_without_the_section_or_damaged_has_none() {
        assert_eq!(used_features(&module(&[(1, vec![0x00])])), None);
        let mut cut = module(&[(0, custom("target_features", b"\x01+\x07simd128"))]);
        cut.truncate(cut.len() - 3);
        assert_eq!(used_features(&cut), None);
        assert_eq!(used_features(b"not wasm"), None);
    }
}
