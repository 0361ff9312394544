//! What Bernstein asks of the operating system, below every layer that needs it:
//! where its data lives ([`data_dir`]), writing a file so that it is either the
//! old one or the new one ([`write_atomically`]), whether two paths name one file
//! ([`same_file`], so that no command writes over its own input), and the
//! process's CPU time and peak memory ([`process_cpu_time`], [`peak_memory`],
//! read from `/proc` on Linux and unknown elsewhere). Nothing here knows a game.

mod files;
mod process;

pub use files::{
    AtomicFile, DATA_DIR_ENV, NoDataDir, SameFile, data_dir, refuse_same_file, same_file,
    same_place, write_atomically,
};
pub use process::{peak_memory, process_cpu_time};
