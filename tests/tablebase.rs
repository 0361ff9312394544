//! Mühle's endgame database against the rules: the smallest tables solved anew
//! from nothing and compared in every rule variant, the next ones checked move
//! by move and by searches, the 50-move rule's counter, the engine and the
//! review with the database, and its files (damage, foreign files, an
//! interrupted generation). Only the small tables are generated here; the
//! larger ones are checked by `bernstein tablebase muehle verify` (see
//! docs/tablebase.md).

#[allow(dead_code)] // Only the temporary directory is used here.
mod support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bernstein::analysis::review::{Verdict, review_game};
use bernstein::engine::{Engine, Limits, Oracle, ScoreView, SearchParams};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{EndReason, Game, Position};
use bernstein::tablebase::{
    DbResult, Event, FileError, MoveValue, PlannedTable, Tablebase, Variant, check, folder,
};
use support::TempDir;

const FLYING_OFF: Variant = Variant {
    flying: false,
    mill_take: false,
};

/// The position with White on `white`, Black on `black` (point numbers in the
/// position text's order), `white_to_move`, and the no-removal counter.
fn position(variant: Variant, white: u32, black: u32, white_to_move: bool, counter: u32) -> Muehle {
    let mut points = String::new();
    for point in 0..24 {
        if [3, 6, 9, 15, 18, 21].contains(&point) {
            points.push('/');
        }
        points.push(if white & 1 << point != 0 {
            'W'
        } else if black & 1 << point != 0 {
            'B'
        } else {
            '.'
        });
    }
    let side = if white_to_move { 'w' } else { 'b' };
    let text = format!("{points} {side} 0:0 {counter} 40");
    Muehle::from_text(&text, &variant.options()).expect("a position text")
}

/// Random positions with `m` stones for the side to move and `o` for the other.
fn random_positions(variant: Variant, m: u32, o: u32, seed: u64) -> impl Iterator<Item = Muehle> {
    let mut rng = SplitMix64::new(seed);
    std::iter::from_fn(move || {
        let mut pick = |count: u32, taken: u32| {
            let mut mask = 0u32;
            while mask.count_ones() < count {
                let point = rng.next_u64() % 24;
                if (mask | taken) & 1 << point == 0 {
                    mask |= 1 << point;
                }
            }
            mask
        };
        let white = pick(m, 0);
        let black = pick(o, white);
        Some(position(variant, white, black, true, 0))
    })
}

#[test]
fn every_3_against_3_value_agrees_with_a_solution_from_nothing_in_each_variant() {
    for variant in Variant::ALL {
        let base = Tablebase::generate_in_memory(variant, 3, 2);
        let solved =
            check::solve_forward(&base, 3, 3).unwrap_or_else(|error| panic!("{variant}: {error}"));
        let consistent =
            check::consistency(&base, 3, 3).unwrap_or_else(|error| panic!("{variant}: {error}"));
        assert_eq!(solved, consistent);
        assert_eq!(solved.positions, 169_626, "{variant}: one slot per class");
        assert!(
            solved.wins > 0 && solved.losses > 0 && solved.draws > 0,
            "{solved:?}"
        );
    }
}

#[test]
fn the_4_against_3_tables_agree_with_their_moves_and_with_searches() {
    for variant in [Variant::default(), FLYING_OFF] {
        let base = Tablebase::generate_in_memory_until(variant, 4, (3, 4), 2);
        for (m, o) in [(3, 4), (4, 3)] {
            let summary = check::consistency(&base, m, o)
                .unwrap_or_else(|error| panic!("{variant}: {error}"));
            assert!(summary.wins > 0, "{variant} {m}v{o}: {summary:?}");
            // A flying side has up to 54 moves: shallower searches there.
            let depth = if variant.flying { 4 } else { 7 };
            let exact = check::sample_search(&base, m, o, 150, depth, 11)
                .unwrap_or_else(|error| panic!("{variant} {m}v{o}: {error}"));
            assert!(
                exact > 0,
                "{variant} {m}v{o}: some samples decided within {depth} plies"
            );
        }
    }
}

/// A position of the 3-against-3 table without flying that White wins with the
/// next take `n` plies away, 10 ≤ n ≤ 30, and a move that only draws.
fn won_position_with_a_drawing_move(base: &Tablebase) -> (Muehle, u32) {
    random_positions(FLYING_OFF, 3, 3, 5)
        .take(200_000)
        .find_map(|pos| {
            let DbResult::Win { plies } = base.probe(&pos)? else {
                return None;
            };
            let moves = base.moves(&pos)?;
            let draws = moves.iter().any(|m| m.result == DbResult::Draw);
            ((10..=30).contains(&plies) && draws).then_some((pos, plies))
        })
        .expect("such a position among random ones")
}

/// The database's best move for the side to move.
fn best(base: &Tablebase, pos: &Muehle) -> MoveValue {
    base.moves(pos).expect("a database position")[0]
}

#[test]
fn the_counter_decides_a_win_just_within_the_rule_and_draws_just_beyond_it() {
    let base = Tablebase::generate_in_memory(FLYING_OFF, 3, 2);
    let (won, n) = won_position_with_a_drawing_move(&base);
    let at = |counter: u32| {
        let text = won
            .to_text()
            .replacen(" 0 40", &format!(" {counter} 40"), 1);
        Muehle::from_text(&text, &FLYING_OFF.options()).unwrap()
    };
    let within = at(100 - n);
    let beyond = at(101 - n);
    assert_eq!(base.probe(&within), Some(DbResult::Win { plies: n }));
    assert_eq!(
        base.probe(&beyond),
        Some(DbResult::CursedWin { needs: Some(n) })
    );
    assert_eq!(
        Oracle::probe(&base, &beyond).map(|v| v.score(0)),
        Some(0),
        "a draw for the search"
    );

    // Both sides play the database's best moves under the rules of the game.
    let play_out = |start: Muehle| {
        let mut game = Game::new(start);
        let mut plies = 0;
        while game.outcome().is_none() {
            let mv = best(&base, game.position()).mv;
            game.play(mv).expect("a legal move");
            plies += 1;
            if mv.remove.is_some() {
                return (Some(plies), game.outcome());
            }
        }
        (None, game.outcome())
    };
    // Within: White takes exactly when the database said, before the counter ends it.
    let (took_at, _) = play_out(within);
    assert_eq!(took_at, Some(n));
    // Beyond: the counter reaches 100 first and the game is drawn.
    let (took_at, outcome) = play_out(beyond);
    assert_eq!(took_at, None);
    let outcome = outcome.expect("the game ended");
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason, EndReason::NoRemovalFiftyMoves);
}

#[test]
fn the_engine_plays_the_fastest_win_and_the_review_marks_a_thrown_away_win() {
    let base = Arc::new(Tablebase::generate_in_memory(FLYING_OFF, 3, 2));
    let (won, n) = won_position_with_a_drawing_move(&base);
    let moves = base.moves(&won).unwrap();
    let oracle: Arc<dyn Oracle<Muehle>> = base.clone();

    let mut engine: Engine<Muehle> = Engine::default();
    engine.set_oracle(Some(oracle.clone()));
    let result = engine.search(
        &won,
        &[],
        &SearchParams::new(Limits::depth(4)),
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );
    assert_eq!(result.best_move, Some(moves[0].mv));
    assert_eq!(
        result.info.score_view(),
        ScoreView::TablebaseWin { plies: n }
    );

    let review = |mv| {
        let mut game = Game::new(won.clone());
        game.play(mv).unwrap();
        review_game(
            &game,
            2_000,
            Some(oracle.clone()),
            Arc::new(AtomicBool::new(false)),
            |_, _| {},
        )
        .expect("not stopped")
    };
    let drawing = moves.iter().find(|m| m.result == DbResult::Draw).unwrap();
    let thrown = review(drawing.mv);
    assert_eq!(thrown.moves[0].verdict, Some(Verdict::Blunder));
    assert_eq!(thrown.moves[0].better, Some(moves[0].mv));
    let kept = review(moves[0].mv);
    assert_eq!(kept.moves[0].verdict, None);
    // A slower win is still a win: no mark either.
    if let Some(slower) = moves[1..]
        .iter()
        .find(|m| matches!(m.result, DbResult::Win { .. }))
    {
        assert_eq!(review(slower.mv).moves[0].verdict, None);
    }
}

/// Generates `variant`'s database with `max` stones per side in `dir`, with the
/// events it reported.
fn generate(dir: &std::path::Path, variant: Variant, max: usize) -> (Tablebase, Vec<Event>) {
    let events = Mutex::new(Vec::new());
    let base = Tablebase::generate(
        &folder(dir, variant),
        variant,
        max,
        2,
        &|event| {
            if !matches!(event, Event::Progress { .. }) {
                events.lock().unwrap().push(event)
            }
        },
        &AtomicBool::new(false),
    )
    .expect("generated");
    (base, events.into_inner().unwrap())
}

fn generated(events: &[Event]) -> Vec<(usize, usize)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Generated(report) => Some(report.table),
            _ => None,
        })
        .collect()
}

fn refused(events: &[Event]) -> Vec<FileError> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Refused { error, .. } => Some(error.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_damaged_cut_or_foreign_file_is_refused_and_generated_anew() {
    let dir = TempDir::new("tablebase-files");
    let (first, events) = generate(&dir, FLYING_OFF, 3);
    assert_eq!(generated(&events), [(3, 3)]);
    let file = folder(&dir, FLYING_OFF).join("3v3.tb");
    let sound = std::fs::read(&file).unwrap();
    // Sound files are used as they are.
    let (_, events) = generate(&dir, FLYING_OFF, 3);
    assert!(events.is_empty(), "{events:?}");

    let mut damaged = sound.clone();
    damaged[1000] ^= 0x10;
    std::fs::write(&file, &damaged).unwrap();
    assert!(matches!(
        Tablebase::open(&folder(&dir, FLYING_OFF), FLYING_OFF, 3),
        Err(faults) if faults == [((3, 3), FileError::Damaged)]
    ));
    let (again, events) = generate(&dir, FLYING_OFF, 3);
    assert_eq!(refused(&events), [FileError::Damaged]);
    assert_eq!(generated(&events), [(3, 3)]);
    assert_eq!(std::fs::read(&file).unwrap(), sound, "the same table again");

    std::fs::write(&file, &sound[..sound.len() / 2]).unwrap();
    let (_, events) = generate(&dir, FLYING_OFF, 3);
    assert!(matches!(
        refused(&events)[..],
        [FileError::WrongLength { .. }]
    ));

    // Another variant's table under this variant's name.
    let mill_take = Variant {
        mill_take: true,
        ..FLYING_OFF
    };
    generate(&dir, mill_take, 3);
    std::fs::copy(folder(&dir, mill_take).join("3v3.tb"), &file).unwrap();
    let (_, events) = generate(&dir, FLYING_OFF, 3);
    assert!(matches!(refused(&events)[..], [FileError::Foreign(_)]));

    // What it answers never depended on the files.
    for pos in random_positions(FLYING_OFF, 3, 3, 9).take(2000) {
        assert_eq!(first.probe(&pos), again.probe(&pos));
    }
}

#[test]
fn an_interrupted_generation_goes_on_where_it_stopped() {
    let dir = TempDir::new("tablebase-resume");
    let stop = AtomicBool::new(false);
    let stopped = Tablebase::generate(
        &folder(&dir, FLYING_OFF),
        FLYING_OFF,
        4,
        2,
        &|event| {
            // Stopped in the middle of the last table.
            if let Event::Progress { table: (4, 4), .. } = event {
                stop.store(true, Ordering::Relaxed);
            }
        },
        &stop,
    );
    assert!(stopped.is_err());
    let names = |dir: &std::path::Path| {
        let mut names: Vec<String> = std::fs::read_dir(folder(dir, FLYING_OFF))
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().to_string())
            .collect();
        names.sort();
        names
    };
    assert_eq!(names(&dir), ["3v3.tb", "3v4.tb", "4v3.tb"]);
    assert!(
        Tablebase::open_available(&folder(&dir, FLYING_OFF), FLYING_OFF)
            .is_some_and(|base| base.max_stones() == 3)
    );

    let (base, events) = generate(&dir, FLYING_OFF, 4);
    assert_eq!(generated(&events), [(4, 4)], "only what was missing");
    // The plan comes first and names what is generated, weighed by its slots.
    assert_eq!(
        events.first(),
        Some(&Event::Planned(vec![PlannedTable {
            table: (4, 4),
            weight: bernstein::tablebase::table_len(4, 4),
        }]))
    );
    assert_eq!(names(&dir), ["3v3.tb", "3v4.tb", "4v3.tb", "4v4.tb"]);
    let reopened = Tablebase::open(&folder(&dir, FLYING_OFF), FLYING_OFF, 4).expect("complete");
    for pos in random_positions(FLYING_OFF, 4, 4, 3).take(2000) {
        assert!(base.probe(&pos).is_some());
        assert_eq!(base.probe(&pos), reopened.probe(&pos));
    }
}

/// A damaged table is named as damaged wherever the command line meets it —
/// `probe`, `verify`, `analyse`, `review` — with the file, why, and the command
/// that repairs it; `analyse` and `review` say that the database was not used.
#[test]
fn the_command_line_names_a_damaged_table_and_how_to_repair_it() {
    let dir = TempDir::new("tablebase-damaged-cli");
    generate(&dir, FLYING_OFF, 3);
    let file = folder(&dir, FLYING_OFF).join("3v3.tb");
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[1000] ^= 0x10;
    std::fs::write(&file, &bytes).unwrap();
    let damaged = format!(
        "damaged: {}: its checksum does not match — `bernstein tablebase muehle generate --rule flying=off` repairs it",
        file.display()
    );
    let position = random_positions(FLYING_OFF, 3, 3, 5)
        .find(|pos| pos.outcome(&[]).is_none())
        .unwrap()
        .to_text();
    let run = |args: &[&str]| {
        let output = support::bernstein_command()
            .env("BERNSTEIN_DATA_DIR", &*dir)
            .args(args)
            .output()
            .unwrap();
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    };
    let flying_off = ["--rule", "flying=off"];
    let probe = run(&[
        &["tablebase", "muehle", "probe", "--position", &position][..],
        &flying_off,
    ]
    .concat());
    assert_eq!(probe, (Some(2), format!("error: {damaged}\n")));
    let verify = run(&[
        &["tablebase", "muehle", "verify", "--max-stones", "3"][..],
        &flying_off,
    ]
    .concat());
    assert_eq!(verify, (Some(2), format!("error: {damaged}\n")));
    let analyse = run(&[
        &["analyse", "muehle", "--position", &position, "--depth", "3"][..],
        &flying_off,
    ]
    .concat());
    assert_eq!(
        analyse,
        (
            Some(0),
            format!("note: the endgame database was not used: {damaged}\n")
        )
    );
    let record = dir.join("game.pgn");
    std::fs::write(
        &record,
        format!(
            "[Game \"muehle\"]\n[Options \"{}\"]\n[Setup \"{position}\"]\n\n*\n",
            bernstein::records::options_to_text::<Muehle>(&FLYING_OFF.options())
        ),
    )
    .unwrap();
    let review = run(&["review", record.to_str().unwrap(), "--nodes", "500"]);
    assert_eq!(
        review,
        (
            Some(0),
            format!("note: the endgame database was not used: {damaged}\n")
        )
    );
}

/// Generating into a folder that cannot be written fails at once, before a
/// table is computed, naming the folder. (The folder lies under a file, which
/// no user, root included, can write into.)
#[test]
fn a_folder_that_cannot_be_written_is_refused_before_any_table_is_computed() {
    let dir = TempDir::new("tablebase-unwritable");
    let blocked = dir.join("blocked");
    std::fs::write(&blocked, b"a file, not a folder").unwrap();
    let target = folder(&blocked, FLYING_OFF);
    let progressed = Mutex::new(false);
    let result = Tablebase::generate(
        &target,
        FLYING_OFF,
        3,
        1,
        &|event| {
            if matches!(event, Event::Progress { .. } | Event::Generated(_)) {
                *progressed.lock().unwrap() = true;
            }
        },
        &AtomicBool::new(false),
    );
    let error = result.err().expect("refused").to_string();
    assert!(
        error.starts_with(&format!("cannot write {}", target.display())),
        "{error}"
    );
    assert!(!*progressed.lock().unwrap(), "no table was computed");
}

/// A win's length as players count it: along the database's line (the winner's
/// fastest next take, the loser's slowest) the game ends after exactly
/// `plies_to_end` plies, with the winner's win; where the next take ends the
/// game (3 against 3) that is the stored distance, with 4 stones it is longer.
#[test]
fn the_length_of_a_win_runs_to_the_game_s_end_through_the_takes() {
    let base = Tablebase::generate_in_memory_until(FLYING_OFF, 4, (3, 4), 2);
    let mut longer = 0;
    for pos in random_positions(FLYING_OFF, 4, 3, 17).take(3_000) {
        let Some(result @ (DbResult::Win { .. } | DbResult::Loss { .. })) = base.probe(&pos) else {
            assert_eq!(base.plies_to_end(&pos), None, "no length for a draw");
            continue;
        };
        let to_end = base
            .plies_to_end(&pos)
            .expect("a decided position's length");
        let next_take = result.plies().unwrap();
        // A side left without a move counts the move it does not have in the
        // stored distance: the game ends a ply before it there.
        assert!(to_end + 1 >= next_take, "{pos:?}: {to_end} < {next_take}");
        longer += usize::from(to_end > next_take);
        // Play the line: the game ends after `to_end` plies, won by the winner.
        let winner = if result.sign() > 0 {
            pos.side_to_move()
        } else {
            pos.side_to_move().other()
        };
        let mut line = pos.clone();
        for _ in 0..to_end {
            assert!(line.outcome(&[]).is_none(), "{pos:?}: ended early");
            line.play_unchecked(best(&base, &line).mv);
        }
        let outcome = line.outcome(&[]).expect("the game ends there");
        assert_eq!(outcome.winner, Some(winner), "{pos:?}");
    }
    assert!(longer > 0, "some wins need more than the next take");
}
