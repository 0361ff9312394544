//! Weights that change over a game, shared by the evaluations fitted by
//! `bernstein tune`: each term's weight is a triple (the opening, turn 40, turn
//! 60), mixed piecewise linearly by the turn, so a term can matter more as the
//! round limit nears and change fastest in the last rounds. Turn 60 is the
//! round limit of both Piranhas seasons and of Ostseeschach (30 rounds of two
//! plies); the original Ostsee-Schach, which has none, keeps the last weights
//! from there on. Term values are fixed point ([`UNIT`] parts to one), so
//! fractions such as a share keep six bits.

/// How many weights each term has: at the opening, at [`MIDDLE_TURN`] and at
/// [`LAST_TURN`].
pub const KNOTS: usize = 3;

/// Term values are fixed point with this many parts to one.
pub const UNIT: i32 = 64;

/// The turn of a term's middle weight.
pub const MIDDLE_TURN: u32 = 40;

/// The turn of a term's last weight, kept from there on.
pub const LAST_TURN: u32 = 60;

/// A weight table: per term, its weights at the opening, at [`MIDDLE_TURN`]
/// and at [`LAST_TURN`], in hundredths of the game's unit per unit of the term.
pub type Weights<const N: usize> = [[i32; KNOTS]; N];

/// The shares of a term's three weights at `turn`: from the opening's to the
/// middle one's up to [`MIDDLE_TURN`], then on to the last one's.
pub fn mix(turn: u32) -> [f64; KNOTS] {
    let t = turn.min(LAST_TURN) as f64;
    let (middle, limit) = (MIDDLE_TURN as f64, LAST_TURN as f64);
    if t <= middle {
        [(middle - t) / middle, t / middle, 0.0]
    } else {
        [
            0.0,
            (limit - t) / (limit - middle),
            (t - middle) / (limit - middle),
        ]
    }
}

/// The terms weighed: Σ value × (the weights mixed as in [`mix`]), per [`UNIT`],
/// in integers.
#[inline(always)]
pub fn weigh<const N: usize>(values: &[i32; N], weights: &Weights<N>, turn: u32) -> i32 {
    let mut sums = [0i64; KNOTS];
    for i in 0..N {
        for (k, sum) in sums.iter_mut().enumerate() {
            *sum += values[i] as i64 * weights[i][k] as i64;
        }
    }
    let t = turn.min(LAST_TURN) as i64;
    let (middle, limit) = (MIDDLE_TURN as i64, LAST_TURN as i64);
    let unit = UNIT as i64;
    let weighed = if t <= middle {
        (sums[0] * (middle - t) + sums[1] * t) / (middle * unit)
    } else {
        (sums[1] * (limit - t) + sums[2] * (t - middle)) / ((limit - middle) * unit)
    };
    weighed as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_weights_mix_from_opening_over_turn_40_to_turn_60() {
        let values = [UNIT, 2 * UNIT];
        let weights = [[100, 200, 400], [10, 0, -10]];
        assert_eq!(weigh(&values, &weights, 0), 100 + 20);
        assert_eq!(weigh(&values, &weights, 20), 150 + 10);
        assert_eq!(weigh(&values, &weights, 40), 200);
        assert_eq!(weigh(&values, &weights, 50), 300 - 10);
        assert_eq!(weigh(&values, &weights, 60), 400 - 20);
        assert_eq!(
            weigh(&values, &weights, 90),
            400 - 20,
            "past turn 60 the last weights"
        );
        assert_eq!(mix(0), [1.0, 0.0, 0.0]);
        assert_eq!(mix(10), [0.75, 0.25, 0.0]);
        assert_eq!(mix(40), [0.0, 1.0, 0.0]);
        assert_eq!(mix(55), [0.0, 0.25, 0.75]);
        assert_eq!(mix(70), [0.0, 0.0, 1.0]);
    }
}
