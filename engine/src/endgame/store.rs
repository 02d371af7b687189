//! The tables on disk: a header line, then, deflated, per material its four counts, its size and
//! its bytes run-length coded (each run a byte and its length as a LEB128 number), all checked on
//! reading.
//! Slots whose value is never read — placements that cannot be, and positions with a capture to
//! make, whose value the reader works out from the captures — repeat the byte before them, so
//! that the runs are long.
//!
//! ```text
//! egtb 2 russian 4\n   then deflated:
//! [own men, own kings, other men, other kings] [size: u32 LE] [coded length: u32 LE] [runs]
//! ```

use super::index::{Material, Placement};
use super::Tables;
use crate::Variant;
use std::path::PathBuf;

/// Where `variant`'s tables are kept: `ENGINE_ENDGAME_DIR/VARIANT.egtb`, by default in the
/// crate's `data/endgame` folder.
pub fn path(variant: Variant) -> PathBuf {
    let folder = std::env::var_os("ENGINE_ENDGAME_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/data/endgame")));
    folder.join(format!("{variant}.egtb"))
}

fn header(tables: &Tables) -> String {
    format!("egtb 2 {} {}\n", tables.variant(), tables.pieces())
}

/// The tables as the file's bytes.
pub fn encode(tables: &Tables) -> Vec<u8> {
    let mut out = Vec::new();
    for material in tables.materials() {
        let Some(table) = tables.table(material) else {
            continue;
        };
        let table = with_gaps_filled(tables.variant(), material, table);
        let mut runs = Vec::new();
        let mut i = 0;
        while i < table.len() {
            let byte = table[i];
            let start = i;
            while i < table.len() && table[i] == byte {
                i += 1;
            }
            runs.push(byte);
            let mut length = (i - start) as u64;
            loop {
                let low = (length & 0x7F) as u8;
                length >>= 7;
                if length == 0 {
                    runs.push(low);
                    break;
                }
                runs.push(low | 0x80);
            }
        }
        out.extend_from_slice(&material.counts());
        out.extend_from_slice(&(table.len() as u32).to_le_bytes());
        out.extend_from_slice(&(runs.len() as u32).to_le_bytes());
        out.extend_from_slice(&runs);
    }
    let mut file = header(tables).into_bytes();
    file.extend_from_slice(&miniz_oxide::deflate::compress_to_vec(&out, 9));
    file
}

/// The most bytes the deflated part may inflate to (the run-coded tables of four pieces take
/// about 3.5 MB).
const INFLATED_LIMIT: usize = 64 << 20;

/// `table` with every slot whose value is never read (see the module's documentation) set to
/// the byte before it.
fn with_gaps_filled(variant: Variant, material: Material, table: &[u8]) -> Vec<u8> {
    let mut filled = table.to_vec();
    let mut last = 0u8;
    for (index, slot) in filled.iter_mut().enumerate() {
        let placement = Placement::from_index(material, index);
        let read = placement.is_possible()
            && placement
                .position(variant)
                .is_some_and(|p| !p.legal_moves().first().is_some_and(crate::Move::is_capture));
        if read {
            last = *slot;
        } else {
            *slot = last;
        }
    }
    filled
}

/// Reads tables of `variant` from the file's bytes, refusing anything malformed.
pub fn decode(bytes: &[u8], variant: Variant) -> Result<Tables, String> {
    let line_end = bytes
        .iter()
        .position(|&b| b == b'\n')
        .ok_or("no header line")?;
    let head = std::str::from_utf8(&bytes[..line_end]).map_err(|_| "header is not text")?;
    let words: Vec<&str> = head.split(' ').collect();
    if words.len() != 4 || words[0] != "egtb" || words[1] != "2" {
        return Err(format!(
            "`{}` is not an endgame table header",
            head.escape_debug()
        ));
    }
    if words[2] != variant.to_string() {
        return Err(format!(
            "tables of `{}`, not of {variant}",
            words[2].escape_debug()
        ));
    }
    let mut tables = Tables::empty(variant);
    tables.captures_stored = false;
    let inflated =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes[line_end + 1..], INFLATED_LIMIT)
            .map_err(|e| format!("the tables do not inflate: {e:?}"))?;
    let mut rest = &inflated[..];
    while !rest.is_empty() {
        if rest.len() < 12 {
            return Err("a table cut short".into());
        }
        let counts = [rest[0], rest[1], rest[2], rest[3]];
        if counts.iter().any(|&c| c > 4) {
            return Err("a material with a count over 4".into());
        }
        let material = Material::from_counts(counts);
        let size = u32::from_le_bytes([rest[4], rest[5], rest[6], rest[7]]) as usize;
        let coded = u32::from_le_bytes([rest[8], rest[9], rest[10], rest[11]]) as usize;
        if size != material.size() || rest.len() < 12 + coded {
            return Err(format!("the table of {material:?} has the wrong size"));
        }
        let mut table = Vec::with_capacity(size);
        let mut runs = &rest[12..12 + coded];
        while let Some((&byte, after)) = runs.split_first() {
            let mut length = 0u64;
            let mut shift = 0;
            let mut next = after;
            loop {
                let (&part, after) = next.split_first().ok_or("a run cut short")?;
                next = after;
                if shift > 35 {
                    return Err("a run too long".into());
                }
                length |= u64::from(part & 0x7F) << shift;
                shift += 7;
                if part & 0x80 == 0 {
                    break;
                }
            }
            if table.len() as u64 + length > size as u64 {
                return Err(format!("the table of {material:?} overflows"));
            }
            table.resize(table.len() + length as usize, byte);
            runs = next;
        }
        if table.len() != size {
            return Err(format!("the table of {material:?} is short"));
        }
        tables.insert(material, table);
        rest = &rest[12 + coded..];
    }
    Ok(tables)
}

/// Reads `variant`'s tables from `path`.
pub fn read(path: &std::path::Path, variant: Variant) -> Result<Tables, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    decode(&bytes, variant)
}

/// Writes `tables` to `path`.
pub fn write(path: &std::path::Path, tables: &Tables) -> Result<(), String> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
    }
    std::fs::write(path, encode(tables))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}
