//! One message of the network protocol, in the season the first byte picks: the
//! readers of both directions, a room packet's move read against a position of
//! a random game, and a memento's state read into a position. A state that is
//! read, written again as a memento and read again is the same position.
#![no_main]

use bernstein::net::Season;
use bernstein::net::message::{
    ClientMessage, ServerMessage, read_client_message, read_server_message,
};
use bernstein::records::replay::room;
use bernstein::records::replay::xml::parse_message;
use bernstein::rules::Game;
use bernstein::with_season;
use bernstein_fuzz::{SEASONS, random_game};
use libfuzzer_sys::fuzz_target;

fn check<S: Season>(seed: u8, plies: u8, text: &str) {
    if let Ok(ClientMessage::Room { data, .. }) = read_client_message(text) {
        let game = random_game::<S>(seed as u64, plies as usize % 64);
        if let Ok(mv) = S::read_move(&data, game.position()) {
            let mut after = game.position().clone();
            after
                .play(mv)
                .unwrap_or_else(|error| panic!("a move read from {text:?} is not legal: {error}"));
        }
    }
    if let Ok(Some(ServerMessage::State(state))) = read_server_message(text, S::side_of) {
        if let Ok(position) = S::read_state(&state) {
            let written = room("fuzz", S::memento(&Game::new(position.clone()))).to_message();
            let element = parse_message(&written)
                .unwrap_or_else(|error| panic!("a written memento is refused: {error}\n{written}"));
            let state = element
                .child("data")
                .and_then(|data| data.child("state"))
                .expect("a written memento holds a state");
            let again = S::read_state(state)
                .unwrap_or_else(|error| panic!("a written state is refused: {error}\n{written}"));
            assert_eq!(
                again.to_text(),
                position.to_text(),
                "written state:\n{written}"
            );
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let [season, seed, plies, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let kind = SEASONS[*season as usize % SEASONS.len()];
    with_season!(kind, S => check::<S>(*seed, *plies, text));
});
