# The interface strings of the site in English: the reference catalog.
#
# Format: Fluent (https://projectfluent.org), one message a line: `key = text`.
# - A placeable names an argument: `lesson-count = Lesson { $number } of { $count }`.
# - Plurals select on a number; the categories are the language's (English: one, other;
#   Russian: one, few, many, other; French: one, many, other), `*` marks the default:
#       moves-count = { $count ->
#           [one] { $count } move
#          *[other] { $count } moves
#       }
# - Every other catalog (locales/ru.ftl, locales/fr.ftl) must have exactly these keys: a key
#   missing there, or one used by a template or a page script but missing here, stops the build
#   with the file and the key.
# - Templates use `self.t("key")`, `self.tn("key", "name", n)`; a message may hold HTML where
#   the template says `|safe` (the keyboard hints).
# - The section `## page scripts` (at the end) is handed to the page's JavaScript as JSON:
#   `import { t } from './i18n.js'; t('moves-count', { count: 3 })`. Its messages may use only
#   text, `{ $variables }` and one level of `{ $n -> … }` selectors (resolved in the browser with
#   Intl.PluralRules for the page's language).

## site

language-name = English
site-name = Bashni
og-locale = en_GB
site-description = Play and learn Bashni, Russian tower checkers, and its cousins — offline, on any device.
nav-games = Games
nav-lessons = Lessons
nav-languages = Language
page-game-title = { $title } — play with a friend or the computer
page-lesson-title = { $title } — Bashni lessons
not-found-title = Page not found
not-found-text = There is no page at this address.
not-found-home = Go to the home page
fallback-notice = This lesson is not translated into English yet: it is shown in English.

## index

index-play = Play
index-learn = Learn
index-course = { $count ->
    [one] One short lesson, with boards to solve. Your stars are kept on this device.
   *[other] { $count } short lessons, each with boards to solve. Your stars are kept on this device.
}
index-not-started = not started
index-boards = Boards

## lessons

lesson-count = Lesson { $number } of { $count }
lesson-all-previous = ← All lessons
lesson-all-next = All lessons →

## goals (the default goal text of a lesson board)

goal-best-move = Find the best move
goal-good-move = Find a good move
goal-capture = Capture
goal-capture-all = Capture every enemy tower
goal-capture-all-pieces = Capture every enemy piece
goal-promote = Crown a man
goal-flip = Make an enemy tower yours
goal-free-piece = Free your piece
goal-win = Win the game
goal-push = Push an enemy marble
goal-push-off = Push a marble off the board
goal-draw = Save the game: make it a draw

## rule sets

variant-bashni = Bashni
variant-bashni-classic = Classic Bashni
variant-russian = Russian draughts
variant-english = English checkers
variant-lasca = Lasca

## game pages

board = Board
board-hexpush = Board
status-loading = Loading…
draw-accept = Accept draw
draw-decline = Decline
resign-question = Resign as { $side }?
resign-yes = Yes, resign
resign-no = Keep playing
new-game = New game
undo = Undo
redo = Redo
resign = Resign
offer-draw = Offer draw
keys-draughts = Keys: <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo, <kbd>F</kbd> flip the board, <kbd>Esc</kbd> cancel a move, <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd> step through the moves, arrows and <kbd>Enter</kbd> on the board.
keys-hexpush = Keys: <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo, <kbd>F</kbd> flip the board, <kbd>Esc</kbd> clear the selection, <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd> step through the moves, arrows and <kbd>Enter</kbd> on the board.
editor = Board editor
editor-tools = Editor tools
editor-eraser = Eraser
editor-top-eraser = Top-piece eraser
editor-white-man = White man
editor-white-king = White king
editor-black-man = Black man
editor-black-king = Black king
editor-clear = Clear board
editor-standard = Standard position
editor-side = Side to move
editor-undo = Undo edit
editor-redo = Redo edit
editor-cancel = Cancel editing
move = Move
move-placeholder-draughts = c3-d4 or c3:e5:g7, then Enter
move-placeholder-hexpush = a1b2 or c3c4d3, then Enter
setup-heading = Position and records
rule-set = Rule set
preset = Preset position
preset-choose = Choose a position…
tfen = Position (TFEN)
copy = Copy
tfen-paste = Paste a position (TFEN)
fen = Position (FEN)
fen-paste = Paste a position (FEN)
load = Load
share = Share link
export-pdn = Export PDN
share-link = Link to this game
import-heading = Import a game
import-label = Paste a game record: its PDN, as Export PDN writes it, or its moves alone
import = Import
open-file = Open a file…
inspector-heading = Tower inspector
inspector-help = Point at a tower, focus it, or press and hold it to see every piece in it.
settings = Settings
rules = Rules
pdn-title = This game in PDN
download = Download
close = Close
moves = Moves
moves-step = Step through the moves
moves-first = First position
moves-previous = Previous move
moves-next = Next move
moves-last = Last move
moves-played = Moves played

## settings

appearance = Appearance
appearance-auto = Follow the device
appearance-light = Light
appearance-dark = Dark
theme = Board theme
theme-hexpush = Board theme
theme-wood = Wood
theme-green = Tournament green
theme-ocean = Ocean
theme-contrast = High contrast
pieces = Pieces
pieces-classic = Classic
pieces-flat = Flat
pieces-ring = Ringed
animation = Animation
speed-off = Off
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
coordinates = Coordinates
flip-board = Flip board
sound = Sound
autoplay = Play forced hops automatically
marbles = Marbles
marbles-white = Black and white
marbles-yellow = Black and yellow

## opponent

opponent-box = Playing against
opponent = Opponent
opponent-friend = Friend on this device
opponent-computer = Computer — level { $level }
computer-side = Computer plays
thinking = The computer is thinking…
move-now = Move now
play-computer = Play the computer
play-colour = Your colour
play-random = Random
play-level = Level
# A level in the Play the computer dialog: its number and who it plays like.
play-level-option = { $level } — { $level ->
    [1] beginner
    [2] novice
    [3] casual player
    [4] improving player
    [5] club player
    [6] strong club player
    [7] expert
   *[8] strongest
}
play-start = Play
rematch = Rematch
result-review = Review the game
index-continue-game = Continue your game
keyboard-heading = Keyboard and typed moves
hint = Hint
analysis = Analysis
analysis-eval = Evaluation, from White’s side
analysis-depth = depth

## hexpush

hex-layout = Layout
hex-flip-board = Flip board
hex-layout-standard = Standard
hex-layout-belgian = Belgian daisy
hex-layout-german = German daisy
hfen = Position (HFEN)
hfen-paste = Paste a position (HFEN)
hex-editor-black = Black marble
hex-editor-white = White marble
hex-editor-clear = Clear board
hex-editor-help = Tap or click a cell to put the marble there; the same colour again takes it away. “Standard position” sets the start of the layout chosen above. “Play from here” starts the game from this position; “Cancel editing” goes back to the game as it was.

## page scripts
editor-help = Tap or click a square to put the piece on top of its tower. “Play from here” starts the game from this position; “Cancel editing” goes back to the game as it was.
editor-help-pieces = Tap or click a square to put the piece there, in place of the one it holds. “Play from here” starts the game from this position; “Cancel editing” goes back to the game as it was.

# Sides and pieces (the engine names a rule set's sides: White, Black, Red in English checkers).
# Messages about a side get `$side` (white, black, red: for selectors) and `$name` (its name
# below); about two sides, `$winner`/`$winnerName` and `$loser`/`$loserName`, or
# `$other`/`$otherName`.
side-white = White
side-black = Black
side-red = Red
resign-side = { $side ->
    [white] White
    [red] Red
   *[black] Black
}
piece-man = { $side ->
    [white] white
    [red] red
   *[black] black
} man
piece-king = { $side ->
    [white] white
    [red] red
   *[black] black
} king
square-empty = empty
tower-of = tower of { $count }, { $top } on top
square-captured = captured
square-selected = selected
square-can-capture = can capture
square-move-here = move here
square-suggested = suggested
inspector-empty = { $square }: empty
inspector-tower = { $square }: { $count ->
    [1] one piece
   *[other] tower of { $count }, top first
}

# The game flow (shell.js).
to-move = { $name } to move
to-move-capture = { $name } to move: continue the capture
played = { $name } played { $move }.
replayed = { $name } replayed { $move }.
took-back = Took back { $move }.
start-position = The start position.
after-move = After { $move }.
result-score = Result { $score }
draw-repetition = Draw by threefold repetition
draw-noprogress = { $game ->
    [hexpush] Draw: no marble pushed off for a long time
   *[other] Draw: no capture and no man moved for a long time
}
draw-agreement = Draw by agreement
win-no-towers = { $winnerName } wins: { $loserName } has no towers left
win-no-pieces = { $winnerName } wins: { $loserName } has no pieces left
win-blocked = { $winnerName } wins: { $loserName } cannot move
win-resignation = { $winnerName } wins: { $loserName } resigned
win-six-off = { $winnerName } wins: six { $loser ->
    [white] white
   *[black] black
} marbles are off the board
move-cancelled = Move cancelled.
capture-cancelled = Capture cancelled.
nothing-to-undo = Nothing to undo.
nothing-to-redo = Nothing to redo.
resignation-taken-back = Resignation taken back: play on.
draw-taken-back = Draw agreement taken back: play on.
blocked-over = The game is over: start a new game or undo.
blocked-computer = The computer is to move: wait, or press “Move now”.
blocked-computer-earlier = The computer plays this side: go to the last move to play on, or take your move back with Undo.
blocked-computer-start = The computer plays this side: go to the last move to play on.
analysis-rules-confirm = A new board of { $rules } replaces the game on this board. Continue?
leave-editor = Leave the editor to play a move.
replace-line = Playing { $move } here replaces the moves after it. Continue?
line-kept = The moves after this position are kept.
draw-question = { $name } offers a draw. { $otherName }, do you accept?
draw-declined = { $name } declined the draw: play on.
draw-declined-playing = { $name } declined the draw by playing on.
draw-finish-capture = Finish the capture first: a draw cannot be agreed in the middle of a move.
computer-accepts-draw = The computer accepts the draw.
computer-declines-draw = The computer declines the draw: play on.
discard-new-game = A new game ends the game in progress. Continue?
discard-variant = Changing the rule set ends the game in progress. Continue?
discard-layout = Changing the layout ends the game in progress. Continue?
discard-position = Loading a position ends the game in progress. Continue?
discard-preset = Loading a preset ends the game in progress. Continue?
discard-import = Importing a game ends the game in progress. Continue?
discard-editor = Playing from the edited position ends the game in progress. Continue?
link-unknown-opponent = The link names an unknown opponent: playing against a friend.
link-replace-saved = This link opens another game. Replace your saved game with it?
link-replace-game = This link opens another game. Replace your game with it?
link-failed = The link could not be opened: { $problem }.
link-moves-illegal = its moves are not a legal game from its start
# `$detail`: why, in the page's words for a typed problem (a position, a record: the tfen-, hfen-,
# pdn-, record- and setup- messages), else the engine's own sentence (English: an internal fault).
engine-refused = { $detail }

# Moves refused: clicks (input.js) and typed moves (`$reason`: one of the refusal- messages).
select-tower-first = Select one of your towers first.
tower-belongs-to = That tower belongs to { $name }.
move-illegal = “{ $move }” is not a legal move here ({ $reason }).
refusal-malformed-route = “{ $move }” is not a move: write “{ $example }” for a move or “{ $capture }” for a capture.
refusal-not-playable = { $square } is not a playable square of this board
refusal-empty-square = there is no tower on { $square }
refusal-opponent-tower = the tower on { $square } is the opponent’s
refusal-land-beyond = to jump that tower, tap where yours lands: { $square }
refusal-no-move = the tower on { $square } has no legal move
refusal-capture-compulsory = capturing is compulsory: the tower on { $square } must capture
refusal-not-a-destination = the tower cannot go to { $square }
refusal-backward-move = a man moves forward only, not back to { $square }
refusal-backward-capture = a man does not capture backward in this game (the tower on { $square })
refusal-own-tower = the tower on { $square } is your own: only the opponent’s towers are jumped
refusal-tower-jumped-twice = the tower on { $square } was already jumped in this capture and cannot be jumped again
refusal-landing-ends-capture = landing on { $square } ends the capture, but another landing on this line lets it go on: the king must land there
refusal-capture-unfinished = the capture is not finished: the tower on { $square } can still jump and must go on
refusal-capture-over = the capture ends on { $square }: there is nothing more to jump
refusal-crown-ends-capture = the man is crowned on { $square }, which ends the move
refusal-ambiguous-route = more than one capture ends on { $square }: give every landing square
refusal-marked-as-capture = this move does not capture: write it with “-”
refusal-marked-as-move = this move captures: write its squares with “:”
refusal-game-over = the game is over

# The draughts page (controller.js, editor.js).
edit-board = Edit board
play-from-here = Play from here
editing-status = Editing the board
editor-man = { $name } man
editor-king = { $name } king
move-example = { $move } or { $capture }, then Enter
position-copied = Position copied.
link-copied = Link to this game copied.
record-copied = Game record copied.
copy-by-hand = Press Ctrl+C to copy the selected text.
position-loaded = Position loaded.
position-empty = Paste a position first.
tfen-refused = This position can’t be used: { $detail }.
record-unreadable = This record can’t be read: { $detail }.
record-first-of-several = The text holds more than one game: the first is open.
game-imported = Game imported: { $count ->
    [one] { $count } move
   *[other] { $count } moves
}. Step through it with › or the move list.
game-imported-result = Game imported: { $count ->
    [one] { $count } move
   *[other] { $count } moves
}, result { $result }. Step through it with › or the move list.
import-empty = Paste a game record first.
editor-play-starts = Play starts from the edited position.
editor-editing = Editing: choose a tool, then click the board. Cancel goes back to the game.
editor-cancelled = Editing cancelled: the game is as it was.
editor-restore-failed = The saved editor position could not be restored: { $detail }.
board-cleared = Board cleared.
standard-set = Standard position set.
edit-undone = Edit taken back.
edit-redone = Edit made again.
edit-tower-full = the tower on { $square } already holds { $max } pieces
edit-light-square = { $square } is a light square; pieces stand on dark squares only
nothing-to-take-back = Nothing to take back here.
editor-playable = Playable position.
# `$problem`: the setup- message of the engine's reason.
editor-not-playable = Not playable yet: { $problem }.
editor-cannot-play = This position can’t be played: { $problem }.
setup-too-many-pieces = { $count } { $side ->
    [white] white
    [red] red
   *[black] black
} pieces, but a set holds only { $max }
setup-no-pieces = { $side ->
    [white] White
    [red] Red
   *[black] Black
} has no pieces to play
setup-no-move = { $side ->
    [white] White
    [red] Red
   *[black] Black
} is to move and has no legal move
setup-off-board = square { $square } is off the board
setup-light-square = square { $square } is a light square; pieces stand on dark squares only
setup-duplicate-square = square { $square } is given twice
setup-empty-tower = square { $square } has an empty tower
setup-tower-not-allowed = square { $square } holds a tower, but this rule set has no towers
setup-man-on-promotion-rank = square { $square } has a man on the row where it is crowned: it would already be a king

# Why the engine refused a text it was given (engine/src/web/problem.rs): a position pasted or in
# a link (TFEN, HFEN), a game record (PDN). `$problem` is a nested reason, already worded.
tfen-missing-colon = a position starts with the side to move and a colon, like “W:a1w,c3b”
tfen-bad-side = the side to move “{ $side }” is not W or B
tfen-bad-square = the entry “{ $entry }” does not start with a square of the board (a1 to h8)
tfen-bad-piece = square { $square } has the letter “{ $letter }”; a piece is one of w, W, b, B
tfen-tower-too-high = the tower on { $square } has more than { $max } pieces
pdn-unsupported-variant = a PDN FEN is read for Russian draughts and English checkers only
pdn-bad-side = the side to move “{ $side }” is not W or B
pdn-bad-section = the part “{ $section }” should start with W or B
pdn-bad-square = “{ $square }” is not a square number from 1 to 32
record-bad-tag = the tag “{ $tag }” should be written [Name "value"]
record-unknown-game-type = the GameType “{ $value }” is none of 25 (Russian draughts), 21 (English checkers), bashni, bashni-classic, lasca
record-bad-fen = its FEN “{ $fen }” is refused: { $problem }
record-unclosed = a “{ $mark }” is never closed
record-move-illegal = move { $number }{ $dots } ({ $move }) is not a legal move there ({ $problem })
record-move-malformed = move { $number }{ $dots } ({ $move }) is not a move (write c3-d4, c3:e5:g7 or 11-15, 22x15)
record-move-ambiguous = move { $number }{ $dots } ({ $move }) matches more than one capture: give every landing square
hfen-shape = a position is SIDE:MARBLES:LOST, like “B:a1b,i9w:0-0”
hfen-bad-side = the side to move “{ $side }” is not B or W
hfen-off-board = “{ $entry }” is not a cell of the board (a1 to i9)
hfen-duplicate = cell { $cell } is given twice
hfen-bad-color = “{ $entry }” has a colour other than b or w
hfen-too-many-marbles = more than { $max } { $side ->
    [white] white
   *[black] black
} marbles on the board and lost
hfen-bad-lost = the lost marbles “{ $lost }” should be two counts from 0 to { $max }, like “0-0”
hex-edit-too-many-marbles = { $side ->
    [white] White
   *[black] Black
} has { $max } marbles in all, on the board and pushed off: take one away first
hex-edit-too-many-lost = no more than { $max } marbles can be pushed off
hex-setup-decided = { $side ->
    [white] White
   *[black] Black
} has lost { $max } marbles: the game is over
hex-setup-no-move = { $side ->
    [white] White
   *[black] Black
} is to move and has no legal move
hex-setup-no-marbles = { $side ->
    [white] White
   *[black] Black
} has no marble on the board
hex-board-cleared = Board cleared: the marbles off stay as they were.
hex-layout-position = Set-up position

# The computer (computer.js, opponent.js).
computer-failed = The computer could not move: { $detail }
computer-no-move-yet = The computer has not found a move yet.
hint-looking = Looking for a good move…
hint-move = Hint: { $move }.
hint-failed = No hint: { $detail }
analysis-eval-man = Evaluation in men, from White’s side
analysis-eval-marble = Evaluation in marbles, from White’s side
analysis-win = { $name } wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
search-stopped = the search stopped
# A position chosen from the preset menu: its name, then what it shows.
preset-loaded = { $title }: { $text }

# Hexpush (hexpush.js, hexinput.js, hexboard.js).
hex-lost = Marbles pushed off
hex-black-lost = Black marbles off:
hex-white-lost = White marbles off:
hex-lost-count = { $lost } of { $count }
marble-of = { $side ->
    [white] white
   *[black] black
} marble
cell-move = move { $move }
hex-tap-again = { $preview } Press again to play it.
hex-let-go = { $preview } Let go to play it.
selection-cleared = Selection cleared.
hex-line-too-long = At most 3 marbles move together: that line has { $count }.
hex-no-move = That has no legal move.
hex-marble-of = That marble is { $name }'s.
hex-select-first = Select one of your marbles first.
hex-move-malformed = “{ $move }” is not a move: write the trailing marble and where it goes (“a1b2”), or a broadside’s two ends and where the first lands (“c3c4d3”)
hex-move-illegal = “{ $move }” is not a legal move here
hex-move-sideways = { $move }: { $count ->
    [one] one marble
   *[other] { $count } marbles
} move sideways.
hex-move-inline = { $move }: { $count ->
    [one] one marble moves
   *[other] { $count } marbles move
}.
hex-move-push = { $move }: { $count } marbles push { $pushed ->
    [one] one
   *[other] { $pushed }
} { $other ->
    [white] white
   *[black] black
} { $pushed ->
    [one] marble
   *[other] marbles
}.
hex-move-push-off = { $move }: { $count } marbles push { $pushed ->
    [one] one
   *[other] { $pushed }
} { $other ->
    [white] white
   *[black] black
} { $pushed ->
    [one] marble
   *[other] marbles
}, and one goes off the board!

# The index's course progress (progress.js).
progress-stars = { $stars } of 3 stars
progress-level = Board { $number }: { $stars } of 3 stars
progress-level-open = Board { $number }: not solved yet
progress-boards = { $done } of { $count } boards
progress-boards-solved = { $done } of { $count } boards solved
progress-lessons = { $done } of { $count } lessons complete.

moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

# A lesson's game against the computer (course-game.js) and the result banner's next level (shell.js).
course-game-label = A whole game
course-game-goal = Play a whole game against the computer at level { $level }.
course-game-side = You play { $name }, from the start, on the game page. Won, drawn or lost, it counts when the game ends; a resignation or an agreed draw counts once ten moves each are played.
course-game-play = Play the game
course-game-again = Play again
course-game-win = You won your game at level { $level }!
course-game-draw = Your game at level { $level } was drawn.
course-game-loss = You lost your game at level { $level }: every game teaches something. Play again, or try the next level.
next-level = Try level { $level }
course-game-counted = This game counts for the lesson.
course-game-too-short = A game resigned or drawn by agreement in its first { $moves } moves does not count for the lesson: play a longer one.
course-game-back = Back to the lesson

# The coordinates trainer (coordinates.js).
trainer-label = Coordinates trainer
trainer-goal = Find the square.
trainer-how-letters = A square is named: tap it. Letters name the columns from the left (a–h), numbers the rows from White’s side (1–8).
trainer-how-numbers = A number is named: tap its square. The dark squares are numbered 1 to 32, row by row, from Red’s side.
trainer-time = Time left
trainer-start = Start (30 seconds)
trainer-restart = Start again
trainer-again = Play again
trainer-flip = Flip the board
trainer-best = Best: { $best }
trainer-score = Found: { $score }
trainer-missed = That is { $square }.
trainer-press-start = Press Start: the clock runs for 30 seconds.
trainer-result = Time! You found { $score }. Your best is { $best }.
trainer-new-best = Time! You found { $score }: your new best.

# Lesson boards (lesson.js) and the index's continue link (continue.js).
lesson-board-label = Board { $number }
lesson-hint = Hint
lesson-retry = Retry
lesson-start-over = Start over
lesson-next-board = Next board →
lesson-see-result = See your result →
lesson-unsolved-board = To the board still to solve →
lesson-unwatched-demo = To the demonstration still to watch →
lesson-play-out = Play it out on the game page
lesson-play-computer = Play it against the computer
lesson-analyse = Analyse it on the analysis board
lesson-play = Play
lesson-pause = Pause
lesson-demo-steps = Step through the demonstration
lesson-demo-first = To the start
lesson-demo-previous = Previous move
lesson-demo-next = Next move
lesson-demo-last = To the end
lesson-watch = Watch: { $goal }.
lesson-press-play = Press Play, or step through it with ‹ and ›.
lesson-goal = Goal: { $goal }.
lesson-to-play = { $name } to play.
lesson-already-solved = Solved! Start over to play it again, or go on to the next board.
lesson-solved-before = Solved on an earlier visit: play it again, or go on.
lesson-press-retry = Press Retry to take that move back.
lesson-demo-press-play = This board is a demonstration: press Play to watch it.
lesson-tap-again = Press again to play it.
lesson-against-rules = That breaks a rule. { $rule }
lesson-rule-capture-compulsory = { $towers ->
    [yes] Capturing is compulsory: while one of your towers can capture, you must capture.
   *[no] Capturing is compulsory: while one of your pieces can capture, you must capture.
}
lesson-rule-capture-unfinished = { $towers ->
    [yes] The capture is not over: a move ends only when the capturing tower has no jump left.
   *[no] The capture is not over: a move ends only when the capturing piece has no jump left.
}
lesson-rule-tower-jumped-twice = { $towers ->
    [yes] A grey tower can’t be jumped a second time: it stays on its square, whole, until the capture ends.
   *[no] A grey piece can’t be jumped a second time: it stays on its square until the capture ends.
}
lesson-rule-landing-ends-capture = The king must land where its capture can go on: from one of the other squares it has another piece to take.
lesson-rule-crown-ends-capture = A man that reaches the far rank during a capture is crowned there, and here its capture ends.
lesson-rule-backward-capture = Men capture forward only in this rule set.
lesson-good = Good: { $move }. Now the reply…
lesson-keep-going = Reply: { $reply }. { $name } to play: keep going.
lesson-not-quite = Not quite: { $why }
lesson-not-the-goal = That move does not reach the goal.
lesson-offer-draw = Offer draw
lesson-resign = Resign
lesson-not-the-answer = That is not the answer here.
lesson-decision-hint = This time the answer is not a move: look at the buttons under the board.
lesson-your-turn = Your turn again.
lesson-look-at = Look at { $square }.
lesson-hint-move = The move: { $move }.
lesson-try-from-start = Try again from the start.
lesson-done = Done.
lesson-solved = Solved!
lesson-well-done = Well done.
lesson-stars = { $stars } of 3 stars
lesson-complete = Lesson complete: { $stars }
lesson-score = { $earned } of { $possible } stars in this lesson.
lesson-next-lesson = Next lesson: { $title } →
lesson-course-done = That was the last lesson: back to the course →
index-continue = Continue where you left off: { $title } →

nav-puzzles = Puzzles
game-puzzles-link = Puzzles for this game
variant-hexpush = Hexpush
puzzles-title = { $game } puzzles
puzzles-description = { $game } puzzles found by the engine in real games: find the only good move, and keep your rating on this device.
puzzles-games = Puzzles of each game
puzzle-id = Puzzle
puzzle-rating = rated
puzzle-your-rating = Your rating:
puzzle-rule = A wrong move or a hint counts the puzzle as missed.
puzzle-streak = Streak:
puzzle-streak-count = { $count } (best { $best })
puzzle-next = Next puzzle
puzzle-daily = Puzzle of the day
puzzle-mode = Mode
puzzle-mode-rated = Rated: near your rating
puzzle-mode-streak = Streak: harder until a miss, unrated
puzzle-theme = Theme
puzzle-theme-any = Any theme
puzzle-count = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
} in this set.
puzzle-history = Your last puzzles
puzzle-count-played = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
} { $theme ->
    [yes] in this theme
   *[no] in this set
}, { $played } played.
puzzle-all-played = You have played every puzzle { $theme ->
    [yes] of this theme
   *[no] of this set
}: they come again, not rated.
puzzle-played-before = played before: not rated again
puzzle-streak-unrated = streaks are not rated
puzzle-see-solution = See the solution
puzzle-your-move = Your move, { $name }.
puzzle-find-best = Find the only good move.
puzzle-wrong = That’s not it. Retry, or see the solution.
puzzle-solved = Solved!
puzzle-solved-with-help = Solved, after a wrong move or a hint: this one counts as missed.
puzzle-solved-practice = Solved, for practice: this one counted as missed.
puzzle-streak-leave = Leave this puzzle unsolved? Your streak ({ $count }) ends here.
puzzle-hex-doomed = { $count ->
    [one] An opponent’s marble can no longer escape being pushed off.
   *[other] Two of the opponent’s marbles can no longer escape being pushed off.
}
puzzle-solution-shown = The solution: { $moves }. This one counts as missed.
puzzle-solution-playing = The solution, move by move. This one counts as missed.
puzzle-missed-practice = Counted as missed: play it through for practice.
puzzle-rating-note = Your rating: { $rating } ({ $change }).
puzzle-done = The puzzle is over.
puzzle-done-next = Go on to the next one, or play the position out.
theme-capture-chain = Capture chain (3+)
theme-shot = Shot: give one, take more
theme-promotion-mid-capture = Crowned in the middle of a capture
theme-turkish-strike = Turkish strike
theme-breakthrough = Breakthrough to the crown
theme-liberation = Liberation of own pieces
theme-ownership-flip = A tower changes hands
theme-tower-of-3 = A tower of 3+ taken
theme-push-off = Push-off
theme-double-push-off = Double push-off
theme-broadside = Broadside
analysis-title = Analysis board
analysis-description = Step through a game with the engine’s evaluation and best line, try other moves, and review the whole game.
analysis-infinite = Analyse this position
analysis-back-to-game = Back to the game
analysis-open-game = Open on the game page
analysis-open-heading = Open a game or a position
analysis-open-label = Paste a game record (PDN) or a position (TFEN) of the rule set chosen above
analysis-open-heading-hexpush = Open a position
analysis-open-label-hexpush = Paste a position (HFEN)
analysis-open-empty = Paste a game record or a position first.
analysis-open-empty-hexpush = Paste a position first.
analysis-variation = Variation: { $moves }
analysis-link = Analysis board and game review
review-game = Review game
review-better = Better: { $move }
review-judgement = { $move }: { $kind ->
    [inaccuracy] an inaccuracy.
    [mistake] a mistake.
   *[blunder] a blunder.
}
review-graph = Evaluation graph
review-side = { $name }: { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}, accuracy { $accuracy }%.
analysis-best-lines = The best lines
analysis-lines-depth = The best lines, depth { $depth }
lesson-puzzles-link = Practise what you learnt: puzzles from real games
learn-mistakes = Learn from your mistakes
learn-find = { $kind ->
    [blunder] Blunder
   *[mistake] Mistake
} ({ $number } of { $count } to learn from). { $name } played { $move } here: find a better move.
learn-not-it = Not { $move }: try again, or press Learn from your mistakes for the next one.
learn-stepped-away = You stepped away from { $kind ->
    [blunder] blunder
   *[mistake] mistake
} { $number }: Learn from your mistakes takes you back to it.
learn-good = Yes: { $move } is a good move. Next: Learn from your mistakes.
learn-good-last = Yes: { $move } is a good move. That was the last mistake.
review-annotated = Annotated game (PDN)
review-download = Download
analysis-title-hexpush = Hexpush analysis board
matchup = You play { $name } · Computer level { $level }
to-move-must-capture = { $name } to move: must capture
draw-considering = The computer considers your offer…
language-offer-close = Close
pdn-event = Casual game
pdn-site = Bashni, offline
pdn-computer = Computer level { $level }
pdn-player = Player
link-move-refused = Move { $number } of the link, { $move }, is not legal there: the game is shown up to the move before it.
saved-move-refused = Move { $number } of the saved game, { $move }, is not legal there: the game is kept up to the move before it.
result-recorded-win = { $winnerName } wins, as the game record gives
result-recorded-draw = Draw, as the game record gives
setup-unknown-variant = this site has no rule set named { $variant }
edit-unknown-tool = the editor has no tool named { $tool }
link-position-differs = The link’s position does not follow from its moves: the game its moves make is shown.
record-too-many-tags = it has more than { $max } tags
