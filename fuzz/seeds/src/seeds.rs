//! The fuzz targets' seed inputs, in memory: valid inputs of every game and
//! season (from random games, written by Bernstein's own writers) and the
//! competition replays among the test fixtures. The seed writer puts them into
//! the corpus folders; `tests/fuzz_corpus.rs` runs them through the targets.

use bernstein::net::Season;
use bernstein::records::Record;
use bernstein::records::pgn::write_pgn;
use bernstein::records::replay::{room, write_replay, write_replay_gz};
use bernstein::rules::{GameKind, MoveList, Position};
use bernstein::{with_game, with_season};
use std::path::{Path, PathBuf};

use super::games::{kind_byte, random_game, season_byte};

/// Games per kind and the plies at which they are cut.
const SEEDS: u64 = 4;
const PLIES: [usize; 3] = [0, 7, 30];

/// The seed inputs, each with its target's name.
#[derive(Default)]
pub struct Corpus {
    pub inputs: Vec<(&'static str, Vec<u8>)>,
}

impl Corpus {
    fn put(&mut self, target: &'static str, bytes: &[u8]) {
        self.inputs.push((target, bytes.to_vec()));
    }

    /// A seed that starts with the byte picking `kind` (and any further header).
    fn put_for(&mut self, target: &'static str, header: &[u8], text: &str) {
        let mut bytes = header.to_vec();
        bytes.extend_from_slice(text.as_bytes());
        self.put(target, &bytes);
    }
}

fn games<P: Position>(corpus: &mut Corpus) {
    let kind = kind_byte(P::KIND);
    for seed in 0..SEEDS {
        for plies in PLIES {
            let game = random_game::<P>(seed, plies);
            let position = game.position();
            corpus.put_for("position_text", &[kind], &position.to_text());
            let mut moves = MoveList::new();
            position.legal_moves(&mut moves);
            if let Some(&mv) = moves.first() {
                let text = position.move_to_text(mv);
                corpus.put_for("move_text", &[kind, seed as u8, plies as u8], &text);
            }
            let record = Record::from_game(&game);
            corpus.put("pgn", write_pgn(&record).as_bytes());
            corpus.put("ron_save", record.to_ron().as_bytes());
            // Replays of long games are large and slow every run down.
            if plies <= 10 {
                if let Ok(xml) = write_replay(&record) {
                    corpus.put("replay", xml.as_bytes());
                    corpus.put("replay_gz", xml.as_bytes());
                }
                if let Ok(packed) = write_replay_gz(&record) {
                    corpus.put("replay", &packed);
                }
            }
            let line = format!(
                "position {} moves {}\ngo depth 2 lines 2\nisready\nsetoption threads 2\n",
                P::start(&Default::default(), seed).to_text(),
                game.moves()
                    .iter()
                    .enumerate()
                    .map(|(ply, &mv)| game
                        .position_at(ply)
                        .expect("a ply of the game")
                        .move_to_text(mv))
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            corpus.put_for("engine_command", &[kind], &line);
        }
    }
}

fn season<S: Season>(corpus: &mut Corpus) {
    let season = season_byte(S::KIND).expect("a season");
    // One short stream per season: the server's side of a game's start.
    let mut stream = String::from("<protocol>");
    for seed in 0..SEEDS {
        for plies in PLIES {
            let game = random_game::<S>(seed, plies);
            let header = [season, seed as u8, plies as u8];
            let memento = room("fuzz", S::memento(&game)).to_message();
            corpus.put_for("sc_message", &header, &memento);
            let mut moves = MoveList::new();
            game.position().legal_moves(&mut moves);
            if let Some(&mv) = moves.first() {
                let data = room("fuzz", S::move_data(game.position(), mv)).to_message();
                corpus.put_for("sc_message", &header, &data);
                if seed == 0 && plies == 0 {
                    stream.push_str(&memento);
                    stream.push_str(&data);
                }
            }
        }
    }
    for side in [
        bernstein::rules::Side::First,
        bernstein::rules::Side::Second,
    ] {
        stream.push_str(&room("fuzz", S::welcome(side)).to_message());
    }
    stream.push_str(&room("fuzz", S::move_request()).to_message());
    stream.push_str("</protocol>");
    corpus.put_for("sc_stream", &[7], &stream);
}

fn fixtures(corpus: &mut Corpus, folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|entry| entry.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            fixtures(corpus, &path);
            continue;
        }
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let name = path.to_string_lossy();
        // Larger files teach the fuzzer little and slow every run down.
        if bytes.len() > 64 * 1024 {
            continue;
        }
        if name.ends_with(".xml") || name.ends_with(".xml.gz") {
            corpus.put("replay", &bytes);
            corpus.put("replay_gz", &bytes);
        } else if name.ends_with(".pgn") {
            corpus.put("pgn", &bytes);
        } else if name.ends_with(".ron") {
            corpus.put("ron_save", &bytes);
        }
    }
}

/// Every seed input, with its target's name: of every game and season, and of
/// the fixtures under `fixture_folder`.
pub fn seeds(fixture_folder: &Path) -> Vec<(&'static str, Vec<u8>)> {
    let mut corpus = Corpus::default();
    for kind in GameKind::ALL {
        with_game!(kind, P => games::<P>(&mut corpus));
        with_season!(kind, S => season::<S>(&mut corpus));
    }
    fixtures(&mut corpus, fixture_folder);
    corpus.inputs
}
