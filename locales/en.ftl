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
page-game-title = { $title } — play on one device
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

## rule sets

variant-bashni = Bashni
variant-bashni-classic = Classic Bashni
variant-russian = Russian draughts
variant-english = English checkers
variant-lasca = Lasca

## game pages

board = Board
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
edit-board = Edit board
keys-draughts = Keys: <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo, <kbd>F</kbd> flip the board, <kbd>Esc</kbd> cancel a move, <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd> step through the moves, arrows and <kbd>Enter</kbd> on the board.
keys-hexpush = Keys: <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo, <kbd>Esc</kbd> clear the selection, <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd> step through the moves, arrows and <kbd>Enter</kbd> on the board.
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
side-white = White
side-black = Black
editor-undo = Undo edit
editor-redo = Redo edit
editor-cancel = Cancel editing
editor-help = Click a square to put the piece on top of its tower. “Play from here” starts the game from this position; “Cancel editing” goes back to the game as it was.
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
load = Load
share = Share link
export-pdn = Export PDN
share-link = Link to this game
import-heading = Import a game
import-label = Paste a game record (PDN; see the record format in the rules)
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
hint = Hint
analysis = Analysis
analysis-eval = Evaluation in pieces, from White's side
analysis-depth = depth

## hexpush

hex-lost = Marbles pushed off
hex-black-lost = Black lost
hex-white-lost = White lost
hex-lost-count = { $lost } of { $count }
hex-layout = Layout
hex-layout-standard = Standard
hex-layout-belgian = Belgian daisy
hex-layout-german = German daisy
hfen = Position (HFEN)

## page scripts

moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
