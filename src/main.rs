use std::process::ExitCode;

fn main() -> ExitCode {
    bernstein::cli::main()
}
