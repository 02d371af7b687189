//! The levels' noise: a small deterministic random generator.

/// A small deterministic random generator (xorshift64*) for the levels' noise.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// About normally distributed with mean 0 and standard deviation `sigma`.
    pub fn normal(&mut self, sigma: f64) -> f64 {
        // The sum of 12 uniforms minus 6 has mean 0 and variance 1.
        let sum: f64 = (0..12)
            .map(|_| (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64)
            .sum();
        (sum - 6.0) * sigma
    }
}
