//! The `bernstein` binary: the command line, which opens the desktop app when no
//! subcommand is given.

use std::process::ExitCode;

fn main() -> ExitCode {
    bernstein::cli::main()
}
