# Bernstein's texts in English.
#
# A message per text of the app. A text without variables is named in code by a
# constant the app's build writes from this file (`s::COPIED_GAME` for
# `copied-game`); a text with variables by a function of crates/app/src/strings.
# Variables ($side, $moves, …) are filled in by the app; numbers are written by the
# language's rules; every language has the same messages with the same variables.
# A new language is a copy of this file with every message translated
# (assets/i18n/<code>.ftl) and one line in LANGUAGES in crates/words/src/language.rs.

## Language menu

# The app's name as the toolbar shows it ("Bernstein" is German for amber).
app-name = Bernstein
named-tip = { $name }: { $tip }
language-menu = Sprache / Language
tip-language = Choose the language of the app

## Games, sides, levels

game-name-ostseeschach = Ostseeschach
game-name-ostseeschach-original = Ostsee-Schach (original rules)
game-name-piranhas = Piranhas
game-name-piranhas-2026 = Piranhas 2026
game-name-muehle = Mühle
side-red = Red
side-blue = Blue
side-white = White
side-black = Black
level-title = { $level ->
    [1] Beginner
    [2] Novice
    [3] Casual
    [4] Amateur
    [5] Intermediate
    [6] Club player
    [7] Advanced
    [8] Expert
    [9] Master
   *[10] Maximum
}
level-name = Level { $level } · { $name }
level-label = { $side } level
player-choice-human = { $side } Human
player-choice-computer = { $side } Computer
computer-name = Computer · { $name }
bad-seed = '{ $text }' is not a seed: type a whole number such as 4711
game-description-ostseeschach = Software Challenge 2022: four sea animals, towers and ambers, 30 rounds.
game-description-ostseeschach-original = The original board game: nine pieces, stacks of three and victory points.
game-description-piranhas = Software Challenge 2019: gather your swarm of fish into one group.
game-description-piranhas-2026 = Software Challenge 2026: fish of three sizes, the heaviest swarm wins.
game-description-muehle = Nine Men's Morris: place, move and fly stones, close mills.

## Menus, toolbar, dialogs, panels

menu-game = Game
menu-edit = Edit
new-game = New game
# The toolbar's name for "New game", where room is short.
new-game-short = New game
open = Open
save = Save
save-as = Save as…
import-pgn = Import match record (PGN)…
export-pgn = Export match record (PGN)…
copy-position = Copy position text
copy-game = Copy game text (PGN)
paste = Paste position or game
load-from-text = Load from text…
load-from-text-short = Paste
edit-position-menu = Edit position…
edit-position = Edit position
edit-position-title = Edit position
tip-edit-position = Set up a position from the one shown and start a game from it (same rules and players)
take-back = Take back
flip-board = Flip board
hint = Hint
analysis = Analysis
rules = Rules
tip-new-game = Start a new game (choose the game, options and players)
tip-open = Open a saved game (.ron), a match record (.pgn) or a competition replay (.xml, .xml.gz)
tip-save = Save this game with all variations (.ron)
tip-load-from-text = Load a position text or a game record (PGN) from text
tip-hint = Show the engine's best move on the board as a violet arrow
tip-analysis = Let the engine analyse the position shown (score, best line, graph)
tip-rules = The rules of this game
tip-take-back = Take back the last move (Ctrl+Z); against the computer, your last move and its reply
tip-flip = Turn the board around (F)
filter-all-games = Games and replays
filter-ron = Bernstein saved game
filter-pgn = Match record (PGN)
filter-replay = Software Challenge replay
new-game-title = Start a new game
new-game-choose = Game
new-game-options = Options
new-game-players = Players
option-flying = Flying: with three stones left, a stone may jump to any empty point
option-mill-take = May take from mills when all opposing stones are in mills
option-first = Who starts:
option-first-red = Red
option-first-blue = Blue
option-setup = Start setup:
option-setup-standard = Standard (9 pieces each)
option-setup-random-back-rank = Random back rank (competition, 8 pieces)
option-random-setup-note = The start setup is drawn at random from the seed below: the same seed gives the same setup.
option-seed = Seed:
option-seed-label = Seed
new-seed = 🎲 New seed
player-human = Human
player-computer = Computer
start-game = Start game
cancel = Cancel
moves = Moves
no-moves-yet = No moves yet.
no-game = No game open.
nav-start = First position
nav-back = Previous move
nav-forward = Next move
nav-end = Last move
move-entry-label = Move text
play-move = Play
thinking = thinking…
pause = ⏸ Pause
resume = ▶ Resume
speed = Pause between moves
recorded-result = RESULT IN THE REPLAY
# The fold that holds a replay's two results.
replay-results = Result: rules and server
recorded-differs-goes-on = They differ: the server ended the game in round { $round }, where Bernstein's rules let it go on. The server played by other rules than these (such as a server from before the season's release).
recorded-differs-winner = They differ: Bernstein's rules decide the last position otherwise than the server did, which played by other rules than these (such as a server from before the season's release, without the final tie-break).
replay-by-rules = RESULT BY BERNSTEIN'S RULES
replay-not-over = At the replay's last position the game is not over by Bernstein's rules.
replay-piranhas-2019 = Piranhas 2019 replay
replay-piranhas-2026 = Piranhas 2026 replay
replay-ostseeschach-2022 = Ostseeschach 2022 replay, { $format } format; coordinates { $coordinates }
replay-format-release = release
replay-format-pre-release = pre-release (June 2021)
replay-coordinates-release = x = rank − 1, y = file (release convention)
replay-coordinates-early = x = file, y = rank − 1 (early pre-release convention, June 2021)
# A player a record or replay gives no name, the same word everywhere.
nameless = Anonymous
recorded-by-server = Competition server: { $result }
cause-left = left the game
cause-rule-violation = broke a rule
cause-soft-timeout = answered too slowly (soft time-out)
cause-hard-timeout = sent no move in time (hard time-out)
cause-unknown = ended for an unknown cause
server-reason-hard-timeout = sent no move within { $seconds } seconds of the request
server-reason-soft-timeout = took longer than { $seconds } seconds to answer the request for a move
server-reason-round-limit = the round limit was reached
server-reason-swarm-united = the game is over: a player has united their swarm
server-reason-tie = both players are level
server-reason-bigger-swarm = { $name } has the bigger connected swarm
server-reason-first-union = { $name } united all their fish first
server-words = the server's words: “{ $text }”
score-part-win-points = Win points
score-part-ambers = Ambers
score-part-light-piece = Light piece furthest ahead
score-part-largest-swarm = Largest swarm
score-part-heaviest-swarm = Heaviest swarm
score-value-win-points = { $count } { $count ->
    [one] point
   *[other] points
}
score-value-ambers = { $count } { $count ->
    [one] amber
   *[other] ambers
}
score-value-light-piece = { $count } { $count ->
    [one] row
   *[other] rows
} from its start line
score-value-largest-swarm = { $count } fish
score-value-heaviest-swarm = weight { $count }
# The accessible name of the space below the moves (its menu edits the first comment).
move-list = Move list
promote-variation = Promote variation
tip-promote-variation = Move this variation one place up; the first variation becomes the main line
make-main-line = Make main line
tip-make-main-line = Make the moves up to this one the main line; the old main line becomes a variation
already-main-line = This move is on the main line.
add-comment = Add comment…
edit-comment = Edit comment…
add-start-comment = Add comment before the first move…
edit-start-comment = Edit comment before the first move…
tip-comment = Double-click to edit the comment
delete-from-here = Delete from here
tip-delete-from-here = Delete this move and every move after it, with their variations
delete-after = Delete moves after this one
tip-delete-after = Delete every move after this one, with their variations; this move stays
no-moves-after = No moves follow this one.
comment-before-first = Comment before the first move
comment-explain = Ctrl+Enter keeps the comment; empty text removes it.
comment-input-label = Comment text
comment-hint = Your notes on the position after this move
comment-hint-start = Your notes before the first move
comment-ok = OK
comment-remove = Remove comment
tip-comment-ok = Keep the comment (Ctrl+Enter)
analysis-starting = Analysing…
analysis-score-label = Evaluation
eval-bar = Evaluation bar: { $chance }
eval-graph-label = Evaluation graph
eval-graph-empty = The graph fills in as the engine evaluates the moves.
nothing-to-save = There is no game to save.
paste-empty = The text is empty: paste a position text or a game record.
pasted-text = pasted text
copied-position = Position text copied to the clipboard.
copied-game = Game text (PGN) copied to the clipboard.
dismiss = Dismiss
load-from-text-title = Load a position or a game
load-from-text-explain = Paste a position text (as Copy position text gives it) or a game record in PGN form. The game on screen stays if the text cannot be read.
text-input-label = Position or game text
load = Load
move-entry-hint = Type a move, e.g. { $example }
move-label = Move { $title }
comment-title = Comment after { $move }
to-move = { $side } to move
wins = { $side } wins
draw = Draw
outcome = { $result }: { $reason }
unfinished = unfinished
round-of = Round { $round } of { $limit }
round = Round { $round }
move-refused = Cannot play { $why }
record-move-refused = move { $number } ({ $move }): { $why }
record-move-refused-second = move { $number }... ({ $move }): { $why }
seconds = { $value } s
open-recent = Open recent
no-recent = No files opened or saved yet.
open-path = Open from a path…
save-path = Save to a path…
path-title-open = Open a file by its path
path-title-save = Save the game to a path
path-title-export = Export the match record to a path
path-explain = Type the file's full path (the folder used last is filled in). Saved games end in .ron, match records in .pgn, replays in .xml or .xml.gz.
path-label = File path
path-empty = Type a file's path first.
path-not-a-file = There is no file at { $path }.
level-choice = { $name } — { $budget }
level-budget-depth = { $depth ->
    [one] one move ahead
   *[other] { $depth } moves ahead
}, at most { $nodes } positions and { $seconds } s a move
level-budget-nodes = { $nodes } positions, at most { $seconds } s a move
level-budget-time = up to { $seconds } s a move
resigned = { $side } resigned
draw-agreed = Draw agreed
lost-on-time = { $side } lost on time
new-game-clock = Clock
clock-none = No clock
clock-game = Minutes + increment
clock-per-move = Time per move
clock-minutes = Minutes:
clock-minutes-label = Minutes per game
clock-increment = Increment (s):
clock-increment-label = Increment per move in seconds
clock-move-seconds = Seconds per move:
clock-move-seconds-label = Seconds per move
clock-per-move-note = As in the Software Challenge: time not used on a move is not carried over.
clock-label = Clock of { $side }: { $time }
clock-tenths = 0:0{ $value }
resign = Resign
offer-draw = ½ Draw
tip-resign = Give up this game: the other side wins (the record says so; Take back undoes it)
tip-draw = Offer a draw: the other side accepts or declines (the computer by how it sees the position); an agreed draw ends the game, and Take back undoes it
accept-draw = Accept draw
decline-draw = Decline
tip-accept-draw = End the game as a draw agreed by both players (Take back undoes it)
# In the bar of the side that offered a draw, while the other side thinks it over.
draw-offered = Draw offered
draw-offer = { $side } offers a draw.
draw-declined = { $side } declines the draw.
draw-declined-by-score = { $side } declines the draw: it sees itself ahead ({ $score }).
draw-accepted-by-score = { $side } accepts the draw ({ $score }).
resign-question = Resign?
resign-explain = { $side } gives up and { $winner } wins the game. Take back undoes it.
keep-playing = Keep playing
bar-action = { $action } ({ $side })
swap-players = Swap sides (each player takes the other colour)
player-change = { $side } from this move on: { $player }
players-menu = { $side } player

## The welcome of the first start
welcome-title = Welcome to Bernstein
welcome-text = Five board games for two, against computer opponents of every strength, with an analysis that shows you the better move.
welcome-pick-game = Choose a game to start:
welcome-open = Open a game…
welcome-bots-title = For bot authors
welcome-bots = Let your Software Challenge bot play a series of games against Bernstein's levels or other bots, and see who is stronger.

## Analysis

score-value-ostseeschach = { $sign }{ $value } { $value ->
    [one] amber
   *[other] ambers
} for { $side }
score-value-ostseeschach-original = { $sign }{ $value } { $value ->
    [one] victory point
   *[other] victory points
} for { $side }
score-value-piranhas = { $sign }{ $value } fish for { $side }
score-value-piranhas-2026 = { $sign }{ $value } fish for { $side }
score-value-muehle = { $sign }{ $value } { $value ->
    [one] stone
   *[other] stones
} for { $side }
wins-in = { $moves ->
    [one] { $side } wins with the next move
   *[other] { $side } wins in { $moves } moves
}
speed-millions = { $value } M nodes/s
nodes-millions = { $value } M
speed-thousands = { $value } k nodes/s
search-stats = depth { $depth }/{ $seldepth } · { $nodes } nodes · { $speed }
analysis-lines = Lines
analysis-threads = Threads
threads-tip = How many threads the analysis and the computer players search with (this computer has { $cores } cores); more search deeper in the same time
lines-tip = { $count ->
    [one] Show the best line
   *[other] Show the { $count } best lines
}
short-score = { $sign }{ $value }
short-win = { $side } in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
depth-short = d{ $depth }
line-move-label = Line { $line }: { $move }
better-move = { $played } – better was { $better }
review-game = Review game
tip-review-game = Let the engine judge every move of the main line: inaccuracies (?!), mistakes (?) and blunders (??), with the better move
review-stop = Stop
win-chance = Expected { $side } { $percent }%
win-chance-tip = { $side }'s expected score: the chance to win plus half the chance of a draw, from the game's win/draw/loss model, fitted to the results of many games. An evaluation of 0 is 50%. { $side } wins { $win }%, draws { $draw }%, loses { $loss }%.
graph-units-tip = Graph in the game's units
graph-chance-tip = Graph as { $side }'s expected score (wins plus half the draws)
learn-start = Learn from mistakes:
tip-learn-start = Go through { $side }'s mistakes and blunders of this game one by one and look for a better move each time
learn-title = Learn from mistakes · { $side }
learn-task = Mistake { $number } of { $total }: the game went { $move }
learn-prompt = Find a better move for { $side }.
learn-game-move = { $move } is the move of the game. Try another one.
learn-checking = Checking { $move }…
learn-best = { $move }: the best move!
learn-good = { $move }: as good as the engine's move.
learn-not-better = { $move } would be { $verdict ->
    [inaccuracy] an inaccuracy (?!)
    [mistake] a mistake (?)
   *[blunder] a blunder (??)
}. Try again.
learn-solution = The engine plays { $move }.
learn-show-solution = Show the solution
learn-skip = Skip
learn-next = Next
learn-back = Back to the position
learn-stop = Stop learning
learn-hidden = The evaluation stays hidden until you have found a move.
learn-done = Done: you found { $found } of { $total } better moves yourself.
review-progress = Position { $done } of { $total }
# The analysis' switch for what the opponent threatens.
threat = Threat
tip-threat = What would { $side } play if it were { $side }'s move now? Shown as a red arrow on the board, as if the side to move passed (X)
threat-move = { $side } threatens { $move }
# When passing would end the game, or the game has no such position.
threat-none = No threat: the game would be over
review-side = { $side }:
review-count = { $side }: { $count } { $glyph }
review-accuracy = · accuracy { $accuracy } %
tip-review-next = Show { $side }'s next { $mark ->
    [inaccuracy] inaccuracy (?!)
    [mistake] mistake (?)
   *[blunder] blunder (??)
}

## Why a game ended

recorded-cause = { $side }: { $cause }
recorded-cause-reason = { $side }: { $cause }, { $reason }
recorded-details = { $result } ({ $details })
end-reason-ambers = ambers { $first } to { $second }
end-reason-distance-tie-break = equal ambers; { $leader }'s { $place ->
    [1] furthest
    [2] second-furthest
    [3] third-furthest
   *[other] { $place }th-furthest
} light piece is further ahead ({ $ahead } { $ahead ->
    [one] row
   *[other] rows
} against { $behind })
end-reason-distance-level = equal ambers, and the light pieces stand equally far from their start lines
end-reason-both-swarms-connected = both swarms connected, { $first } fish to { $second }
end-reason-swarm-connected = swarm connected, { $first } fish to { $second }
end-reason-round-limit = round limit, swarms { $first } fish to { $second }
end-reason-heavier-swarm = heavier swarm, { $first } to { $second }
end-reason-first-union = formed a swarm first, { $weight } each
end-reason-equal-swarms = swarms of equal weight, { $weight } each
end-reason-round-limit-weight = round limit, heaviest swarms { $first } to { $second }
end-reason-no-legal-move = no legal move
end-reason-fewer-than-three-stones = fewer than 3 stones
end-reason-threefold-repetition = threefold repetition
end-reason-fifty-moves = 50 moves without a removal
end-reason-victory-points = victory points { $first } to { $second }
end-reason-one-piece-left = one piece left
end-reason-ply-limit = ply limit reached (adjudicated)

## Files and messages

saved-to = Saved to { $path }
file-has-no-game = { $path }: the file holds no game
autosave-unreadable = The last game could not be restored: { $why }
autosave-failed = The game could not be autosaved: { $why }
kept-as = { $why } (the file was kept as { $kept })
bad-game-text = The text is not a game record that can be read: { $why }
position-refused = This is not a position of { $game }: { $why }
bad-position-text = The text is neither a position nor a game record. As a position of { $game }: { $why }
pick-game-title = { $name } holds { $games } { $games ->
    [one] game
   *[other] games
}: choose one
pick-game-of-files-title = { $files } files hold { $games } games: choose one
game-summary = { $index }. { $first } – { $second } · { $game } · { $moves } { $moves ->
    [one] move
   *[other] moves
} · { $result }

## Boards, status, position editor

board-not-your-piece = That is not a piece of the side to move.
board-cannot-move-there = That piece cannot move there.
board-no-move-for-piece = That piece has no legal move.
board-select-first = Click one of your pieces first.
board-place-first = Place your stones first: click an empty point.
board-cannot-place-there = You cannot place a stone there.
board-pick-removal = Mill! Click a highlighted stone to take it (Esc cancels).
board-not-removable = That stone cannot be taken: pick a highlighted one.
status-ambers = Ambers
status-victory-points = Victory points
status-fish = Fish
status-largest-swarm = Largest swarm
status-heaviest-swarm = Heaviest swarm
status-first-swarm = First swarm
status-no-one-yet = no one yet
status-in-hand = Stones in hand
status-on-board = Stones on board
editor-pieces = Pieces
editor-erase = Empty
editor-clear = Clear board
editor-reset = Reset
editor-side-to-move = Side to move
editor-turn = Turn (plies played)
editor-move-number = Move number
editor-plies-since-removal = Plies since the last removal
editor-position-text = Position text
editor-valid = The position is valid.
editor-apply = Use this position
editor-cancel = Cancel
editor-help = Choose a piece, then click squares to place it; click a square holding that piece to empty it. Right-click empties a square.
editor-kraken = Kraken
editor-fish = fish
editor-fish-small = small fish
editor-fish-medium = medium fish
editor-fish-large = large fish
editor-first-swarm = Formed a swarm first
editor-stone = stone
editor-scores-ambers = Ambers
editor-scores-vp = Victory points
editor-in-hand = Stones in hand
editor-unreadable = Could not read that position text; the board is unchanged.
animal-cockle = cockle
animal-seagull = seagull
animal-starfish = starfish
animal-seal = seal
board-hand = Stones in hand to place
editor-piece = { $side } { $piece }
editor-piece-tower = { $side } { $piece }, tower of 2
side-value = { $label }: { $side }

## The Rules window: a block per line, "## " a heading, "- " a bullet

rules-title = Rules of { $game }
rules-ostseeschach =
    The game of the Software Challenge 2022. Red plays from rank 1 upwards, Blue from rank 8 downwards. Red moves first.
    ## The board and the pieces
    The board has 8 × 8 squares, named like chess squares (files a–h, ranks 1–8). Each player has two of each of four sea animals. The letters are their German initials:
    - H – Herzmuschel (cockle): one square diagonally forward.
    - M – Möwe (seagull): one square straight: forward, back, left or right.
    - S – Seestern (starfish): one square straight forward, or one square in any of the four diagonal directions.
    - R – Robbe (seal): jumps like a chess knight (two squares one way and one square to the side, 8 targets), over anything in between.
    Forward is up for Red and down for Blue. Cockle, seagull and starfish are the light pieces; the seal is not.
    ## Start setup
    The eight pieces H, M, S, R, H, M, S, R are shuffled onto Red's rank 1 (the shuffle is drawn from the game's seed). Blue's setup is the same turned round by 180°: the piece on Red's file a stands on Blue's file h of rank 8, file b on file g, and so on.
    ## Moving
    A move takes one of your pieces (a single piece or a tower; a tower moves like its top piece) to a square on the board that does not hold a piece of your own. Nothing blocks a move.
    - Moving onto an opposing piece or tower captures it: your piece goes on top and the whole tower is yours. Its height is the sum of both.
    - You earn an amber when the tower you make is 3 or more pieces high.
    - You earn an amber when a light piece (on top) reaches the opponent's start line (rank 8 for Red, rank 1 for Blue). One move can earn two ambers.
    - If a move earned an amber, the whole tower on the target square leaves the board. So towers of 3 never stay on the board; a seal on the opponent's line earns nothing and stays; reaching your own line earns nothing.
    ## End of the game
    The end is checked after each of Blue's moves (after every full round). The game ends when a player has 2 or more ambers, or after 30 rounds. A player who must move and has no legal move loses at once.
    The player with more ambers wins. With equal ambers, each player lists how far their light pieces (on top of their towers) have come from their own start line, largest first; the lists are compared place by place, and the first larger distance wins. If nothing differs, the game is a draw.
    Competition scoring: a win counts 2 points, a draw 1, a loss 0.

rules-ostseeschach-original =
    The original Ostsee-Schach board game by Holstein-Spiele, which the Software Challenge adapted. Players are Red and Blue; either may start (a game option, Red by default).
    ## The pieces
    Each player has 9 discs: 2 seagulls, 2 seals, 2 cockles and 3 starfish. They move like in the competition game, forward meaning towards the opponent:
    - Cockle: one square diagonally forward.
    - Seagull: one square straight: forward, back, left or right.
    - Starfish: one square straight forward, or one square in any of the four diagonal directions.
    - Seal: jumps like a chess knight, over anything, and may land on the edge like any piece.
    ## Start setup
    The printed board picture is not available, so Bernstein uses its own documented setup: each player's own first rank holds seal, seagull, cockle, starfish, starfish, cockle, seagull, seal (files a to h), and the ninth piece, a starfish, stands one rank in front on the d-file (d2 for Red; Blue's setup is turned round by 180°, so Blue's starfish stands on e7). The new-game dialog also offers the competition's random back rank of 8 pieces.
    ## Moving
    - Move a single disc of yours, or a stack whose top disc is yours. A stack moves like its top animal and is never split.
    - Moving onto an opposing piece puts your piece on top: the stack becomes yours. Moving onto your own piece is not allowed, and no stack may grow to 4 or more discs.
    - You earn a victory point, and the moved piece is taken off the board, when a stack of exactly 3 discs forms, or when the moved piece (any animal, single or stack) reaches the opponent's start line. Both at once still earn only one point.
    ## End of the game
    After every move, in this order: the mover with 3 victory points wins; if the opponent owns only one piece or none (a single disc or a stack with their disc on top), the mover wins; if the mover owns only one piece or none, the mover loses. A player who must move and has no legal move loses.
    There is no round limit.

rules-piranhas =
    The game of the Software Challenge 2019. Gather all your fish into one connected swarm. Red moves first.
    ## The board
    10 × 10 squares: columns A–J from left to right, rows 0–9 from bottom to top (squares like A0 or J9). Red's 16 fish start on A1–A8 and J1–J8, Blue's on B0–I0 and B9–I9. Two kraken squares stand in the inner 6 × 6 area, drawn from the game's seed so that they do not share a row, a column or a diagonal.
    ## Moving
    - Move one of your fish along a row, a column or a diagonal, in any of the 8 directions.
    - It moves exactly as many squares as there are fish on that whole line (both colours, the moving fish included; kraken do not count).
    - It may jump over your own fish and over kraken, but not over opposing fish. It may not land on your own fish or on a kraken, nor leave the board.
    - Landing on an opposing fish eats it.
    ## End of the game
    A player who must move and has no legal move loses at once. Otherwise the end is checked after each of Blue's moves, in this order:
    - Both swarms are connected: the larger swarm (more fish) wins; equal swarms draw.
    - Only one player's swarm is connected: that player wins.
    - After 30 rounds: the larger swarm wins; equal swarms draw.
    A swarm is connected when all of a player's fish form one group, touching each other also diagonally. The size of a swarm is the number of fish in the player's largest group. A player with no fish counts as connected.
    Competition scoring: a win counts 2 points, a draw 1, a loss 0.

rules-piranhas-2026 =
    The game of the Software Challenge 2026: Piranhas with fish of three sizes. Gather all your fish into one connected swarm; the heaviest swarm wins. Red moves first.
    ## The board
    10 × 10 squares: columns A–J from left to right, rows 0–9 from bottom to top (squares like A0 or J9). Red's 16 fish start on A1–A8 and J1–J8, Blue's on B0–I0 and B9–I9, each small (weight 1), medium (weight 2) or large (weight 3), drawn from the game's seed; the setup is mirrored across the A0–J9 diagonal with the colours swapped. Two kraken squares stand in the inner 6 × 6 area, not sharing a row, a column or a diagonal.
    ## Moving
    - Move one of your fish along a row, a column or a diagonal, in any of the 8 directions.
    - It moves exactly as many squares as there are fish on that whole line (both colours, any size, the moving fish included; kraken do not count).
    - It may jump over your own fish and over kraken, but not over opposing fish. It may not land on your own fish or on a kraken, nor leave the board.
    - Landing on an opposing fish eats it, whatever its size.
    ## Swarms
    Fish touching each other, also diagonally, form a swarm; its weight is the sum of its fish's weights. A player is connected when all their fish form one swarm; a player with no fish is not connected. After every move, as long as no one has yet, Red and then Blue are checked: the first found connected is recorded as having formed a swarm first, for good.
    ## End of the game
    - After each of Blue's moves (a complete round), if at least one player is connected: the heavier heaviest swarm wins, even that of the player who is not connected; equal weights: whoever formed a swarm first wins.
    - After any move, if the player to move has no legal move: the other player wins.
    - After 30 rounds: the heavier heaviest swarm wins; equal weights draw (as the competition's server plays it).
    Competition scoring: a win counts 2 points, a draw 1, a loss 0; then the weight of the heaviest own swarm.

rules-muehle =
    Nine Men's Morris. White and Black each have 9 stones. White moves first.
    ## The board
    24 points on three nested squares joined at their middles, named like chess squares: a7 d7 g7 / b6 d6 f6 / c5 d5 e5 / a4 b4 c4 e4 f4 g4 / c3 d3 e3 / b2 d2 f2 / a1 d1 g1.
    ## Playing
    - Placing: each player places one stone per turn on an empty point until both hands are empty. You move stones only once your hand is empty.
    - Moving: move one of your stones along a line to the next point, if it is empty.
    - Flying: with exactly 3 stones on the board and none in hand, a stone may jump to any empty point (a game option, on by default).
    - Mills: three of your stones on one line form a mill. A move that closes a mill (or two at once) takes exactly one opposing stone. Stones in a mill may not be taken. If all opposing stones are in mills, nothing is taken by default; the option "may take from mills when all are in mills" allows taking any stone then.
    A move is written with its removal: d2 (placing), f6-f4 (moving), f6-f4xd1 or d2xg7 (with the stone taken).
    ## End of the game
    - A player with fewer than 3 stones (in hand and on the board together) loses.
    - A player who must move and has no legal move loses.
    - The game is drawn when the same position (stones on the points, stones in hand, side to move) occurs for the third time, or when 50 moves by each player (100 moves in all) pass without a stone being taken.

## Why the rules refused a position text

pos-field-count = { $game ->
    [piranhas] expected { $expected } fields separated by spaces (board, side, turn), found { $found }
    [piranhas-2026] expected { $expected } fields separated by spaces (board, side, turn, first union), found { $found }
    [muehle] expected { $expected } fields separated by spaces (board, side to move, stones in hand white:black, plies since removal, move number), found { $found }
   *[other] expected { $expected } fields '<board> <side> <turn> <red>:<blue>', found { $found }
}
pos-row-count = { $game ->
    [piranhas] the board has { $found } rows, expected { $expected } separated by '/'
    [piranhas-2026] the board has { $found } rows, expected { $expected } separated by '/'
    [muehle] the board has { $found } rows, expected { $expected } (ranks 7 to 1, separated by '/')
   *[other] the board has { $found } rows, expected { $expected }
}
pos-row-length = { $game ->
    [muehle] rank { $row } has { $found } points, expected { $expected }
   *[other] row { $row } has { $found } squares, expected { $expected }
}
pos-unknown-piece = { $game ->
    [piranhas] unexpected '{ $found }' on { $file-upper }{ $row }: expected R (red fish), B (blue fish), K (kraken) or . (empty)
    [piranhas-2026] unexpected '{ $found }' on { $file-upper }{ $row }: expected R1–R3 (red fish), B1–B3 (blue fish), K (kraken) or . (empty)
    [muehle] rank { $row }: '{ $found }' on { $file-lower }{ $row } is not W, B or .
   *[other] row { $row }: '{ $found }' is not a piece (H M S R: upper case Red, lower case Blue) or '.'
}
pos-bad-side = { $game ->
    [piranhas] side to move must be 'r' or 'b', found '{ $found }'
    [piranhas-2026] side to move must be 'r' or 'b', found '{ $found }'
    [muehle] side to move '{ $found }' must be w or b
   *[other] side '{ $found }' is neither r (Red) nor b (Blue)
}
pos-bad-turn = { $game ->
    [piranhas] turn must be a whole number from 0 to 60, found '{ $found }'
    [piranhas-2026] turn must be a whole number from 0 to 60, found '{ $found }'
   *[other] turn '{ $found }' is not a number of plies
}
pos-bad-score = { $game ->
    [ostseeschach-original] { $name }'s victory points '{ $found }' is not a small number
   *[other] { $name }'s ambers '{ $found }' is not a small number
}
pos-bad-stones-in-hand = { $name }'s stones in hand '{ $found }' is not a number 0-9
pos-bad-plies-since-removal = plies since removal '{ $found }' is not a whole number
pos-bad-move-number = move number '{ $found }' must be a whole number from 1
pos-scores-not-paired = { $game ->
    [ostseeschach-original] victory points '{ $found }' are not written <red>:<blue>
   *[other] ambers '{ $found }' are not written <red>:<blue>
}
pos-hand-not-paired = stones in hand '{ $found }' must be written white:black, e.g. 9:9
pos-tower-mark-without-piece = row { $row }: tower mark '{ $mark }' does not follow a piece
pos-tower-mark-one = row { $row }: tower mark '1' after '{ $piece }': a single piece has no mark
pos-tower-mark-zero = row { $row }: tower mark '0' after '{ $piece }' is not a height
pos-tower-too-high = row { $row }: a tower of { $height } after '{ $piece }': towers of 3 or more never stay on the board
pos-too-many-animals = { $name } has { $count } { $animal ->
    [cockle] cockles
    [seagull] seagulls
    [starfish] starfish
   *[seal] seals
} on the board, a player has only { $limit }
pos-too-many-pieces = { $name } has { $count } pieces on the board (counting those under { $other }'s towers), a player has only { $limit }
pos-scored-on-far-line = { $game ->
    [ostseeschach-original] { $square }: a { $name } { $animal } on { $other }'s start line would have scored a victory point and left the board
   *[other] { $square }: a { $name } { $animal } on { $other }'s start line would have scored an amber and left the board
}
pos-turn-past-limit = turn { $turn } is past the round limit: the game ends at turn { $limit }
pos-turn-parity = { $game ->
    [piranhas] side '{ $letter }' does not match turn { $turn }: { $mover } moves at { $parity ->
        [even] even
       *[odd] odd
    } turns
    [piranhas-2026] side '{ $letter }' does not match turn { $turn }: { $mover } moves at { $parity ->
        [even] even
       *[odd] odd
    } turns
   *[other] { $name } cannot be to move at turn { $turn }: { $first } moves when the turn is even, { $second } when it is odd
}
pos-score-too-high = { $game ->
    [ostseeschach-original] { $name } has { $score } victory points; the game ends at { $limit }
   *[other] { $name } has { $score } ambers; at most { $limit } can be earned before the game ends
}
pos-winner-to-move = { $game ->
    [ostseeschach-original] { $name } has { $score } victory points but is to move: the game ended when { $name } reached { $score }
   *[other] { $name } has { $score } ambers but is to move: the game would have ended after { $name }'s last move
}
pos-kraken-count = the board has { $found } kraken, expected exactly 2
pos-too-many-fish = the board has { $count } { $side ->
    [red] red
   *[blue] blue
} fish, at most { $limit } are allowed
pos-kraken-twice = the two kraken cannot both be on { $square }
pos-kraken-on-start-fish = a kraken cannot stand on { $square }: a fish starts there
pos-fish-weight = the fish '{ $fish }' on { $square } is followed by '{ $found }': its weight must be 1, 2 or 3
pos-fish-weight-missing = the fish '{ $fish }' on { $square } has no weight: write 1, 2 or 3 after it
pos-bad-first-union = who first formed a swarm must be 'r', 'b' or '-', found '{ $found }'
pos-too-many-in-hand = { $name } has { $count } stones in hand, at most { $limit }
pos-too-many-stones = { $name } has { $on-board } stones on the board and { $in-hand } in hand: { $total } stones, at most { $limit }

## Why the rules refused a move

move-error = { $move }: { $why }
move-not-a-move = { $game ->
    [piranhas] expected a move like A4-C4, or A2xC0 for a capture
    [piranhas-2026] expected a move like A4-C4, or A2xC0 for a capture
    [muehle] no move given: write e.g. d2, f6-f4 or f6-f4xd1
   *[other] expected a move like b1-c2 (or b1xc2 onto an opposing piece)
}
move-not-a-square = { $game ->
    [piranhas] '{ $found }' is not a square (expected a column A–J and a row 0–9, e.g. C4)
    [piranhas-2026] '{ $found }' is not a square (expected a column A–J and a row 0–9, e.g. C4)
    [muehle] '{ $found }' is not a point: files a–g, ranks 1–7, e.g. d2
   *[other] '{ $found }' is not a square (like b1)
}
move-off-board = { $game ->
    [muehle] point { $square } is not on the board
   *[other] square { $square } is off the board
}
move-square-missing = a square is missing
move-game-over = the game is over
move-not-legal-here = not a legal move in this position
move-no-piece-there = no piece on { $square }
move-not-your-piece = { $square } holds a { $side ->
    [red] Red
   *[blue] Blue
} piece
move-cannot-move-there = { $tower ->
    [yes] a tower topped by a { $animal } cannot move there
   *[no] a { $animal } cannot move there
}
move-onto-own-piece = { $square } holds a { $side ->
    [red] Red
   *[blue] Blue
} piece: no piece may move onto its own side's
move-nothing-to-take = { $to } is empty, nothing to take there (write { $from }-{ $to })
move-stack-too-high = the stack on { $square } would be { $height } high, at most { $limit } is allowed
move-no-own-fish = no { $side ->
    [red] red
   *[blue] blue
} fish on { $square }
move-no-distance = a fish must swim at least one square
move-not-on-a-line = { $to } is not on a row, column or diagonal through { $from }
move-wrong-distance = the line holds { $fish } fish, so this fish moves { $fish } { $fish ->
    [one] square
   *[other] squares
}
move-swims-off-board = the line holds { $fish } fish, so this fish would swim off the board
move-jumps-over-opponent = cannot jump over an opposing fish on { $square }
move-lands-on-own-fish = cannot land on an own fish on { $square }
move-lands-on-kraken = cannot land on the kraken on { $square }
move-no-stones-in-hand = you have no stones in hand: move a stone, e.g. f6-f4
move-stones-still-in-hand = you still have stones in hand: place one
move-not-your-stone = the stone on { $point } is not yours
move-no-stone-there = there is no stone on { $point }
move-point-not-empty = { $point } is not empty
move-not-adjacent = { $to } is not next to { $from }
move-must-take = { $stone-move ->
    [placement] this placement closes a mill, name the stone to take ({ $written }x...)
   *[move] this move closes a mill, name the stone to take ({ $written }x...)
}
move-closes-no-mill = { $stone-move ->
    [placement] this placement closes no mill, so nothing may be taken
   *[move] this move closes no mill, so nothing may be taken
}
move-no-opponent-stone = there is no { $side ->
    [white] white
   *[black] black
} stone on { $point }
move-all-in-mills = every { $side ->
    [white] white
   *[black] black
} stone stands in a mill, so none may be taken: play { $written }
move-in-mill = { $point } is in a mill and may not be taken

## Why a record could not be read or saved

record-error-in-file = { $file }: { $what }
record-io = the file could not be read or written ({ $detail })
record-not-a-record = not a game record ({ $detail })
record-damaged = the file is damaged ({ $detail })
record-newer-format = saved by a newer Bernstein (format { $found }, this version reads up to { $supported })
record-unknown-game = unknown game '{ $id }' (known: { $known })
record-bad-options = the rule options cannot be read ({ $detail })
record-bad-position = a position in the record cannot be read: { $detail }
record-bad-move = a move in the record cannot be played: { $detail }
record-wrong-result = the recorded result does not match the moves ({ $detail })
record-invalid = the record does not fit the rules or the format ({ $detail })

## A game hosted for a student's bot
menu-play-program = Play against a program…
host-title = Play against a program
host-explain = Bernstein hosts the game as the Software Challenge's server does: your bot connects to it over the network, and the game shows on the board with analysis and move list.
host-season = Game
host-connection = Connection
host-port = Port
host-port-bad = The port must be a number from 1 to 65535.
host-port-taken = Port { $port } cannot be opened: another program is probably using it. Choose another port or end that program.
host-failed = The server stopped: { $error }
host-time-limits = The competition's time limits (2 s per move, 10 s at most)
host-other-side = Who plays against the program
host-by-user = You, with the mouse
host-by-computer = The computer
host-level = Computer level
host-start = Start
host-waiting = Waiting for a program to connect on port { $port }
host-start-bot = Start your bot with these options, for example:
host-copy = Copy
host-copied = Command copied to the clipboard.
# The one word for a bot that sent no name, in the bars and the record.
host-program = Program
host-stopped = Server stopped. It told your program that { $winner } won because { $left } left the game (LEFT). The game stays on the board as it stood.
host-program-gone = The program that played { $side } is no longer connected. You make its moves now, or just look through the game.
host-live-title = Against a program · port { $port }
host-last-move = last move { $seconds } s
host-limit = Time limit: { $soft } s per move, { $hard } s at most
host-no-limit = No time limit
host-stop = Stop the server
host-result = Competition result
host-cause-regular = The game ended by the rules.
host-cause-left = { $side } left the game.
host-cause-rule-violation = { $side } broke the rules: an invalid move, or a move out of turn.
host-cause-soft-timeout = { $side } answered after the soft limit of { $seconds } s.
host-cause-hard-timeout = { $side } sent no move within { $seconds } s.
host-cause-protocol-error = { $side } sent something that is not the protocol's XML.
host-not-now = Not while the program is playing: the game's last position is the server's.

## Mühle's endgame database

tablebase-loading = Endgame database: loading …
tablebase-generating = Database: table { $number } of { $count } · { $percent }%
tablebase-generating-left = Database: table { $number } of { $count } · { $percent }% · { $left }
tablebase-tip = Every position with up to 5 stones per side and none in hand, solved on this computer under the tournament rules (50 moves without a take draw). It is generated once per set of rules and kept for the next start.
tablebase-wins = Database: { $side } wins in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
tablebase-wins-take = Database: { $side } wins in { $moves } moves, the next take in { $take ->
    [one] 1 move
   *[other] { $take } moves
}
tablebase-draw = Database: draw
tablebase-rule-saves = Database: draw – { $winner } would win, but the 50-move rule saves { $loser }
tablebase-needs = the win needs { $needs ->
    [one] 1 move
   *[other] { $needs } moves
} to the next take, { $left ->
    [one] 1 move
   *[other] { $left } moves
} each left
tablebase-score = { $side } wins (database)
short-tablebase = { $side } DB
tablebase-moves = Every move by the database
tablebase-move-win = win
tablebase-move-draw = draw
tablebase-move-loss = loss
tablebase-move-rule = draw (50-move rule)
tablebase-takes = takes
tablebase-plies = in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
tablebase-move-label = Database move { $move }
tablebase-failed = The endgame database could not be generated: { $why }

# A table of the endgame database that is there but cannot be used: named as
# damaged, with its file and why, and how it is repaired.
tablebase-refused = Damaged: { $file }: { $why } — Bernstein generates the table anew, as `bernstein tablebase muehle generate` does.
tablebase-file-missing = missing
tablebase-file-not-a-table = not one of Bernstein's endgame tables
tablebase-file-foreign = a table of other rules or stones
tablebase-file-length = cut short or too long
tablebase-file-slots = its header counts { $found } positions where the table has { $expected }
tablebase-file-damaged = its checksum does not match
tablebase-file-version = written in another format (version { $version })

# Test series
menu-test-series = Test series…
series-title = Test series
series-explain = Bernstein starts the bots itself for every game, as the competition's test client does, and lets them play Bernstein at the levels chosen or each other. Each game's record, replay and logs are kept.
series-bots = Bots
series-bot-name = Name
series-bot-command = Command line
series-add-bot = Add a bot
series-remove-bot = Remove
series-opponents = Opponents
series-bots-meet = The bots against each other
series-levels = Bernstein at the levels
series-fixed-time = Fixed time per move
series-fixed-time-hint = Every level chosen thinks this long per move instead of within its own limits, as your bot does in the competition; levels 1 to 4 keep their depth limit and their chance moves.
series-movetime = Time per move in milliseconds
series-games = Games per pairing
milliseconds = { $ms } ms
series-stop-early = Stop a pairing once one side is clearly better
series-stop-early-tip = After at least { $games } games, a pairing ends as soon as one side is better with a probability of error under { $percent } %, as the competition's test client can stop.
series-parallel = Games at once
series-no-bot = Add a bot: its file, its folder, or the command line that starts it.
series-no-opponent = Choose an opponent: a level of Bernstein, or a second bot.
series-bad-command = The command line of { $name } has a quote that is not closed.
series-failed = The test series could not run: { $error }
series-progress = { $done } of { $total } games
series-running = Running
series-finished = Finished
series-stopped = Stopped
series-bot-failing = Stopped: { $name } could not be started or did not connect in three games in a row.
series-stop = Stop the series
series-close = Close the series
series-show-board = Board
series-show-table = Table
series-folder = Files: { $path }
series-col-bot = Bot
series-col-games = Games
series-col-wdl = W–D–L
series-col-score = Score
series-col-elo = Elo
series-col-time = Time per move
series-col-faults = Faults
series-col-pairing = Pairing
series-col-result = Result
series-col-how = How it ended
series-col-plies = Plies
series-time = Ø { $average } s, max { $max } s
series-fault-soft = { $count } × too late
series-fault-hard = { $count } × no move
series-fault-violation = { $count } × rule violation
series-fault-crash = { $count } × crash
series-fault-never-started = { $count } × not started
series-no-faults = none
series-open = Open
series-watch = Watch
series-log = Log of { $name }
series-log-side = Log · { $side }
series-live = running
series-decided = { $name } is significantly better (p = { $percent } %): the pairing { $pairing } stopped early.
series-cause-left = { $name } left the game.
series-cause-rule-violation = { $name } broke the rules.
series-cause-soft-timeout = { $name } answered too late.
series-cause-hard-timeout = { $name } sent no move.
series-cause-protocol-error = { $name } broke the protocol.
series-cause-crashed = { $name } crashed.
series-cause-output-flood = { $name } wrote too much output.
series-cause-cannot-start = { $name } could not be started.
series-cause-never-connected = { $name } did not connect.
series-cause-stopped = Stopped with the series.
series-card-title = Test series · { $game }
series-card-game = Game { $number }: { $red } – { $blue }
series-log-title = { $name } in game { $number }
series-log-out = Standard output
series-log-err = Standard error
series-log-empty = (empty)
series-log-close = Close the log
series-not-now = Not while the series plays this game: its moves are the bots'.
series-games-count = { $games }
series-score = { $value } %
series-engine = Bernstein · level { $level }
series-engine-at = Bernstein · level { $level } · { $ms } ms
series-import-class = Import a class…
series-check-all = Check all
series-no-bots-yet = No bot yet: add one, or import the bots of a class.
series-edit-bot = Edit
series-check = Check
series-check-cancel = Stop the check
series-title-add-bot = Add a bot
series-title-edit-bot = Edit the bot
series-title-class = Import a class
series-bot-path = File or folder
series-bot-path-hint = A .py or .jar file, a program, or a folder with start.sh
series-choose-file = Choose a file…
series-choose-folder = Choose a folder…
series-launch = How Bernstein starts it
series-launch-start-script = Start script (start.sh)
series-launch-python = Python (the official Python client)
series-launch-java = Java (the official Java client, .jar)
series-launch-program = Program
series-python = Python for the bots
series-python-hint = empty: automatic (a Python with socha)
series-python-used = Python: { $path }
series-choose-venv = Choose an environment…
series-searching-runtimes = Looking for Python and Java…
series-bot-dir = Working folder
series-command-reset = From the file
series-command-note = Bernstein appends --reservation, --host and --port to the command line, as the competition's test client does.
series-keep-bot = OK
series-back = Back
series-class-explain = Choose the class's folder: in it one folder per student. Bernstein finds each student's bot by the same rules as when a bot is added.
series-class-folder = Class folder
series-import = Import
series-imported = { $count ->
    [one] One bot
   *[other] { $count } bots
} imported from { $folder }.
series-not-imported = Without a bot:
series-no-file-dialog = No file dialog can be shown here: type the path into the field.
series-bots-meet-one = Only with two or more bots.
series-bot-not-ready = { $name }: { $why }
series-bot-searching = Bernstein is still looking for Python and Java; try again in a moment.
series-problem-missing = There is no file or folder at { $path }.
series-problem-nothing = { $path } holds no bot: no start script (start.sh), no Python file (logic.py) and no .jar file.
series-problem-no-start-script = There is no start script (start.sh) here.
series-problem-no-python-file = There is no Python file here.
series-problem-several-python = There are { $count } Python files here and no logic.py: choose the file that starts the bot.
series-problem-no-jar = There is no .jar file here.
series-problem-several-jars = There are { $count } .jar files here: choose one of them.
series-problem-not-executable = { $path } is no program that can be started (neither a .py nor a .jar file, and not executable).
series-problem-no-python = No Python was found on this computer. Install Python 3 with the package socha, or choose a Python environment.
series-problem-no-socha = The Python found ({ $path }) lacks the package socha: the bot runs only if it does not need it. Choose a Python environment with socha.
series-problem-no-java = No Java was found on this computer. Install Java to start .jar files.
series-problem-chosen-python-missing = The Python environment chosen, { $path }, is not there.
series-check-waiting = Waiting for another bot's check…
series-check-running = Playing a game against level 1… ({ $plies } plies)
series-check-played = Plays: a whole game against level 1 without a fault ({ $result }, { $plies } plies).
series-check-won = won
series-check-drawn = drawn
series-check-lost = lost
series-check-cannot-start = Could not be started: { $why }
series-why-not-found = { $program } was not found.
series-why-not-allowed = { $program } may not be run (no permission).
series-why-folder-missing = the working folder { $path } is missing.
series-check-ended-early = Ended before it connected to Bernstein ({ $exit }).
series-check-no-connect = Did not connect to Bernstein (within { $seconds } s).
series-check-crashed = Crashed during the game ({ $exit }).
series-check-left-early = Left before the game began ({ $exit }).
series-check-missing-module = Its Python lacks the package “{ $module }”.
series-check-tail = Its last lines of output:
series-check-failed = Bernstein could not run the check: { $error }
series-check-short-ok = checked
series-check-short-fault = fault
series-check-short-running = checking…
series-exit-status = exit status { $code }
series-exit-signal = ended by signal { $signal }
series-too-few-games = too few games
series-no-game-yet = no game yet
series-stop-question-title = Stop the series?
series-stop-question = { $done ->
    [one] One game is
   *[other] { $done } games are
} finished and kept with their records; the games running now do not count.
series-stop-yes = Yes, stop
series-stop-no = Keep it running
series-export-csv = Tables as CSV…
series-export-html = Report (HTML)…
series-export-title = Save as
series-cannot-write = { $path } cannot be written: { $why }
series-io-denied = permission denied
series-io-no-folder = the folder does not exist
series-io-is-folder = it is a folder
filter-csv = Table (CSV)
filter-html = Web page (HTML)
filter-results = Results of a series' part
menu-merge-parts = Merge a series' parts…
series-merge-title = Merge a series' parts
series-merge-explain = A series in parts (bernstein test … --shard K/N --results FILE) writes a results file per part. Give the files, one a line: Bernstein shows the whole series' tables and says what is missing or doubled.
series-merge-files = Results files
series-merge-choose = Choose files…
series-merge = Merge
series-merging = Reading the parts…
series-merge-no-files = Give at least one results file.
series-merge-failed = The parts could not be merged: { $error }
series-merged-from = Merged from { $files }
series-merge-complete = Every part and every game is there.
series-merge-part-twice = Part { $part } of { $parts } is given twice: the second is left out.
series-merge-part-missing = Part { $part } of { $parts } is missing.
series-merge-games-twice = Games given twice (counted once): { $games }
series-merge-games-missing = { $missing } of { $planned } games are missing: { $games }
report-bot = Bot
report-games = Games
report-wins = W
report-draws = D
report-losses = L
report-score = Score %
report-points = Points
report-elo = Elo
report-elo-error = Elo ±
report-average-time = Avg s/move
report-slowest-time = Max s/move
report-soft-timeouts = Too late
report-hard-timeouts = No move
report-violations = Rule violations
report-crashes = Crashes
report-never-started = Not started
report-ranking = Ranking
report-crosstable = Crosstable
report-crosstable-note = The row's points against the column, of the games between them; — no game yet.
report-bots = Bots
report-faults = Faults
report-game = Game
report-log = log
report-score-over-time = Score over time
report-plot-note = Each participant's score so far (in %) after each of the series' games.
report-cause-regular = by the rules
report-cause-left = left the game
report-cause-rule-violation = broke the rules
report-cause-soft-timeout = answered too late
report-cause-hard-timeout = sent no move
report-cause-protocol-error = broke the protocol
report-cause-crashed = crashed
report-cause-output-flood = wrote too much output
report-cause-cannot-start = could not be started
report-cause-never-connected = did not connect
report-cause-stopped = stopped with the series

# Player bars that give way in a narrow window
level-short = Level { $level }

# The clock's first move
clock-first-move-note = As on lichess, a side's clock starts after its first move: the first move of each side costs no time.

## Why a hosted server could not start or stopped early (the network layer's
## errors: the command line prints the English, the app the user's language)
serve-cannot-listen = { $reason ->
   *[other] cannot listen on { $address }: { $detail }
}
serve-no-thread = cannot start the server: { $detail }
serve-listener-stopped = the listener stopped


## The board on hover, the pictures, the endgame database on the board
piece-tip = { $piece } ({ $side })
piece-tip-tower = Tower of { $height }, { $piece } on top ({ $side })
board-arrow-lines = Blue arrows: the analysis' best moves, the strongest is the best
board-arrow-hint = Violet arrow: the hint, the engine's best move
board-arrow-threat = Red arrow: the threat, the opponent's move if it were to move
analysis-paused-for-series = Analysis paused while the test series runs: the bots play on the clock and need the cores.
tablebase-pause = Pause the endgame database's generation (frees its core)
tablebase-resume = Go on generating the endgame database
tablebase-paused = paused
tablebase-time-left = about { $minutes } min left
tablebase-table = Table { $number } of { $count }: { $mover } against { $other } stones (with { $other } against { $mover })
verdict-win = Win in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} (database)
verdict-loss = Loss in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} (database)
verdict-draw = Draw (database)
tablebase-on-board = On the board
tablebase-on-board-tip = Show on the board what each move of the selected stone leads to by the database: green a win, grey a draw, red a loss, the number the moves to the end
picture-menu = Position as picture …
picture-title = Position as picture
picture-explain = The position shown as a picture for worksheets and chats: PNG or SVG, by the file's ending.
picture-coordinates = Coordinates along the edge
picture-marks = Arrows and marks as on the board
picture-size = Size
picture-browse = Browse …
picture-save = Save picture
picture-needs-ending = The file name must end in .png or .svg.
# The file name a picture is proposed under ("stellung", "position").
picture-file-name = position
picture-not-written = The picture could not be written to { $path }: { $why }
picture-failed = The picture could not be made: { $why }
# Why a picture could not be made, within picture-failed.
picture-size-impossible = a picture of { $width } × { $height } pixels is too small or too large
rules-pieces = The pieces and their moves
moves-cockle = Cockle: one square diagonally forward
moves-seagull = Seagull: one square forward, back or sideways
moves-starfish = Starfish: one square forward or diagonally in any direction
moves-seal = Seal: two squares one way and one to the side, like a knight in chess

## Why a player or a match of levels failed on Bernstein's side (the arena's
## errors: the command line prints the English, the app the user's language)
arena-engine-lost = a player's engine was lost after a failed search
arena-search-failed = the search failed: { $detail }
arena-no-move = the engine found no move in a game that is not over: { $position }
arena-cannot-start = cannot start { $program }: { $detail }
arena-not-ready = { $program } did not answer 'readyok' within { $ms } ms
arena-ended-before-ready = { $program } ended before it was ready
arena-stopped-reading = { $program } stopped reading: { $detail }
arena-needs-move-time = a program run per move needs a time per move
arena-level-forfeited = a level forfeited a game ({ $fault }): { $detail }
arena-match-stopped = the match was stopped
arena-report-failed = cannot report a finished game: { $detail }

# Why a test series cannot start, or its parts cannot be read or put together
series-error-not-a-season = { $game } was never a Software Challenge game
series-error-no-bot = a series needs at least one bot
series-error-no-games = a series needs at least one game per pairing
series-error-parts-stop-early = a series in parts cannot stop early: the parts decide their games from the arguments alone, not from each other's results
series-error-unclosed-quote = the command of { $bot } has an unclosed quote
series-error-empty-command = the command of { $bot } is empty
series-error-no-opponent = a series needs an opponent for its bot: a second bot or a level
series-error-too-many-games = { $pairings } pairings of { $games } games are { $total } games, more than a series can number ({ $most })
series-error-no-thread = { $what ->
    [game] cannot start a game's thread
   *[series] cannot start the series
}: { $detail }
series-error-folder = cannot write { $what ->
    [logs] the bots' logs
   *[replays] the replays
} into { $path }: { $detail }
series-error-is-a-folder = cannot write { $path }: it is a folder
series-error-write = cannot write { $path }: { $detail }
series-error-read = cannot read { $path }: { $detail }
series-error-not-results = { $path } is not a results file of a series part (it begins with '{ $format }')
series-error-line = { $path } line { $line }: { $why }
series-line-expected = '{ $word } …' expected
series-line-series = the series: { $detail }
series-line-game-number = '{ $text }' is not a game number
series-line-not-a-game = not a game of a results file
series-error-no-parts = give the parts' results files
series-error-another-series = { $part } is a part of another series than { $first } (its game, bots, levels, games, seed, time limits or number of parts differ)
series-error-no-level = there is no level { $number }
series-error-not-a-part = '{ $text }' is not a part like 2/5 (the 2nd of 5 parts)
series-error-part-range = '{ $text }': the part is 1 to { $parts }, of at least 1
series-error-not-a-locale = '{ $text }' is not a locale: en (, and .) or de (; and decimal comma)

# What a running test series could not write (it goes on without it)
series-error-replay = cannot write { $path }: { $detail } (game { $game }'s replay is missing)

# Dialogs and screens that fit every window
editor-unreadable-because = Could not read that position text: { $reason }. The board is unchanged.

# The screens' smaller points: the end of a Piranhas game, the review's second look,
# the graph during a learning task, a table file that cannot be read
tablebase-file-unreadable = cannot be read: { $detail }
graph-hidden = Hidden until you find a move
status-no-one = no one
review-checked-again = { $count ->
    [one] { $count } position checked again
   *[other] { $count } positions checked again
}
