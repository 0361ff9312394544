//! The app's model of a game (`Session`) held to its costs and its bookkeeping:
//! the history the repetition rule needs is shared between the nodes, so a long
//! game's memory grows with its length (original Ostsee-Schach has no ply limit),
//! and every change to what a saved game holds is counted for the autosave while
//! going from move to move is not. A timed game's referee is rebuilt from the
//! tree, so a move taken back rewinds its clocks.
#![cfg(feature = "gui")]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use std::time::{Duration, Instant};

use bernstein::app::clock::{Clocks, TimeControl};
use bernstein::app::session::{Decision, Session, TreeEdit};
use bernstein::records::PlayerKind;
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach_original::OstseeschachOriginal;
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{MoveList, Position, Side};

/// Counts the bytes this thread holds, so a test can weigh what it builds.
struct Counting;

thread_local! {
    static HELD: Cell<isize> = const { Cell::new(0) };
}

fn count(bytes: isize) {
    // During a thread's teardown the counter may be gone: nothing to weigh then.
    let _ = HELD.try_with(|held| held.set(held.get() + bytes));
}

// SAFETY: every call is passed on to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size() as isize);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        count(-(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count(new_size as isize - layout.size() as isize);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn held() -> isize {
    HELD.with(Cell::get)
}

const HUMANS: [PlayerKind; 2] = [PlayerKind::Human, PlayerKind::Human];

/// Plays `plies` random moves that do not end the game (original Ostsee-Schach
/// has no round limit, so a game can go on as long as the players like).
fn long_game(plies: usize) -> Session<OstseeschachOriginal> {
    let start = OstseeschachOriginal::start(&Default::default(), 0);
    let mut session = Session::new(start, HUMANS);
    let mut rng = SplitMix64::new(7);
    for _ in 0..plies {
        let position = session.current_position().clone();
        let mut moves = MoveList::new();
        position.legal_moves(&mut moves);
        let quiet: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&mv| {
                let mut after = position.clone();
                after.play_unchecked(mv);
                after.outcome(&[]).is_none() && after.to_text().ends_with("0:0")
            })
            .collect();
        let mv = quiet[rng.below(quiet.len() as u64) as usize];
        session.play(mv).expect("a legal move");
    }
    session
}

#[test]
fn a_long_game_keeps_one_hash_per_move_not_a_history_per_move() {
    const PLIES: usize = 4000;
    let before = held();
    let session = long_game(PLIES);
    let grown = held() - before;
    assert_eq!(session.ply(session.current), PLIES);
    assert_eq!(session.stored_hashes(), PLIES);
    // A history per node would hold PLIES² / 2 hashes (64 MB here); shared, the
    // session holds each position, its node and its move once.
    let per_ply = grown / PLIES as isize;
    assert!(per_ply < 2048, "{per_ply} bytes per ply ({grown} in all)");
    // The histories are right: each node's is the hashes of the positions before it.
    let line = session.tree.main_line();
    for (ply, &node) in line.iter().enumerate().skip(PLIES - 3) {
        let history = session.history(node);
        assert_eq!(history.len(), ply + 1);
        let parent = session.tree.parent(node).unwrap();
        assert_eq!(history.last(), Some(&session.position(parent).hash()));
    }
}

#[test]
fn variations_share_the_history_up_to_where_they_branch() {
    let mut session = long_game(60);
    let main_end = session.current;
    let stored = session.stored_hashes();
    // Back ten moves, and another move there: the new line's history is its
    // parent's, copied once.
    let branch = session.tree.main_line()[49];
    session.go_to(branch);
    let position = session.current_position().clone();
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    let taken = session.move_at(session.tree.children(branch)[0]);
    let other = moves.iter().copied().find(|&mv| Some(mv) != taken).unwrap();
    let node = session.play(other).unwrap();
    assert!(!session.tree.is_main_line(node));
    assert_eq!(session.history(node).len(), 51);
    assert_eq!(
        session.history(node)[..50],
        session.history(main_end)[..50],
        "the same moves before the branch"
    );
    // Its first move reuses the hash the main line already holds there; the
    // next one copies the 51 hashes before it once.
    let position = session.current_position().clone();
    position.legal_moves(&mut moves);
    session.play(moves[0]).unwrap();
    assert_eq!(session.stored_hashes(), stored + 52);
}

#[test]
fn the_repetition_rule_sees_the_shared_history() {
    // Mühle: the same position a third time draws, through the session's history.
    let start = Muehle::from_text(
        "WB./.../.../.....W/.../B.B/..W w 0:0 0 20",
        &Default::default(),
    )
    .expect("a position with three stones each");
    let mut session = Session::new(start, HUMANS);
    let steps = ["a7-a4", "d7-d6", "a4-a7", "d6-d7"];
    let mut ended = None;
    'play: for _ in 0..3 {
        for step in steps {
            if session.play_text(step).is_err() {
                break 'play;
            }
            if let Some(outcome) = session.current_outcome() {
                ended = Some(outcome.clone());
                break 'play;
            }
        }
    }
    let outcome = ended.expect("the third repetition ends the game");
    assert_eq!(outcome.winner, None);
}

#[test]
fn every_change_to_the_record_is_counted_and_going_through_the_moves_is_not() {
    let mut session = long_game(6);
    let revision = Cell::new(session.revision());
    let changed = |session: &Session<OstseeschachOriginal>, what: &str| {
        assert!(
            session.revision() > revision.get(),
            "{what} was not counted"
        );
        revision.set(session.revision());
    };
    let unchanged = |session: &Session<OstseeschachOriginal>, what: &str| {
        assert_eq!(session.revision(), revision.get(), "{what} was counted");
    };
    session.to_start();
    session.forward();
    session.to_end();
    session.back();
    unchanged(&session, "navigating");
    let again = session
        .move_at(session.tree.children(session.current)[0])
        .unwrap();
    session.play(again).unwrap();
    unchanged(&session, "playing the move already there");
    let node = session.current;
    assert!(session.set_comment(node, "a comment"));
    changed(&session, "a comment");
    assert!(!session.set_comment(node, "a comment"));
    unchanged(&session, "the same comment again");
    session.annotation_mut(node).unwrap().player = Some(PlayerKind::Human);
    changed(&session, "a note on a move");
    session.set_player(Side::Second, PlayerKind::Computer { level: 3 });
    changed(&session, "a player");
    session.set_player(Side::Second, PlayerKind::Computer { level: 3 });
    unchanged(&session, "the same player again");
    session.swap_players();
    changed(&session, "swapping the players");
    assert!(session.decide(Decision::DrawAgreed));
    changed(&session, "a draw agreed");
    session.take_back_for_user();
    changed(&session, "taking the draw back");
    assert_eq!(session.take_back(1), 1);
    changed(&session, "taking a move back");
    let first = session.tree.main_line()[0];
    assert!(session.edit(TreeEdit::DeleteAfter(first)));
    changed(&session, "deleting moves");
    let position = session.current_position().clone();
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    session.play(moves[0]).unwrap();
    changed(&session, "a new move");
}

/// Plays the first legal move after the side to move's clock ran `used`
/// (from `at`), as the app's frames tick it.
fn play_after(session: &mut Session<Muehle>, at: Instant, used: Duration) {
    assert!(!session.tick_clocks(true, at));
    assert!(!session.tick_clocks(false, at + used));
    let mut moves = MoveList::new();
    session.current_position().legal_moves(&mut moves);
    session.play(moves[0]).expect("a legal move in time");
}

#[test]
fn a_take_back_rewinds_the_referee_s_clocks() {
    let secs = Duration::from_secs;
    let mut session = Session::new(Muehle::start(&Default::default(), 0), HUMANS);
    session.clocks = Some(Clocks::new(TimeControl::Game {
        base_ms: 60_000,
        increment_ms: 2000,
    }));
    let t = Instant::now();
    // Each side's first move is free of the clock; then 3 s and 5 s, with 2 s
    // added after each.
    play_after(&mut session, t, secs(5));
    play_after(&mut session, t + secs(10), secs(7));
    play_after(&mut session, t + secs(20), secs(3));
    play_after(&mut session, t + secs(30), secs(5));
    let referee = session.referee_at(session.current);
    assert_eq!(
        Side::BOTH.map(|side| referee.after_last_move(side)),
        [Some(secs(59)), Some(secs(57))]
    );
    // Black's move taken back: Black has the 60 s it had before it, and its
    // move again is judged by that clock (1 s used, 2 s added).
    assert_eq!(session.take_back(1), 1);
    assert_eq!(
        session.clock_left(Side::Second, t + secs(40)),
        Some(secs(60))
    );
    assert_eq!(
        session.clock_left(Side::First, t + secs(40)),
        Some(secs(59))
    );
    play_after(&mut session, t + secs(40), secs(1));
    assert_eq!(
        session
            .referee_at(session.current)
            .after_last_move(Side::Second),
        Some(secs(61))
    );
    assert_eq!(
        session.clock_left(Side::Second, t + secs(50)),
        Some(secs(61))
    );
    // Taken back again, Black lets its 60 s run out: the referee ends the game
    // on time, and a move after it is refused.
    assert_eq!(session.take_back(1), 1);
    assert!(!session.tick_clocks(true, t + secs(50)));
    assert!(!session.tick_clocks(true, t + secs(109)));
    assert!(session.tick_clocks(true, t + secs(110)));
    assert_eq!(
        session.decision(session.current),
        Some(Decision::OutOfTime(Side::Second))
    );
    let verdict = session.verdict(session.current).expect("a verdict");
    assert_eq!(verdict.winner, Some(Side::First));
    assert_eq!(verdict.declared_reason(session.kind()), "time forfeit");
    assert_eq!(
        session.clock_left(Side::Second, t + secs(120)),
        Some(Duration::ZERO)
    );
    let mut moves = MoveList::new();
    session.current_position().legal_moves(&mut moves);
    assert!(session.play(moves[0]).is_err());
    // The user's take back takes the time out back with White's move before
    // it: White has its 60 s again, as after its first move.
    assert_eq!(session.take_back_for_user(), 1);
    assert_eq!(session.decision(session.current), None);
    assert_eq!(
        session.clock_left(Side::First, t + secs(130)),
        Some(secs(60))
    );
    assert_eq!(
        session.clock_left(Side::Second, t + secs(130)),
        Some(secs(60))
    );
}
