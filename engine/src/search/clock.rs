//! The search's clock: milliseconds natively from a monotonic clock, in the page from its
//! `Date.now()`.

/// Milliseconds on a monotonic clock.
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

#[cfg(target_arch = "wasm32")]
mod date {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = Date)]
        pub fn now() -> f64;
    }
}

/// Milliseconds since the epoch (the page's `Date.now()`).
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    date::now()
}
