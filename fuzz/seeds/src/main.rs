//! Writes the fuzz targets' seed corpora, and packs corpora to keep:
//!
//! - `bernstein-fuzz-seeds <corpus folder> <fixtures folder>` fills
//!   `<corpus>/<target>/` with the seed inputs of `seeds.rs`;
//! - `bernstein-fuzz-seeds pack <corpus folder> <saved folder>` packs each
//!   `<corpus>/<target>/` into `<saved>/<target>.gz` (`saved.rs`), the compact
//!   form the repository keeps and `cargo test` replays.

use std::path::{Path, PathBuf};

// The fuzz targets use all of it; the seeds only the writing side.
#[allow(dead_code)]
#[path = "../../src/games.rs"]
mod games;
#[path = "../../src/saved.rs"]
mod saved;
mod seeds;

fn main() {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    match args.as_slice() {
        [pack, corpus, saved] if pack.as_os_str() == "pack" => {
            for (target, count) in saved::pack_folders(corpus, saved).expect("the corpus is packed") {
                println!("{target}: {count} inputs packed");
            }
        }
        [root, fixture_folder] => {
            let inputs = seeds::seeds(fixture_folder);
            for (number, (target, bytes)) in inputs.iter().enumerate() {
                let folder = root.join(target);
                std::fs::create_dir_all(&folder).expect("the corpus folder can be made");
                std::fs::write(folder.join(format!("seed-{:04}", number + 1)), bytes)
                    .expect("a seed can be written");
            }
            println!("{} seeds written to {}", inputs.len(), Path::new(root).display());
        }
        _ => {
            eprintln!(
                "usage: bernstein-fuzz-seeds <corpus folder> <fixtures folder>\n       bernstein-fuzz-seeds pack <corpus folder> <saved folder>"
            );
            std::process::exit(2);
        }
    }
}
