//! Learning the evaluation's network from self-play (`engine train`), native only.
//!
//! 1. Self-play: games from random openings, each move a search to a fixed depth with the
//!    linear evaluation only (so that the data do not depend on the network being replaced),
//!    or, with `--self-play network`, with the network the engine was built with added (a next
//!    generation: its play and its search scores are the current network's).
//!    Every quiet position (no capture pending) is kept with its inputs ([`net::inputs`]: in
//!    the tower games the top piece of each tower, and with `--inputs towers` the piece right
//!    under it too), the linear score, the search's score and, once the
//!    game is over, its result, all from the side to move.
//! 2. Training: the network's output is added to the linear score, and a logistic curve of the
//!    sum is fitted by least squares (Adam, minibatches) to a blend of the game's result and the
//!    logistic of the search's score. The network starts at zero output: the linear evaluation.
//! 3. Export: the weights rounded to the engine's integers ([`net::Net`]) and written as the
//!    file the engine embeds.
//!
//! Everything is seeded, so the same command gives the same file.

use crate::arena::random_opening;
use engine::game::{Game, Outcome, Playable};
use engine::search::net::{self, Net, MAX_ACTIVE, MAX_HIDDEN, ONE, OUTPUT_SCALE, TOWER_INPUTS};
use engine::search::{earlier_hashes, Limits, Rng, Searchable, Searcher, MATE_BOUND};
use engine::Position;

/// Games longer than this many plies stop (and count as draws).
const MAX_PLIES: usize = 300;

/// A search score beyond this (hundredths of a man) is clamped to it: a won or lost position.
const SCORE_CLAMP: i32 = 1_500;

/// One position to learn from, everything from its side to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// The active inputs, the first `count` of them.
    pub inputs: [u8; MAX_ACTIVE],
    /// How many inputs are active.
    pub count: u8,
    /// The linear evaluation (hundredths of a man).
    pub linear: i16,
    /// The search's score, clamped to ±[`SCORE_CLAMP`].
    pub search: i16,
    /// The game's result: 2 won, 1 drawn, 0 lost.
    pub result: u8,
}

impl Sample {
    /// The active inputs.
    pub fn active(&self) -> &[u8] {
        &self.inputs[..self.count as usize]
    }

    const BYTES: usize = MAX_ACTIVE + 6;

    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.inputs);
        out.push(self.count);
        out.extend_from_slice(&self.linear.to_le_bytes());
        out.extend_from_slice(&self.search.to_le_bytes());
        out.push(self.result);
    }

    fn read(bytes: &[u8]) -> Sample {
        let mut inputs = [0; MAX_ACTIVE];
        inputs.copy_from_slice(&bytes[..MAX_ACTIVE]);
        let at = MAX_ACTIVE;
        Sample {
            inputs,
            count: bytes[at],
            linear: i16::from_le_bytes([bytes[at + 1], bytes[at + 2]]),
            search: i16::from_le_bytes([bytes[at + 3], bytes[at + 4]]),
            result: bytes[at + 5],
        }
    }
}

/// The first bytes of a cache of samples: the samples' layout (up to [`MAX_ACTIVE`] inputs each)
/// has changed before, and a cache of another layout must be refused, not misread. Its first
/// byte is no input index (those are below 192), so no sample begins with it and files joined
/// end to end are told apart.
const CACHE_MAGIC: [u8; 4] = [0xFF, b'S', b'M', b'2'];

/// Samples as bytes (for `--cache`): [`CACHE_MAGIC`], then the samples end to end.
pub fn samples_to_bytes(samples: &[Sample]) -> Vec<u8> {
    let mut out = Vec::with_capacity(CACHE_MAGIC.len() + samples.len() * Sample::BYTES);
    out.extend_from_slice(&CACHE_MAGIC);
    for s in samples {
        s.write(&mut out);
    }
    out
}

/// Samples read back from [`samples_to_bytes`], or from several such files joined end to end
/// (each begins with [`CACHE_MAGIC`]); `None` when the bytes are not that.
pub fn samples_from_bytes(bytes: &[u8]) -> Option<Vec<Sample>> {
    let mut samples = Vec::new();
    let mut rest = bytes;
    if rest.is_empty() {
        return None;
    }
    while !rest.is_empty() {
        let body = rest.strip_prefix(&CACHE_MAGIC)?;
        // A file's samples run to the next file's magic or to the end.
        let length = body
            .chunks(Sample::BYTES)
            .position(|chunk| chunk.starts_with(&CACHE_MAGIC))
            .map_or(body.len(), |at| at * Sample::BYTES);
        let (own, next) = body.split_at(length);
        samples.extend(one_file(own)?);
        rest = next;
    }
    Some(samples)
}

/// The samples of one cache's body; `None` when its length does not fit.
fn one_file(bytes: &[u8]) -> Option<Vec<Sample>> {
    bytes.len().is_multiple_of(Sample::BYTES).then(|| {
        bytes
            .chunks_exact(Sample::BYTES)
            .map(Sample::read)
            .collect()
    })
}

/// How the self-play games are searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SelfPlay {
    /// The linear evaluation only.
    Linear,
    /// The linear evaluation and the network built into the engine.
    Network,
}

/// Plays `games` self-play games from random openings of `start`, each move a search to
/// `depth` with the evaluation `play` names, and returns their quiet positions (their
/// `linear` scores the linear evaluation's either way) with the inputs of a network of
/// `inputs` inputs.
pub fn generate(
    start: &Position,
    games: u32,
    depth: u32,
    seed: u64,
    play: SelfPlay,
    inputs: usize,
    mut progress: impl FnMut(u32, usize),
) -> Vec<Sample> {
    let mut rng = Rng::new(seed);
    let mut searcher: Searcher<Position> = Searcher::new(16);
    let mut linear: Searcher<Position> = Searcher::new(0);
    linear.set_learned(false);
    searcher.set_learned(play == SelfPlay::Network);
    searcher.set_book(false);
    let mut samples = Vec::new();
    let mut moves = Vec::new();
    for number in 0..games {
        let opening = random_opening(start, 4 + rng.below(8), &mut rng);
        let mut game = Game::from_position(opening);
        searcher.clear();
        let first = samples.len();
        let mut sides = Vec::new();
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            let position = game.position().clone();
            let result = searcher.search(&position, &earlier_hashes(&game), Limits::depth(depth));
            let Some(best) = result.best else { break };
            position.generate_moves(&mut moves);
            if !position.must_resolve(&moves) {
                let mut active = [0; MAX_ACTIVE];
                let count = net::inputs(&position, inputs == TOWER_INPUTS, &mut active);
                let score = if result.score.abs() > MATE_BOUND {
                    result.score.signum() * SCORE_CLAMP
                } else {
                    result.score.clamp(-SCORE_CLAMP, SCORE_CLAMP)
                };
                samples.push(Sample {
                    inputs: active,
                    count: count as u8,
                    linear: linear.evaluate(&position).clamp(-30_000, 30_000) as i16,
                    search: score as i16,
                    result: 1,
                });
                sides.push(position.side_to_move());
            }
            if game.play(&best).is_err() {
                break;
            }
        }
        let winner = match game.outcome() {
            Some(Outcome::Win { winner, .. }) => Some(winner),
            _ => None,
        };
        for (sample, side) in samples[first..].iter_mut().zip(sides) {
            sample.result = match winner {
                Some(w) if w == side => 2,
                Some(_) => 0,
                None => 1,
            };
        }
        progress(number + 1, samples.len());
    }
    samples
}

/// The network in floating point, as it is trained.
#[derive(Clone, Debug)]
pub struct Model {
    /// The inputs ([`net::TOP_INPUTS`] or [`TOWER_INPUTS`]).
    pub inputs: usize,
    /// The hidden units.
    pub hidden: usize,
    /// First layer, input-major: `w1[input * hidden + unit]`.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights (men per unit of activation).
    pub w2: Vec<f32>,
    /// Output bias (men).
    pub b2: f32,
}

/// The largest first-layer weight an 8-bit integer holds at scale [`ONE`].
const W1_LIMIT: f32 = 127.0 / ONE as f32;
/// The largest output weight (men) a 16-bit integer holds at its scale.
const W2_LIMIT: f32 = 32_000.0 / (100.0 * ONE as f32);

impl Model {
    /// `inputs` inputs and `hidden` units (a multiple of 16, at most [`MAX_HIDDEN`]) with small
    /// random first-layer weights and zero output: the linear evaluation unchanged.
    pub fn new(rng: &mut Rng, inputs: usize, hidden: usize) -> Model {
        let mut uniform = || (rng.next_u64() >> 11) as f32 / (1u64 << 53) as f32;
        Model {
            inputs,
            hidden,
            w1: (0..inputs * hidden)
                .map(|_| (uniform() - 0.5) * 0.2)
                .collect(),
            b1: (0..hidden).map(|_| 0.1 + 0.4 * uniform()).collect(),
            w2: vec![0.0; hidden],
            b2: 0.0,
        }
    }

    /// The hidden sums of `active` (the first `hidden`).
    fn sums(&self, active: &[u8]) -> [f32; MAX_HIDDEN] {
        let hidden = self.hidden;
        let mut sums = [0.0; MAX_HIDDEN];
        sums[..hidden].copy_from_slice(&self.b1);
        for &i in active {
            let row = &self.w1[i as usize * hidden..][..hidden];
            for (s, w) in sums.iter_mut().zip(row) {
                *s += w;
            }
        }
        sums
    }

    /// The network's output in hundredths of a man.
    pub fn output(&self, active: &[u8]) -> f32 {
        let sums = self.sums(active);
        let out: f32 = sums
            .iter()
            .zip(&self.w2)
            .map(|(s, w)| s.clamp(0.0, 1.0) * w)
            .sum();
        100.0 * (out + self.b2)
    }

    /// The floating-point network `net` stands for.
    #[cfg(test)]
    pub fn from_net(net: &Net) -> Model {
        let one = ONE as f32;
        let hidden = net.hidden;
        Model {
            inputs: net.inputs,
            hidden,
            w1: net.w1[..net.inputs]
                .iter()
                .flat_map(|row| &row[..hidden])
                .map(|&w| w as f32 / one)
                .collect(),
            b1: net.b1[..hidden].iter().map(|&b| b as f32 / one).collect(),
            w2: net.w2[..hidden]
                .iter()
                .map(|&w| w as f32 / (100.0 * one))
                .collect(),
            b2: net.b2 as f32 / (100.0 * OUTPUT_SCALE as f32),
        }
    }

    /// The engine's integer network nearest to this one.
    pub fn quantise(&self) -> Net {
        let hidden = self.hidden;
        let mut q = Net::zero(self.inputs, hidden);
        q.b2 = (self.b2 * 100.0 * OUTPUT_SCALE as f32).round() as i32;
        for (i, row) in q.w1[..self.inputs].iter_mut().enumerate() {
            for (j, w) in row[..hidden].iter_mut().enumerate() {
                *w = (self.w1[i * hidden + j] * ONE as f32)
                    .round()
                    .clamp(-127.0, 127.0) as i8;
            }
        }
        for j in 0..hidden {
            q.b1[j] = (self.b1[j] * ONE as f32).round().clamp(-8000.0, 8000.0) as i16;
            q.w2[j] = (self.w2[j] * 100.0 * ONE as f32)
                .round()
                .clamp(-32_000.0, 32_000.0) as i16;
        }
        q
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// How a sample's target and prediction are made.
#[derive(Clone, Copy, Debug)]
pub struct Objective {
    /// The logistic scale (hundredths of a man): a score of `scale` predicts 73%.
    pub scale: f32,
    /// The share of the game's result in the target (the rest: the search's score).
    pub result_share: f32,
}

impl Objective {
    /// The target of `s`: a blend of its result and the logistic of its search score.
    pub fn target(&self, s: &Sample) -> f32 {
        let result = s.result as f32 / 2.0;
        let search = sigmoid(s.search as f32 / self.scale);
        self.result_share * result + (1.0 - self.result_share) * search
    }

    /// The mean squared error of the scores `score(sample)` on `samples`.
    pub fn error(&self, samples: &[Sample], score: impl Fn(&Sample) -> f32) -> f64 {
        samples
            .iter()
            .map(|s| (sigmoid(score(s) / self.scale) - self.target(s)) as f64)
            .map(|e| e * e)
            .sum::<f64>()
            / samples.len().max(1) as f64
    }
}

/// The logistic scale that best predicts the results of `samples` from their linear scores.
pub fn fit_scale(samples: &[Sample]) -> f32 {
    let by_result = Objective {
        scale: 1.0,
        result_share: 1.0,
    };
    (1..=40)
        .map(|i| i as f32 * 25.0)
        .map(|scale| {
            let o = Objective { scale, ..by_result };
            (o.error(samples, |s| s.linear as f32), scale)
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(200.0, |(_, scale)| scale)
}

/// Trains `model` on `samples` for `epochs` passes of minibatches (Adam with step `rate`);
/// `report` sees each epoch's number and the model.
pub fn train(
    model: &mut Model,
    samples: &[Sample],
    objective: Objective,
    epochs: u32,
    rate: f32,
    rng: &mut Rng,
    mut report: impl FnMut(u32, &Model),
) {
    const BATCH: usize = 256;
    let hidden = model.hidden;
    let first_layer = model.inputs * hidden;
    let params = first_layer + 2 * hidden + 1;
    let mut moment = vec![0.0f32; params];
    let mut velocity = vec![0.0f32; params];
    let mut grad = vec![0.0f32; params];
    let (beta1, beta2, epsilon) = (0.9f32, 0.999f32, 1e-8f32);
    let mut step = 0i32;
    let mut order: Vec<usize> = (0..samples.len()).collect();
    for epoch in 1..=epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        for batch in order.chunks(BATCH) {
            grad.fill(0.0);
            for &k in batch {
                let s = &samples[k];
                let sums = model.sums(s.active());
                let out: f32 = sums
                    .iter()
                    .zip(&model.w2)
                    .map(|(x, w)| x.clamp(0.0, 1.0) * w)
                    .sum::<f32>()
                    + model.b2;
                let score = s.linear as f32 + 100.0 * out;
                let p = sigmoid(score / objective.scale);
                // d(error)/d(out): through the logistic and the factor 100.
                let g = 2.0 * (p - objective.target(s)) * p * (1.0 - p) * 100.0 / objective.scale;
                let (g1, rest) = grad.split_at_mut(first_layer);
                let (gb1, rest) = rest.split_at_mut(hidden);
                let (gw2, gb2) = rest.split_at_mut(hidden);
                gb2[0] += g;
                for j in 0..hidden {
                    let x = sums[j];
                    gw2[j] += g * x.clamp(0.0, 1.0);
                    if x > 0.0 && x < 1.0 {
                        let gh = g * model.w2[j];
                        gb1[j] += gh;
                        for &i in s.active() {
                            g1[i as usize * hidden + j] += gh;
                        }
                    }
                }
            }
            step += 1;
            let scale = 1.0 / batch.len() as f32;
            let correction1 = 1.0 - beta1.powi(step);
            let correction2 = 1.0 - beta2.powi(step);
            let mut update = |k: usize, value: &mut f32, limit: f32| {
                let g = grad[k] * scale;
                moment[k] = beta1 * moment[k] + (1.0 - beta1) * g;
                velocity[k] = beta2 * velocity[k] + (1.0 - beta2) * g * g;
                let m = moment[k] / correction1;
                let v = velocity[k] / correction2;
                *value = (*value - rate * m / (v.sqrt() + epsilon)).clamp(-limit, limit);
            };
            for (k, w) in model.w1.iter_mut().enumerate() {
                update(k, w, W1_LIMIT);
            }
            let base = first_layer;
            for (j, b) in model.b1.iter_mut().enumerate() {
                update(base + j, b, 100.0);
            }
            for (j, w) in model.w2.iter_mut().enumerate() {
                update(base + hidden + j, w, W2_LIMIT);
            }
            update(base + 2 * hidden, &mut model.b2, 2.0);
        }
        report(epoch, model);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Variant;

    #[test]
    fn quantised_inference_equals_the_float_model_within_rounding() {
        let mut rng = Rng::new(3);
        let mut model = Model::new(&mut rng, net::TOP_INPUTS, 32);
        for w in model.w2.iter_mut() {
            *w = ((rng.next_u64() % 200) as f32 - 100.0) / 100.0;
        }
        model.b2 = 0.05;
        let net = model.quantise();
        let samples = generate(
            &Position::start(Variant::English),
            2,
            2,
            5,
            SelfPlay::Linear,
            net::TOP_INPUTS,
            |_, _| {},
        );
        assert!(samples.len() > 20);
        let rounded = Model::from_net(&net);
        assert_eq!(rounded.quantise(), net);
        let mut off = 0.0;
        for s in &samples {
            // The integer inference is the rounded model's, truncated to a hundredth of a man.
            let integer = net.evaluate_inputs(s.active()) as f32;
            let exact = rounded.output(s.active());
            assert!((exact - integer).abs() < 1.01, "{exact} vs {integer}");
            // And the rounding moves the trained model's score little.
            off += (model.output(s.active()) - integer).abs() / samples.len() as f32;
        }
        assert!(off < 10.0, "mean difference {off}");
    }

    #[test]
    fn training_lowers_the_error() {
        let samples = generate(
            &Position::start(Variant::English),
            6,
            3,
            9,
            SelfPlay::Linear,
            net::TOP_INPUTS,
            |_, _| {},
        );
        let objective = Objective {
            scale: fit_scale(&samples),
            result_share: 0.5,
        };
        let mut rng = Rng::new(1);
        let mut model = Model::new(&mut rng, net::TOP_INPUTS, 32);
        let before = objective.error(&samples, |s| s.linear as f32 + model.output(s.active()));
        train(
            &mut model,
            &samples,
            objective,
            20,
            0.01,
            &mut rng,
            |_, _| {},
        );
        let after = objective.error(&samples, |s| s.linear as f32 + model.output(s.active()));
        assert!(after < before, "{after} >= {before}");
    }

    #[test]
    fn self_play_with_the_network_keeps_the_linear_scores() {
        let start = Position::start(Variant::English);
        let tops = net::TOP_INPUTS;
        let linear = generate(&start, 1, 2, 1, SelfPlay::Linear, tops, |_, _| {});
        let network = generate(&start, 1, 2, 1, SelfPlay::Network, tops, |_, _| {});
        // The same opening (drawn as `generate` draws it), a quiet position: the first sample.
        let mut rng = Rng::new(1);
        let opening = random_opening(&start, 4 + rng.below(8), &mut rng);
        let mut moves = Vec::new();
        opening.generate_moves(&mut moves);
        assert!(!opening.must_resolve(&moves));
        let mut searcher: Searcher<Position> = Searcher::new(1);
        searcher.set_learned(false);
        let plain = searcher.evaluate(&opening);
        let plain_search = searcher.search(&opening, &[], Limits::depth(2)).score;
        searcher.set_learned(true);
        searcher.clear();
        let learned = searcher.evaluate(&opening);
        let learned_search = searcher.search(&opening, &[], Limits::depth(2)).score;
        assert_ne!(plain, learned);
        assert_eq!(linear[0].active(), network[0].active());
        // Either way the sample keeps the linear evaluation; the search score is the one of
        // the search that self-play used.
        assert_eq!(
            (linear[0].linear, network[0].linear),
            (plain as i16, plain as i16)
        );
        assert_eq!(linear[0].search, plain_search as i16);
        assert_eq!(network[0].search, learned_search as i16);
        assert_ne!(linear, network);
    }

    #[test]
    fn tower_inputs_see_under_the_tops_and_train_a_network_of_them() {
        let samples = generate(
            &Position::start(Variant::Lasca),
            2,
            2,
            3,
            SelfPlay::Linear,
            TOWER_INPUTS,
            |_, _| {},
        );
        // Lasca's captures make columns: some positions show a piece under a top.
        assert!(samples
            .iter()
            .any(|s| s.active().iter().any(|&i| i as usize >= net::TOP_INPUTS)));
        let mut rng = Rng::new(2);
        let mut model = Model::new(&mut rng, TOWER_INPUTS, 16);
        let objective = Objective {
            scale: fit_scale(&samples),
            result_share: 0.5,
        };
        train(
            &mut model,
            &samples,
            objective,
            3,
            0.01,
            &mut rng,
            |_, _| {},
        );
        let net = model.quantise();
        assert_eq!(net.inputs, TOWER_INPUTS);
        assert_eq!(Net::parse(&net.to_bytes()), Ok(net.clone()));
        assert_eq!(Model::from_net(&net).quantise(), net);
    }

    #[test]
    fn samples_read_back() {
        let samples = generate(
            &Position::start(Variant::English),
            1,
            2,
            2,
            SelfPlay::Linear,
            net::TOP_INPUTS,
            |_, _| {},
        );
        let bytes = samples_to_bytes(&samples);
        assert_eq!(samples_from_bytes(&bytes), Some(samples.clone()));
        assert_eq!(samples_from_bytes(&bytes[1..]), None);
        assert_eq!(samples_from_bytes(&bytes[..bytes.len() - 1]), None);
        // Two caches joined end to end read as one.
        let joined = [&bytes[..], &bytes[..]].concat();
        let twice = [&samples[..], &samples[..]].concat();
        assert_eq!(samples_from_bytes(&joined), Some(twice));
        // A cache of the layout before (no magic, 38 bytes a sample) is refused, even when its
        // length would divide.
        assert_eq!(samples_from_bytes(&vec![3u8; 38 * 35]), None);
        assert_eq!(samples_from_bytes(&[]), None);
    }
}
