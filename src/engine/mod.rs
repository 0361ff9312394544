//! Search and evaluation, working only through the rules trait.

use crate::cli::{AnalyseArgs, MatchArgs};

/// `bernstein analyse`.
pub fn cli_analyse(_args: &AnalyseArgs) -> Result<(), String> {
    Err("analyse is not available yet".to_string())
}

/// `bernstein match`.
pub fn cli_match(_args: &MatchArgs) -> Result<(), String> {
    Err("match is not available yet".to_string())
}
