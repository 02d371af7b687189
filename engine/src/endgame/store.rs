//! The tables on disk: a header line, then per material its four counts, its size, and its bytes
//! run-length coded (each run a byte and its length as a LEB128 number) and deflated, so that a
//! reader reads and unpacks only the materials it is asked about ([`read`] takes the headings
//! first, a material's bytes when it is first asked for). Slots whose value is never read —
//! placements that cannot be, and positions with a capture to make, whose value the reader works
//! out from the captures — repeat the byte before them, so that the runs are long.
//!
//! ```text
//! egtb 3 russian 4\n
//! [own men, own kings, other men, other kings] [size: u32 LE] [packed length: u32 LE] [packed]
//! ```

use super::index::{Material, Placement};
use super::{TableBytes, Tables};
use crate::quoted::quoted;
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
    format!("egtb 3 {} {}\n", tables.variant(), tables.pieces())
}

/// The tables as the file's bytes.
pub fn encode(tables: &Tables) -> Vec<u8> {
    let mut out = header(tables).into_bytes();
    for material in tables.materials() {
        let Some(table) = tables.table(material) else {
            continue;
        };
        let table = with_gaps_filled(tables.variant(), material, table);
        let packed = miniz_oxide::deflate::compress_to_vec(&run_length(&table), 9);
        out.extend_from_slice(&material.counts());
        out.extend_from_slice(&(table.len() as u32).to_le_bytes());
        out.extend_from_slice(&(packed.len() as u32).to_le_bytes());
        out.extend_from_slice(&packed);
    }
    out
}

/// `table` run-length coded.
fn run_length(table: &[u8]) -> Vec<u8> {
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
    runs
}

/// A material's table of `size` slots from its packed form, refusing anything malformed.
pub fn unpack(packed: &[u8], size: usize) -> Result<Vec<u8>, String> {
    // Runs take at least two bytes each: the coded form is never more than twice the table.
    let coded = miniz_oxide::inflate::decompress_to_vec_with_limit(packed, 2 * size + 16)
        .map_err(|e| format!("a table does not inflate: {e:?}"))?;
    let mut table = Vec::with_capacity(size);
    let mut runs = &coded[..];
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
            return Err("a table overflows".into());
        }
        table.resize(table.len() + length as usize, byte);
        runs = next;
    }
    if table.len() != size {
        return Err("a table is short".into());
    }
    Ok(table)
}

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

/// Where a material's packed bytes are: in memory, or at a place in the tables' file (read
/// when the material is first asked for, so that a process that meets a few materials reads a
/// few of the file's megabytes).
pub(super) enum Packed {
    /// The packed bytes themselves.
    Bytes(Vec<u8>),
    /// `length` bytes at `offset` in the file `path`, whose length and time of last change
    /// were `stamp` when it was read.
    InFile {
        path: std::sync::Arc<PathBuf>,
        offset: u64,
        length: usize,
        stamp: [u64; 2],
    },
}

impl Packed {
    /// The packed bytes, read from the file where they are there.
    pub(super) fn bytes(&self) -> Result<std::borrow::Cow<'_, [u8]>, String> {
        use std::io::{Read, Seek, SeekFrom};
        match self {
            Packed::Bytes(bytes) => Ok(std::borrow::Cow::Borrowed(bytes)),
            Packed::InFile {
                path,
                offset,
                length,
                ..
            } => {
                let cannot = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
                let mut file = std::fs::File::open(path.as_ref()).map_err(cannot)?;
                file.seek(SeekFrom::Start(*offset)).map_err(cannot)?;
                let mut bytes = vec![0; *length];
                file.read_exact(&mut bytes).map_err(cannot)?;
                Ok(std::borrow::Cow::Owned(bytes))
            }
        }
    }

    /// A name for these packed bytes that another table never has: a hash of the bytes
    /// themselves, or of where they are in which version of the file (so that a process finds
    /// its unpacked table in the cache without reading the packed one: a five-piece material's
    /// are megabytes).
    fn identity(&self) -> u64 {
        // FNV-1a, a word at a time.
        let step = |hash: u64, word: u64| (hash ^ word).wrapping_mul(0x0100_0000_01b3);
        let seed = 0xcbf2_9ce4_8422_2325u64;
        match self {
            Packed::Bytes(bytes) => bytes.iter().fold(seed, |h, &b| step(h, u64::from(b))),
            Packed::InFile {
                offset,
                length,
                stamp,
                ..
            } => [*offset, *length as u64, stamp[0], stamp[1]]
                .into_iter()
                .fold(seed, step),
        }
    }
}

/// The header line's words checked: tables of `variant` in this format.
fn check_header(line: &[u8], variant: Variant) -> Result<(), String> {
    let head = std::str::from_utf8(line).map_err(|_| "header is not text")?;
    let words: Vec<&str> = head.split(' ').collect();
    if words.len() != 4 || words[0] != "egtb" || words[1] != "3" {
        return Err(format!("`{}` is not an endgame table header", quoted(head)));
    }
    if words[2] != variant.to_string() {
        return Err(format!(
            "tables of `{}`, not of {variant}",
            quoted(words[2])
        ));
    }
    Ok(())
}

/// A table's 12-byte heading checked against the `left` bytes of the file after it: its
/// material and the length of its packed bytes.
fn check_entry(heading: &[u8; 12], left: u64) -> Result<(Material, usize), String> {
    let counts = [heading[0], heading[1], heading[2], heading[3]];
    if counts.iter().any(|&c| c > 4) {
        return Err("a material with a count over 4".into());
    }
    let material = Material::from_counts(counts);
    let word = |at: usize| {
        u32::from_le_bytes([
            heading[at],
            heading[at + 1],
            heading[at + 2],
            heading[at + 3],
        ])
    };
    let (size, packed) = (word(4) as usize, word(8) as usize);
    if size != material.size() || left < packed as u64 {
        return Err(format!("the table of {material:?} has the wrong size"));
    }
    Ok((material, packed))
}

/// Reads tables of `variant` from the file's bytes, refusing a malformed header or layout (each
/// table's bytes are checked when it is unpacked, [`unpack`]).
pub fn decode(bytes: &[u8], variant: Variant) -> Result<Tables, String> {
    let line_end = bytes
        .iter()
        .position(|&b| b == b'\n')
        .ok_or("no header line")?;
    check_header(&bytes[..line_end], variant)?;
    let mut tables = Tables::empty(variant);
    tables.captures_stored = false;
    let mut rest = &bytes[line_end + 1..];
    while let Some((heading, after)) = rest.split_first_chunk::<12>() {
        let (material, packed) = check_entry(heading, after.len() as u64)?;
        tables.insert_packed(material, Packed::Bytes(after[..packed].to_vec()));
        rest = &after[packed..];
    }
    if !rest.is_empty() {
        return Err("a table cut short".into());
    }
    Ok(tables)
}

/// Reads `variant`'s tables from `path`: the header and each table's heading now, a table's
/// bytes when it is first asked for. Unpacked tables are kept in the system's temporary folder
/// (`engine-egtb/`) for the next run.
pub fn read(path: &std::path::Path, variant: Variant) -> Result<Tables, String> {
    use std::io::{BufRead, Read, Seek, SeekFrom};
    let cannot = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    let file = std::fs::File::open(path).map_err(cannot)?;
    let metadata = file.metadata().map_err(cannot)?;
    let total = metadata.len();
    let changed = metadata
        .modified()
        .ok()
        .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_nanos() as u64);
    let stamp = [total, changed];
    let mut reader = std::io::BufReader::new(file);
    let mut line = Vec::new();
    reader
        .by_ref()
        .take(256)
        .read_until(b'\n', &mut line)
        .map_err(cannot)?;
    if line.pop() != Some(b'\n') {
        return Err("no header line".into());
    }
    check_header(&line, variant)?;
    let shared = std::sync::Arc::new(path.to_path_buf());
    let mut tables = Tables::empty(variant);
    tables.captures_stored = false;
    let mut offset = line.len() as u64 + 1;
    while offset < total {
        if total - offset < 12 {
            return Err("a table cut short".into());
        }
        let mut heading = [0u8; 12];
        reader.read_exact(&mut heading).map_err(cannot)?;
        offset += 12;
        let (material, length) = check_entry(&heading, total - offset)?;
        tables.insert_packed(
            material,
            Packed::InFile {
                path: shared.clone(),
                offset,
                length,
                stamp,
            },
        );
        offset += length as u64;
        reader.seek(SeekFrom::Start(offset)).map_err(cannot)?;
    }
    tables.cache = Some(std::env::temp_dir().join("engine-egtb"));
    Ok(tables)
}

/// [`unpack`], through a cache folder: the unpacked table is mapped from `cache` when it holds one
/// for exactly these packed bytes (named by their hash), and written there otherwise (as well as
/// it can: a cache that cannot be written is no error).
pub(super) fn unpack_cached(
    packed: &Packed,
    material: Material,
    cache: Option<&std::path::Path>,
) -> Result<TableBytes, String> {
    let size = material.size();
    let Some(folder) = cache else {
        return unpack(&packed.bytes()?, size).map(TableBytes::Owned);
    };
    // Named by the packed bytes' identity: a different file never reads a stale table.
    let hash = packed.identity();
    let file = folder.join(format!("{}-{hash:016x}.bin", material.key()));
    #[cfg(unix)]
    if let Some(mapped) = super::mapped::Mapped::open(&file, size) {
        return Ok(TableBytes::Mapped(mapped));
    }
    #[cfg(not(unix))]
    if let Ok(bytes) = std::fs::read(&file) {
        if bytes.len() == size {
            return Ok(TableBytes::Owned(bytes));
        }
    }
    let table = unpack(&packed.bytes()?, size)?;
    if std::fs::create_dir_all(folder).is_ok() {
        // Written under a name of this process, then renamed: another reader never sees half.
        let partial = file.with_extension(format!("{}.part", std::process::id()));
        if std::fs::write(&partial, &table).is_ok() && std::fs::rename(&partial, &file).is_err() {
            let _ = std::fs::remove_file(&partial);
        }
    }
    Ok(TableBytes::Owned(table))
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
