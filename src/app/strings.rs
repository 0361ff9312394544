//! Every user-facing string of the app, in one place so a German translation can follow.
//! (Rule and result texts that the rules layer produces are translated there.)

// ---- App shell: menus, dialogs, panels -------------------------------------------------

pub const APP_TITLE: &str = "Bernstein";

use crate::rules::{GameKind, Side};

// Toolbar and menus
pub const MENU_GAME: &str = "Game";
pub const MENU_EDIT: &str = "Edit";
pub const NEW_GAME: &str = "New game";
pub const OPEN: &str = "Open";
pub const SAVE: &str = "Save";
pub const SAVE_AS: &str = "Save as…";
pub const IMPORT_PGN: &str = "Import match record (PGN)…";
pub const EXPORT_PGN: &str = "Export match record (PGN)…";
pub const COPY_POSITION: &str = "Copy position text";
pub const COPY_GAME: &str = "Copy game text (PGN)";
pub const PASTE: &str = "Paste position or game";
pub const LOAD_FROM_TEXT: &str = "Load from text…";
pub const LOAD_FROM_TEXT_SHORT: &str = "Paste";
pub const EDIT_POSITION_MENU: &str = "Edit position…";
pub const EDIT_POSITION: &str = "Edit position";
pub const EDIT_POSITION_TITLE: &str = "Edit position";
pub const TIP_EDIT_POSITION: &str =
    "Set up a position from the one shown and start a game from it (same rules and players)";
pub const TAKE_BACK: &str = "Take back";
pub const FLIP_BOARD: &str = "Flip board";
pub const HINT: &str = "Hint";
pub const ANALYSIS: &str = "Analysis";
pub const RULES: &str = "Rules";
pub const TIP_NEW_GAME: &str = "Start a new game (choose the game, options and players)";
pub const TIP_OPEN: &str =
    "Open a saved game (.ron), a match record (.pgn) or a competition replay (.xml, .xml.gz)";
pub const TIP_SAVE: &str = "Save this game with all variations (.ron)";
pub const TIP_LOAD_FROM_TEXT: &str = "Load a position text or a game record (PGN) from text";
pub const TIP_HINT: &str = "Show the engine's best move on the board";
pub const TIP_ANALYSIS: &str =
    "Let the engine analyse the position shown (score, best line, graph)";
pub const TIP_RULES: &str = "The rules of this game";
pub const TIP_TAKE_BACK: &str =
    "Take back the last move (Ctrl+Z); against the computer, your last move and its reply";
pub const TIP_FLIP: &str = "Turn the board around (F)";
pub const FILTER_ALL_GAMES: &str = "Games and replays";
pub const FILTER_RON: &str = "Bernstein saved game";
pub const FILTER_PGN: &str = "Match record (PGN)";
pub const FILTER_REPLAY: &str = "Software Challenge replay";

// New game dialog
pub const NEW_GAME_TITLE: &str = "Start a new game";
pub const NEW_GAME_CHOOSE: &str = "Game";
pub const NEW_GAME_OPTIONS: &str = "Options";
pub const NEW_GAME_PLAYERS: &str = "Players";
pub const OPTION_FLYING: &str =
    "Flying: with three stones left, a stone may jump to any empty point";
pub const OPTION_MILL_TAKE: &str = "May take from mills when all opposing stones are in mills";
pub const OPTION_WHO_STARTS: &str = "Who starts:";
pub const OPTION_SETUP: &str = "Start setup:";
pub const OPTION_SETUP_STANDARD: &str = "Standard (9 pieces each)";
pub const OPTION_SETUP_RANDOM: &str = "Random back rank (competition, 8 pieces)";
pub const OPTION_RANDOM_SETUP_NOTE: &str =
    "The start setup is drawn at random from the seed below: the same seed gives the same setup.";
pub const OPTION_SEED: &str = "Seed:";
pub const OPTION_SEED_LABEL: &str = "Seed";
pub const NEW_SEED: &str = "🎲 New seed";
pub const PLAYER_HUMAN: &str = "Human";
pub const PLAYER_COMPUTER: &str = "Computer";
pub const START_GAME: &str = "Start game";
pub const CANCEL: &str = "Cancel";

pub fn bad_seed(text: &str) -> String {
    format!("'{text}' is not a seed: type a whole number such as 4711")
}

pub fn level_name(number: u8, name: &str) -> String {
    format!("Level {number} · {name}")
}

/// The accessible name of a side's level choice, e.g. "Blue level".
pub fn level_label(side: &str) -> String {
    format!("{side} level")
}

pub fn computer_name(level: u8) -> String {
    match crate::engine::Level::get(level) {
        Some(found) => format!("Computer · level {level} {}", found.name),
        None => format!("Computer · level {level}"),
    }
}

/// One line about each game for the new-game dialog.
pub fn game_description(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Ostseeschach => {
            "Software Challenge 2022: four sea animals, towers and ambers, 30 rounds."
        }
        GameKind::OstseeschachOriginal => {
            "The original board game: nine pieces, stacks of three and victory points."
        }
        GameKind::Piranhas => "Software Challenge 2019: gather your swarm of fish into one group.",
        GameKind::Muehle => "Nine Men's Morris: place, move and fly stones, close mills.",
    }
}

// Side panel
pub const MOVES: &str = "Moves";
pub const NO_MOVES_YET: &str = "No moves yet.";
pub const NO_GAME: &str = "No game open.";
pub const NAV_START: &str = "First position";
pub const NAV_BACK: &str = "Previous move";
pub const NAV_FORWARD: &str = "Next move";
pub const NAV_END: &str = "Last move";
/// The placeholder of the move entry, with an example in the game's own notation.
pub fn move_entry_hint(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Ostseeschach | GameKind::OstseeschachOriginal => "Type a move, e.g. b1-c2",
        GameKind::Piranhas => "Type a move, e.g. A4-C4",
        GameKind::Muehle => "Type a move, e.g. f6-f4",
    }
}
pub const MOVE_ENTRY_LABEL: &str = "Move text";
pub const PLAY_MOVE: &str = "Play";
pub const THINKING: &str = "thinking…";
pub const PAUSE: &str = "⏸ Pause";
pub const RESUME: &str = "▶ Resume";
pub const SPEED: &str = "Pause between moves";
pub const RECORDED_RESULT: &str = "RESULT IN THE REPLAY";
pub const RECORDED_DIFFERS: &str =
    "The replay's result differs from the result by the rules shown above.";

/// The accessible name of a move in the move list: "Move 12. b1-c2", "Move 12… b1-c2".
pub fn move_label(number: usize, second: bool, text: &str) -> String {
    if second {
        format!("Move {number}… {text}")
    } else {
        format!("Move {number}. {text}")
    }
}

/// A move as its menu and the comment editor name it: "12. b1-c2", "12… b1-c2".
pub fn move_title(number: usize, second: bool, text: &str) -> String {
    if second {
        format!("{number}… {text}")
    } else {
        format!("{number}. {text}")
    }
}

// Move list: editing the moves (the menu of a move)
/// The accessible name of the space below the moves (its menu edits the first comment).
pub const MOVE_LIST: &str = "Move list";
pub const PROMOTE_VARIATION: &str = "Promote variation";
pub const TIP_PROMOTE_VARIATION: &str =
    "Move this variation one place up; the first variation becomes the main line";
pub const MAKE_MAIN_LINE: &str = "Make main line";
pub const TIP_MAKE_MAIN_LINE: &str =
    "Make the moves up to this one the main line; the old main line becomes a variation";
pub const ALREADY_MAIN_LINE: &str = "This move is on the main line.";
pub const ADD_COMMENT: &str = "Add comment…";
pub const EDIT_COMMENT: &str = "Edit comment…";
pub const ADD_START_COMMENT: &str = "Add comment before the first move…";
pub const EDIT_START_COMMENT: &str = "Edit comment before the first move…";
pub const TIP_COMMENT: &str = "Double-click to edit the comment";
pub const DELETE_FROM_HERE: &str = "Delete from here";
pub const TIP_DELETE_FROM_HERE: &str =
    "Delete this move and every move after it, with their variations";
pub const DELETE_AFTER: &str = "Delete moves after this one";
pub const TIP_DELETE_AFTER: &str =
    "Delete every move after this one, with their variations; this move stays";
pub const NO_MOVES_AFTER: &str = "No moves follow this one.";

// Comment editor
pub const COMMENT_BEFORE_FIRST: &str = "Comment before the first move";
pub fn comment_title(move_title: &str) -> String {
    format!("Comment after {move_title}")
}
pub const COMMENT_EXPLAIN: &str = "Ctrl+Enter keeps the comment; empty text removes it.";
pub const COMMENT_INPUT_LABEL: &str = "Comment text";
pub const COMMENT_HINT: &str = "Your notes on the position after this move";
pub const COMMENT_HINT_START: &str = "Your notes before the first move";
pub const COMMENT_OK: &str = "OK";
pub const COMMENT_REMOVE: &str = "Remove comment";
pub const TIP_COMMENT_OK: &str = "Keep the comment (Ctrl+Enter)";

pub fn to_move(side: &str) -> String {
    format!("{side} to move")
}

pub fn result_headline(kind: GameKind, winner: Option<Side>) -> String {
    match winner {
        Some(side) => format!("{} wins", kind.side_name(side)),
        None => "Draw".to_string(),
    }
}

/// The round limit of a game, if its rules have one.
pub fn round_limit(kind: GameKind) -> Option<u32> {
    match kind {
        GameKind::Ostseeschach => Some(crate::rules::ostseeschach::ROUND_LIMIT_TURN / 2),
        GameKind::Piranhas => Some(crate::rules::piranhas::TURN_LIMIT / 2),
        GameKind::OstseeschachOriginal | GameKind::Muehle => None,
    }
}

pub fn round_text(round: usize, limit: Option<u32>) -> String {
    match limit {
        Some(limit) => format!("Round {} of {limit}", round.min(limit as usize)),
        None => format!("Round {round}"),
    }
}

pub fn move_refused(why: &str) -> String {
    format!("Cannot play {why}")
}

// Analysis
pub const ANALYSIS_STARTING: &str = "Analysing…";
pub const ANALYSIS_SCORE_LABEL: &str = "Evaluation";
pub const EVAL_GRAPH_LABEL: &str = "Evaluation graph";
pub const EVAL_GRAPH_EMPTY: &str = "The graph fills in as the engine evaluates the moves.";

/// The unit of a game's scores, in the plural.
pub fn score_unit(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Ostseeschach => "ambers",
        GameKind::OstseeschachOriginal => "victory points",
        GameKind::Piranhas => "fish",
        GameKind::Muehle => "stones",
    }
}

/// "+1.3 ambers for Red" (always from the first player's view).
pub fn score_value(kind: GameKind, units: f64) -> String {
    let sign = if units >= 0.0 { "+" } else { "−" };
    format!(
        "{sign}{:.1} {} for {}",
        units.abs(),
        score_unit(kind),
        kind.side_name(Side::First)
    )
}

pub fn wins_in(side: &str, moves: u32) -> String {
    if moves <= 1 {
        format!("{side} wins with the next move")
    } else {
        format!("{side} wins in {moves}")
    }
}

pub fn search_stats(depth: u32, seldepth: u32, nodes: u64, nps: u64) -> String {
    let speed = if nps >= 1_000_000 {
        format!("{:.1} M nodes/s", nps as f64 / 1e6)
    } else {
        format!("{} k nodes/s", nps / 1000)
    };
    format!(
        "depth {depth}/{seldepth} · {} nodes · {speed}",
        group_thousands(nodes)
    )
}

fn group_thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (index, ch) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push('\u{202f}');
        }
        out.push(ch);
    }
    out
}

// Files, text and messages
pub const NOTHING_TO_SAVE: &str = "There is no game to save.";
pub const PASTE_EMPTY: &str = "The text is empty: paste a position text or a game record.";
pub const PASTED_TEXT: &str = "pasted text";
pub const COPIED_POSITION: &str = "Position text copied to the clipboard.";
pub const COPIED_GAME: &str = "Game text (PGN) copied to the clipboard.";
pub const DISMISS: &str = "Dismiss";
pub const LOAD_FROM_TEXT_TITLE: &str = "Load a position or a game";
pub const LOAD_FROM_TEXT_EXPLAIN: &str = "Paste a position text (as Copy position text gives it) or a game record in PGN form. The game on screen stays if the text cannot be read.";
pub const TEXT_INPUT_LABEL: &str = "Position or game text";
pub const LOAD: &str = "Load";

pub fn saved_to(path: &str) -> String {
    format!("Saved to {path}")
}

pub fn file_has_no_game(path: &str) -> String {
    format!("{path}: the file holds no game")
}

pub fn autosave_unreadable(why: &str) -> String {
    format!("The last game could not be restored: {why}")
}

/// An unreadable file and where it was kept instead of being overwritten.
pub fn kept_as(why: &str, kept: &str) -> String {
    format!("{why} (the file was kept as {kept})")
}

pub fn autosave_failed(why: &str) -> String {
    format!("The game could not be autosaved: {why}")
}

pub fn bad_game_text(why: &str) -> String {
    format!("The text is not a game record that can be read: {why}")
}

pub fn position_refused(game: &str, why: &str) -> String {
    format!("This is not a position of {game}: {why}")
}

pub fn bad_position_text(game: &str, why: &str) -> String {
    format!("The text is neither a position nor a game record. As a position of {game}: {why}")
}

pub fn pick_game_title(name: &str, count: usize) -> String {
    format!("{name} holds {count} games: choose one")
}

/// One line about a game of a match record, for the list to pick from.
pub fn game_summary(index: usize, record: &crate::records::Record) -> String {
    let name = |side: Side| {
        let player = &record.players[side.index()];
        if player.name.is_empty() {
            record.game.side_name(side).to_string()
        } else {
            player.name.clone()
        }
    };
    let result = record
        .result
        .as_ref()
        .map(|result| result.describe(record.game))
        .unwrap_or_else(|| "unfinished".to_string());
    // Counted as the move list numbers them, one per round.
    let plies = record.moves.main_line().len();
    let moves = match plies.checked_sub(1) {
        Some(last) => crate::records::tree::move_number(last, record.first_to_move()).0,
        None => 0,
    };
    format!(
        "{index}. {} – {} · {} · {moves} moves · {result}",
        name(Side::First),
        name(Side::Second),
        record.game.name()
    )
}

// Rules window
pub fn rules_title(kind: GameKind) -> String {
    format!("Rules of {}", kind.name())
}

/// A piece of the rules text.
pub enum RulesBlock {
    Heading(&'static str),
    Text(&'static str),
    Bullet(&'static str),
}

use RulesBlock::{Bullet, Heading, Text};

/// The rules of a game in plain words: the same rules as `shared/spec/rules.md`.
pub fn rules(kind: GameKind) -> &'static [RulesBlock] {
    match kind {
        GameKind::Ostseeschach => RULES_OSTSEESCHACH,
        GameKind::OstseeschachOriginal => RULES_ORIGINAL,
        GameKind::Piranhas => RULES_PIRANHAS,
        GameKind::Muehle => RULES_MUEHLE,
    }
}

const RULES_OSTSEESCHACH: &[RulesBlock] = &[
    Text(
        "The game of the Software Challenge 2022. Red plays from rank 1 upwards, Blue from rank 8 downwards. Red moves first.",
    ),
    Heading("The board and the pieces"),
    Text(
        "The board has 8 × 8 squares, named like chess squares (files a–h, ranks 1–8). Each player has two of each of four sea animals. The letters are their German initials:",
    ),
    Bullet("H – Herzmuschel (cockle): one square diagonally forward."),
    Bullet("M – Möwe (seagull): one square straight: forward, back, left or right."),
    Bullet(
        "S – Seestern (starfish): one square straight forward, or one square in any of the four diagonal directions.",
    ),
    Bullet(
        "R – Robbe (seal): jumps like a chess knight (two squares one way and one square to the side, 8 targets), over anything in between.",
    ),
    Text(
        "Forward is up for Red and down for Blue. Cockle, seagull and starfish are the light pieces; the seal is not.",
    ),
    Heading("Start setup"),
    Text(
        "The eight pieces H, M, S, R, H, M, S, R are shuffled onto Red's rank 1 (the shuffle is drawn from the game's seed). Blue's setup is the same turned round by 180°: the piece on Red's file a stands on Blue's file h of rank 8, file b on file g, and so on.",
    ),
    Heading("Moving"),
    Text(
        "A move takes one of your pieces (a single piece or a tower; a tower moves like its top piece) to a square on the board that does not hold a piece of your own. Nothing blocks a move.",
    ),
    Bullet(
        "Moving onto an opposing piece or tower captures it: your piece goes on top and the whole tower is yours. Its height is the sum of both.",
    ),
    Bullet("You earn an amber when the tower you make is 3 or more pieces high."),
    Bullet(
        "You earn an amber when a light piece (on top) reaches the opponent's start line (rank 8 for Red, rank 1 for Blue). One move can earn two ambers.",
    ),
    Bullet(
        "If a move earned an amber, the whole tower on the target square leaves the board. So towers of 3 never stay on the board; a seal on the opponent's line earns nothing and stays; reaching your own line earns nothing.",
    ),
    Heading("End of the game"),
    Text(
        "The end is checked after each of Blue's moves (after every full round). The game ends when a player has 2 or more ambers, or after 30 rounds. A player who must move and has no legal move loses at once.",
    ),
    Text(
        "The player with more ambers wins. With equal ambers, each player lists how far their light pieces (on top of their towers) have come from their own start line, largest first; the lists are compared place by place, and the first larger distance wins. If nothing differs, the game is a draw.",
    ),
    Text("Competition scoring: a win counts 2 points, a draw 1, a loss 0."),
];

const RULES_ORIGINAL: &[RulesBlock] = &[
    Text(
        "The original Ostsee-Schach board game by Holstein-Spiele, which the Software Challenge adapted. Players are Red and Blue; either may start (a game option, Red by default).",
    ),
    Heading("The pieces"),
    Text(
        "Each player has 9 discs: 2 seagulls, 2 seals, 2 cockles and 3 starfish. They move like in the competition game, forward meaning towards the opponent:",
    ),
    Bullet("Cockle: one square diagonally forward."),
    Bullet("Seagull: one square straight: forward, back, left or right."),
    Bullet(
        "Starfish: one square straight forward, or one square in any of the four diagonal directions.",
    ),
    Bullet(
        "Seal: jumps like a chess knight, over anything, and may land on the edge like any piece.",
    ),
    Heading("Start setup"),
    Text(
        "The printed board picture is not available, so Bernstein uses its own documented setup: each player's own first rank holds seal, seagull, cockle, starfish, starfish, cockle, seagull, seal (files a to h), and the ninth piece, a starfish, stands one rank in front on the d-file (d2 for Red; Blue's setup is turned round by 180°, so Blue's starfish stands on e7). The new-game dialog also offers the competition's random back rank of 8 pieces.",
    ),
    Heading("Moving"),
    Bullet(
        "Move a single disc of yours, or a stack whose top disc is yours. A stack moves like its top animal and is never split.",
    ),
    Bullet(
        "Moving onto an opposing piece puts your piece on top: the stack becomes yours. Moving onto your own piece is not allowed, and no stack may grow to 4 or more discs.",
    ),
    Bullet(
        "You earn a victory point, and the moved piece is taken off the board, when a stack of exactly 3 discs forms, or when the moved piece (any animal, single or stack) reaches the opponent's start line. Both at once still earn only one point.",
    ),
    Heading("End of the game"),
    Text(
        "After every move, in this order: the mover with 3 victory points wins; if the opponent owns only one piece or none (a single disc or a stack with their disc on top), the mover wins; if the mover owns only one piece or none, the mover loses. A player who must move and has no legal move loses.",
    ),
    Text("There is no round limit."),
];

const RULES_PIRANHAS: &[RulesBlock] = &[
    Text(
        "The game of the Software Challenge 2019. Gather all your fish into one connected swarm. Red moves first.",
    ),
    Heading("The board"),
    Text(
        "10 × 10 squares: columns A–J from left to right, rows 0–9 from bottom to top (squares like A0 or J9). Red's 16 fish start on A1–A8 and J1–J8, Blue's on B0–I0 and B9–I9. Two kraken squares stand in the inner 6 × 6 area, drawn from the game's seed so that they do not share a row, a column or a diagonal.",
    ),
    Heading("Moving"),
    Bullet(
        "Move one of your fish along a row, a column or a diagonal, in any of the 8 directions.",
    ),
    Bullet(
        "It moves exactly as many squares as there are fish on that whole line (both colours, the moving fish included; kraken do not count).",
    ),
    Bullet(
        "It may jump over your own fish and over kraken, but not over opposing fish. It may not land on your own fish or on a kraken, nor leave the board.",
    ),
    Bullet("Landing on an opposing fish eats it."),
    Heading("End of the game"),
    Text(
        "A player who must move and has no legal move loses at once. Otherwise the end is checked after each of Blue's moves, in this order:",
    ),
    Bullet("Both swarms are connected: the larger swarm (more fish) wins; equal swarms draw."),
    Bullet("Only one player's swarm is connected: that player wins."),
    Bullet("After 30 rounds: the larger swarm wins; equal swarms draw."),
    Text(
        "A swarm is connected when all of a player's fish form one group, touching each other also diagonally. The size of a swarm is the number of fish in the player's largest group. A player with no fish counts as connected.",
    ),
    Text("Competition scoring: a win counts 2 points, a draw 1, a loss 0."),
];

const RULES_MUEHLE: &[RulesBlock] = &[
    Text("Nine Men's Morris. White and Black each have 9 stones. White moves first."),
    Heading("The board"),
    Text(
        "24 points on three nested squares joined at their middles, named like chess squares: a7 d7 g7 / b6 d6 f6 / c5 d5 e5 / a4 b4 c4 e4 f4 g4 / c3 d3 e3 / b2 d2 f2 / a1 d1 g1.",
    ),
    Heading("Playing"),
    Bullet(
        "Placing: each player places one stone per turn on an empty point until both hands are empty. You move stones only once your hand is empty.",
    ),
    Bullet("Moving: move one of your stones along a line to the next point, if it is empty."),
    Bullet(
        "Flying: with exactly 3 stones on the board and none in hand, a stone may jump to any empty point (a game option, on by default).",
    ),
    Bullet(
        "Mills: three of your stones on one line form a mill. A move that closes a mill (or two at once) takes exactly one opposing stone. Stones in a mill may not be taken. If all opposing stones are in mills, nothing is taken by default; the option \"may take from mills when all are in mills\" allows taking any stone then.",
    ),
    Text(
        "A move is written with its removal: d2 (placing), f6-f4 (moving), f6-f4xd1 or d2xg7 (with the stone taken).",
    ),
    Heading("End of the game"),
    Bullet("A player with fewer than 3 stones (in hand and on the board together) loses."),
    Bullet("A player who must move and has no legal move loses."),
    Bullet(
        "The game is drawn when the same position (stones on the points, stones in hand, side to move) occurs for the third time, or when 50 moves by each player (100 moves in all) pass without a stone being taken.",
    ),
];

// ---- Boards: hints and labels ----------------------------------------------------------

pub const BOARD_NOT_YOUR_PIECE: &str = "That is not a piece of the side to move.";
pub const BOARD_CANNOT_MOVE_THERE: &str = "That piece cannot move there.";
pub const BOARD_NO_MOVE_FOR_PIECE: &str = "That piece has no legal move.";
pub const BOARD_SELECT_FIRST: &str = "Click one of your pieces first.";
pub const BOARD_PLACE_FIRST: &str = "Place your stones first: click an empty point.";
pub const BOARD_CANNOT_PLACE_THERE: &str = "You cannot place a stone there.";
pub const BOARD_PICK_REMOVAL: &str = "Mill! Click a highlighted stone to take it (Esc cancels).";
pub const BOARD_NOT_REMOVABLE: &str = "That stone cannot be taken: pick a highlighted one.";

pub const STATUS_AMBERS: &str = "Ambers";
pub const STATUS_VICTORY_POINTS: &str = "Victory points";
pub const STATUS_FISH: &str = "Fish";
pub const STATUS_LARGEST_SWARM: &str = "Largest swarm";
pub const STATUS_IN_HAND: &str = "Stones in hand";
pub const STATUS_ON_BOARD: &str = "Stones on board";

// ---- Boards: position editor -------------------------------------------------------------

pub const EDITOR_PIECES: &str = "Pieces";
pub const EDITOR_ERASE: &str = "Empty";
pub const EDITOR_CLEAR: &str = "Clear board";
pub const EDITOR_RESET: &str = "Reset";
pub const EDITOR_SIDE_TO_MOVE: &str = "Side to move";
pub const EDITOR_TURN: &str = "Turn (plies played)";
pub const EDITOR_MOVE_NUMBER: &str = "Move number";
pub const EDITOR_PLIES_SINCE_REMOVAL: &str = "Plies since the last removal";
pub const EDITOR_POSITION_TEXT: &str = "Position text";
pub const EDITOR_VALID: &str = "The position is valid.";
pub const EDITOR_APPLY: &str = "Use this position";
pub const EDITOR_CANCEL: &str = "Cancel";
pub const EDITOR_HELP: &str = "Choose a piece, then click squares to place it; click a square holding that piece to empty it. Right-click empties a square.";
pub const EDITOR_TOWER: &str = "tower of 2";
pub const EDITOR_KRAKEN: &str = "Kraken";
pub const EDITOR_FISH: &str = "fish";
pub const EDITOR_STONE: &str = "stone";
pub const EDITOR_SCORES_AMBERS: &str = "Ambers";
pub const EDITOR_SCORES_VP: &str = "Victory points";
pub const EDITOR_IN_HAND: &str = "Stones in hand";
pub const EDITOR_UNREADABLE: &str = "Could not read that position text; the board is unchanged.";

pub const ANIMAL_COCKLE: &str = "cockle";
pub const ANIMAL_SEAGULL: &str = "seagull";
pub const ANIMAL_STARFISH: &str = "starfish";
pub const ANIMAL_SEAL: &str = "seal";
pub const BOARD_HAND: &str = "Stones in hand to place";

#[cfg(test)]
mod tests {
    use super::game_summary;
    use crate::records::pgn::read_pgn;

    #[test]
    fn a_game_in_a_file_counts_moves_as_the_move_list_numbers_them() {
        let three_plies = read_pgn("[Game \"muehle\"]\n\n1. d2 g7 2. a1 *").unwrap();
        let summary = game_summary(1, &three_plies[0]);
        assert!(summary.contains(" · 2 moves · "), "{summary}");
        let empty = read_pgn("[Game \"muehle\"]\n\n*").unwrap();
        assert!(game_summary(1, &empty[0]).contains(" · 0 moves · "));
    }
}
