//! Game records: saved games (RON), match records (PGN-style), competition replays.

use crate::cli::ConvertArgs;

/// `bernstein convert`.
pub fn cli_convert(_args: &ConvertArgs) -> Result<(), String> {
    Err("convert is not available yet".to_string())
}
