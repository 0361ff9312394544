//! Numbers as each language writes them (German: `1.234.567`, `1,3`).

use fluent_bundle::FluentValue;

use crate::Bundle;

/// Fluent's numbers in a language's writing: `DECIMAL` before the fraction, `GROUP`
/// between groups of three digits .
pub(crate) fn numbers<const DECIMAL: char, const GROUP: char>(bundle: &mut Bundle) {
    bundle.set_formatter(Some(fluent_number::<_, DECIMAL, GROUP>));
}

fn fluent_number<M, const DECIMAL: char, const GROUP: char>(
    value: &FluentValue,
    _: &M,
) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let options = &number.options;
    Some(write_number(
        number.value,
        options.minimum_fraction_digits,
        options.maximum_fraction_digits,
        options.use_grouping,
        DECIMAL,
        GROUP,
    ))
}

/// `value` with `min..=max` digits after `decimal` and its whole part grouped by
/// threes with `group`.
pub fn write_number(
    value: f64,
    min_fraction: Option<usize>,
    max_fraction: Option<usize>,
    grouping: bool,
    decimal: char,
    group: char,
) -> String {
    let digits = match max_fraction {
        Some(max) => format!("{:.*}", max, value.abs()),
        None => format!("{}", value.abs()),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((&digits, ""));
    let mut fraction = fraction.to_string();
    // Beyond the minimum, trailing zeros say nothing.
    let min = min_fraction.unwrap_or(0);
    while fraction.len() > min && fraction.ends_with('0') {
        fraction.pop();
    }
    while fraction.len() < min {
        fraction.push('0');
    }
    let mut out = String::new();
    if value < 0.0 && (whole.bytes().any(|b| b != b'0') || fraction.bytes().any(|b| b != b'0')) {
        out.push('-');
    }
    for (index, ch) in whole.chars().enumerate() {
        if grouping && index > 0 && (whole.len() - index) % 3 == 0 {
            out.push(group);
        }
        out.push(ch);
    }
    if !fraction.is_empty() {
        out.push(decimal);
        out.push_str(&fraction);
    }
    out
}
