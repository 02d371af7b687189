//! A table's bytes read from the cache folder by mapping the file into memory (on Unix), so
//! that a process that probes a few thousand positions of a material loads the pages it
//! touches, not the whole table: a command-line process per move (`engine reply`, as a match
//! plays) would otherwise read a five-piece material's 16–32 MB at each move that reaches it.

/// A file's bytes mapped read-only for as long as this lives.
pub struct Mapped {
    address: *mut libc::c_void,
    length: usize,
}

// SAFETY: the mapping is read-only and owned by this value alone; reading it from any thread
// is reading immutable memory.
unsafe impl Send for Mapped {}
// SAFETY: as above, the bytes are never written.
unsafe impl Sync for Mapped {}

impl Mapped {
    /// The whole of `file` mapped, when it has exactly `length` bytes (not none) and can be.
    /// The cache's files are written under another name and renamed into place, so a mapped
    /// file is never rewritten under a reader.
    pub fn open(file: &std::path::Path, length: usize) -> Option<Mapped> {
        use std::os::fd::AsRawFd;
        let opened = std::fs::File::open(file).ok()?;
        if length == 0 || opened.metadata().ok()?.len() != length as u64 {
            return None;
        }
        // SAFETY: a fresh read-only private mapping of an open file of `length` bytes; the
        // file may be closed once mapped.
        let address = unsafe {
            libc::mmap(
                core::ptr::null_mut(),
                length,
                libc::PROT_READ,
                libc::MAP_PRIVATE,
                opened.as_raw_fd(),
                0,
            )
        };
        (address != libc::MAP_FAILED).then_some(Mapped { address, length })
    }

    /// The mapped bytes.
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: `address` maps `length` readable bytes until `self` is dropped.
        unsafe { core::slice::from_raw_parts(self.address as *const u8, self.length) }
    }
}

impl Drop for Mapped {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `open`, unmapped once.
        unsafe {
            libc::munmap(self.address, self.length);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_mapped_only_at_its_length() {
        let file = std::env::temp_dir().join(format!("engine-mapped-{}.bin", std::process::id()));
        std::fs::write(&file, [1u8, 2, 3, 4, 5]).unwrap();
        assert_eq!(Mapped::open(&file, 5).unwrap().bytes(), &[1, 2, 3, 4, 5]);
        assert!(Mapped::open(&file, 4).is_none());
        assert!(Mapped::open(&file.with_extension("none"), 5).is_none());
        let _ = std::fs::remove_file(&file);
    }
}
