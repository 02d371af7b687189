# L'interface du site en français. Le format et les règles : en tête de locales/en.ftl (mêmes clés).
# Pluriels : one (0 et 1), many (les grands nombres ronds), other.

## site

language-name = Français
site-name = Bashni
og-locale = fr_FR
site-description = Jouez au Bashni, le jeu de dames à colonnes russe, et à ses cousins, et apprenez-les — hors ligne, sur tout appareil.
nav-games = Jeux
nav-lessons = Leçons
nav-languages = Langue
page-game-title = { $title } — jouer à deux ou contre l’ordinateur
page-lesson-title = { $title } — leçons de Bashni
not-found-title = Page introuvable
not-found-text = Il n’y a pas de page à cette adresse.
not-found-home = Aller à l’accueil
fallback-notice = Cette leçon n’est pas encore traduite en français : elle est affichée en anglais.

## index

index-play = Jouer
index-learn = Apprendre
index-course = { $count ->
    [one] { $count } courte leçon, avec des positions à résoudre. Vos étoiles sont gardées sur cet appareil.
   *[other] { $count } courtes leçons, chacune avec des positions à résoudre. Vos étoiles sont gardées sur cet appareil.
}
index-not-started = pas commencée
index-boards = Exercices

## lessons

lesson-count = Leçon { $number } sur { $count }
lesson-all-previous = ← Toutes les leçons
lesson-all-next = Toutes les leçons →

## goals (the default goal text of a lesson board)

goal-best-move = Trouvez le meilleur coup
goal-good-move = Trouvez un bon coup
goal-capture = Prenez
goal-capture-all = Prenez toutes les colonnes adverses
goal-capture-all-pieces = Prenez toutes les pièces adverses
goal-promote = Menez un pion à dame
goal-flip = Faites vôtre une colonne adverse
goal-free-piece = Libérez votre pièce
goal-win = Gagnez la partie
goal-push = Poussez une bille adverse
goal-push-off = Sortez une bille du plateau
goal-draw = Sauvez la partie : obtenez la nulle

## rule sets

variant-bashni = Bashni
variant-bashni-classic = Bashni classique
variant-russian = Dames russes
variant-english = Dames anglaises
variant-lasca = Lasca

## game pages

board = Damier
board-hexpush = Plateau
status-loading = Chargement…
draw-accept = Accepter la nulle
draw-decline = Refuser
resign-question = Abandonner avec les { $side } ?
resign-yes = Oui, abandonner
resign-no = Continuer
new-game = Nouvelle partie
undo = Annuler
redo = Rétablir
resign = Abandonner
offer-draw = Proposer la nulle
keys-draughts = Touches : <kbd>Ctrl</kbd>+<kbd>Z</kbd> annuler, <kbd>Ctrl</kbd>+<kbd>Y</kbd> rétablir, <kbd>F</kbd> retourner le damier, <kbd>Échap</kbd> annuler un coup en cours, <kbd>←</kbd> <kbd>→</kbd> <kbd>Début</kbd> <kbd>Fin</kbd> parcourir les coups, flèches et <kbd>Entrée</kbd> sur le damier.
keys-hexpush = Touches : <kbd>Ctrl</kbd>+<kbd>Z</kbd> annuler, <kbd>Ctrl</kbd>+<kbd>Y</kbd> rétablir, <kbd>F</kbd> retourner le plateau, <kbd>Échap</kbd> effacer la sélection, <kbd>←</kbd> <kbd>→</kbd> <kbd>Début</kbd> <kbd>Fin</kbd> parcourir les coups, flèches et <kbd>Entrée</kbd> sur le plateau.
editor = Éditeur de position
editor-tools = Outils de l’éditeur
editor-eraser = Gomme
editor-top-eraser = Gomme du dessus
editor-white-man = Pion blanc
editor-white-king = Dame blanche
editor-black-man = Pion noir
editor-black-king = Dame noire
editor-clear = Vider le damier
editor-standard = Position de départ
editor-side = Trait aux
editor-undo = Annuler la modification
editor-redo = Rétablir la modification
editor-cancel = Quitter sans modifier
move = Coup
move-placeholder-draughts = c3-d4 ou c3:e5:g7, puis Entrée
move-placeholder-hexpush = a1b2 ou c3c4d3, puis Entrée
setup-heading = Position et notation
rule-set = Variante
preset = Position type
preset-choose = Choisir une position…
tfen = Position (TFEN)
copy = Copier
tfen-paste = Coller une position (TFEN)
fen = Position (FEN)
fen-paste = Coller une position (FEN)
load = Charger
share = Lien de partage
export-pdn = Exporter en PDN
share-link = Lien vers cette partie
import-heading = Importer une partie
import-label = Collez une partie : son PDN, comme l’écrit « Exporter en PDN », ou ses coups seuls
import = Importer
open-file = Ouvrir un fichier…
inspector-heading = Inspecteur de colonne
inspector-help = Pointez une colonne, donnez-lui le focus, ou appuyez longuement dessus pour voir toutes ses pièces.
settings = Réglages
rules = Règles
pdn-title = Cette partie en PDN
download = Télécharger
close = Fermer
moves = Coups
moves-step = Parcourir les coups
moves-first = Position de départ
moves-previous = Coup précédent
moves-next = Coup suivant
moves-last = Dernier coup
moves-played = Coups joués

## settings

appearance = Apparence
appearance-auto = Comme l’appareil
appearance-light = Claire
appearance-dark = Sombre
theme = Damier
theme-hexpush = Plateau
theme-wood = Bois
theme-green = Vert de tournoi
theme-ocean = Océan
theme-contrast = Contraste élevé
pieces = Pièces
pieces-classic = Classiques
pieces-flat = Plates
pieces-ring = Cerclées
animation = Animation
speed-off = Aucune
speed-fast = Rapide
speed-normal = Normale
speed-slow = Lente
coordinates = Coordonnées
flip-board = Retourner le damier
sound = Son
autoplay = Jouer seul les sauts forcés
marbles = Billes
marbles-white = Noires et blanches
marbles-yellow = Noires et jaunes

## opponent

opponent-box = Adversaire
opponent = Adversaire
opponent-friend = Un ami sur cet appareil
opponent-computer = Ordinateur — niveau { $level }
computer-side = L’ordinateur joue les
thinking = L’ordinateur réfléchit…
move-now = Jouer maintenant
play-computer = Jouer contre l’ordinateur
play-colour = Votre couleur
play-random = Au hasard
play-level = Niveau
# Un niveau dans la fenêtre Jouer contre l’ordinateur : son numéro et le joueur qu’il imite.
play-level-option = { $level } — { $level ->
    [1] débutant
    [2] novice
    [3] joueur occasionnel
    [4] joueur en progrès
    [5] joueur de club
    [6] joueur de club fort
    [7] expert
   *[8] le plus fort
}
play-start = Jouer
rematch = Revanche
result-review = Analyser la partie
index-continue-game = Reprendre votre partie
keyboard-heading = Clavier et coups tapés
hint = Indice
analysis = Analyse
analysis-eval = Évaluation, du point de vue des Blancs
analysis-depth = profondeur

## hexpush

hex-layout = Disposition
hex-flip-board = Retourner le plateau
hex-layout-standard = Standard
hex-layout-belgian = Marguerite belge
hex-layout-german = Marguerite allemande
hfen = Position (HFEN)
hfen-paste = Coller une position (HFEN)
hex-editor-black = Bille noire
hex-editor-white = Bille blanche
hex-editor-clear = Vider le plateau
hex-editor-help = Touchez une case (ou cliquez dessus) pour y poser la bille ; la même couleur une seconde fois l’enlève. « Position de départ » remet la disposition choisie plus haut. « Jouer d’ici » commence la partie depuis cette position ; « Quitter sans modifier » revient à la partie telle qu’elle était.

## page scripts
editor-help = Touchez une case (ou cliquez dessus) pour poser la pièce au sommet de sa colonne. « Jouer d’ici » commence la partie depuis cette position ; « Quitter sans modifier » revient à la partie telle qu’elle était.
editor-help-pieces = Touchez une case (ou cliquez dessus) pour y poser la pièce, à la place de celle qui s’y trouve. « Jouer d’ici » commence la partie depuis cette position ; « Quitter sans modifier » revient à la partie telle qu’elle était.

# Camps et pièces (le moteur nomme les camps : White, Black, Red aux dames anglaises). Les
# messages sur un camp reçoivent `$side` (white, black, red : pour les sélecteurs) et `$name`
# (son nom ci-dessous) ; sur deux camps, `$winner`/`$winnerName` et `$loser`/`$loserName`, ou
# `$other`/`$otherName`.
side-white = Blancs
side-black = Noirs
side-red = Rouges
resign-side = { $side ->
    [white] Blancs
    [red] Rouges
   *[black] Noirs
}
piece-man = pion { $side ->
    [white] blanc
    [red] rouge
   *[black] noir
}
piece-king = dame { $side ->
    [white] blanche
    [red] rouge
   *[black] noire
}
square-empty = vide
tower-of = colonne de { $count }, { $top } au sommet
square-captured = prise
square-selected = sélectionnée
square-can-capture = peut prendre
square-move-here = jouer ici
square-suggested = suggérée
inspector-empty = { $square } : vide
inspector-tower = { $square } : { $count ->
    [1] une pièce
   *[other] colonne de { $count }, du sommet à la base
}

# Le déroulement de la partie (shell.js).
to-move = Trait aux { $name }
to-move-capture = Trait aux { $name } : continuez la prise
played = Les { $name } ont joué { $move }.
replayed = Les { $name } ont rejoué { $move }.
took-back = { $move } repris.
start-position = La position de départ.
after-move = Après { $move }.
result-score = Résultat { $score }
draw-repetition = Nulle par triple répétition
draw-noprogress = { $game ->
    [hexpush] Nulle : aucune bille sortie depuis longtemps
   *[other] Nulle : ni prise ni coup de pion depuis longtemps
}
draw-agreement = Nulle par accord
win-no-towers = Les { $winnerName } gagnent : les { $loserName } n’ont plus de colonnes
win-no-pieces = Les { $winnerName } gagnent : les { $loserName } n’ont plus de pièces
win-blocked = Les { $winnerName } gagnent : les { $loserName } ne peuvent plus jouer
win-resignation = Les { $winnerName } gagnent : les { $loserName } ont abandonné
win-six-off = Les { $winnerName } gagnent : six billes { $loser ->
    [white] blanches
   *[black] noires
} sont sorties du plateau
move-cancelled = Coup annulé.
capture-cancelled = Prise annulée.
nothing-to-undo = Rien à annuler.
nothing-to-redo = Rien à rétablir.
resignation-taken-back = Abandon repris : la partie continue.
draw-taken-back = Nulle reprise : la partie continue.
blocked-over = La partie est finie : commencez-en une nouvelle ou annulez.
blocked-computer = C’est à l’ordinateur de jouer : attendez, ou appuyez sur « Jouer maintenant ».
blocked-computer-earlier = Ce camp est joué par l’ordinateur : allez au dernier coup pour continuer, ou reprenez votre coup avec « Annuler ».
blocked-computer-start = Ce camp est joué par l’ordinateur : allez au dernier coup pour continuer.
analysis-rules-confirm = Un nouveau damier aux règles « { $rules } » remplace la partie de ce damier. Continuer ?
leave-editor = Quittez l’éditeur pour jouer un coup.
replace-line = Jouer { $move } ici remplace les coups qui suivent. Continuer ?
line-kept = Les coups après cette position sont conservés.
draw-question = Les { $name } proposent la nulle. { $otherName }, acceptez-vous ?
draw-declined = Les { $name } refusent la nulle : la partie continue.
draw-declined-playing = Les { $name } refusent la nulle en jouant.
draw-finish-capture = Terminez d’abord la prise : pas de nulle au milieu d’un coup.
computer-accepts-draw = L’ordinateur accepte la nulle.
computer-declines-draw = L’ordinateur refuse la nulle : la partie continue.
discard-new-game = Une nouvelle partie met fin à la partie en cours. Continuer ?
discard-variant = Changer de règles met fin à la partie en cours. Continuer ?
discard-layout = Changer de disposition met fin à la partie en cours. Continuer ?
discard-position = Charger une position met fin à la partie en cours. Continuer ?
discard-preset = Charger une position prédéfinie met fin à la partie en cours. Continuer ?
discard-import = Importer une partie met fin à la partie en cours. Continuer ?
discard-editor = Jouer depuis la position éditée met fin à la partie en cours. Continuer ?
link-unknown-opponent = Le lien nomme un adversaire inconnu : partie entre amis.
link-replace-saved = Ce lien ouvre une autre partie. Remplacer votre partie enregistrée ?
link-replace-game = Ce lien ouvre une autre partie. Remplacer votre partie ?
link-failed = Le lien n’a pas pu être ouvert : { $problem }.
link-moves-illegal = ses coups ne forment pas une partie légale depuis son départ
engine-refused = Refusé : { $detail }

# Coups refusés : clics (input.js) et coups saisis (`$reason` : un des messages refusal-).
select-tower-first = Choisissez d’abord une de vos pièces.
tower-belongs-to = Cette pièce appartient aux { $name }.
move-illegal = « { $move } » n’est pas un coup légal ici ({ $reason }).
refusal-malformed-route = « { $move } » n’est pas un coup : écrivez « { $example } » pour un coup ou « { $capture } » pour une prise.
refusal-not-playable = { $square } n’est pas une case jouable de ce damier
refusal-empty-square = il n’y a pas de pièce en { $square }
refusal-opponent-tower = la pièce en { $square } est à l’adversaire
refusal-land-beyond = pour prendre cette pièce, touchez la case où la vôtre arrive : { $square }
refusal-no-move = la pièce en { $square } n’a aucun coup
refusal-capture-compulsory = la prise est obligatoire : la pièce en { $square } doit prendre
refusal-not-a-destination = la pièce ne peut pas aller en { $square }
refusal-backward-move = un pion n’avance que vers l’avant, pas en arrière vers { $square }
refusal-backward-capture = un pion ne prend pas en arrière dans ce jeu (la pièce en { $square })
refusal-own-tower = la pièce en { $square } est à vous : on ne saute que les pièces adverses
refusal-tower-jumped-twice = la pièce en { $square } a déjà été sautée dans cette prise et ne peut pas l’être une seconde fois
refusal-landing-ends-capture = s’arrêter en { $square } termine la prise, mais une autre case de cette ligne permet de continuer : la dame doit s’y arrêter
refusal-capture-unfinished = la prise n’est pas finie : la pièce en { $square } peut encore sauter et doit continuer
refusal-capture-over = la prise se termine en { $square } : il n’y a plus rien à prendre
refusal-crown-ends-capture = le pion devient dame en { $square }, ce qui termine le coup
refusal-ambiguous-route = plusieurs prises finissent en { $square } : donnez chaque case d’arrivée
refusal-marked-as-capture = ce coup n’est pas une prise : écrivez-le avec « - »
refusal-marked-as-move = ce coup est une prise : écrivez ses cases avec « : »
refusal-game-over = la partie est finie

# La page des dames (controller.js, editor.js).
edit-board = Modifier la position
play-from-here = Jouer d’ici
editing-status = Modification de la position
editor-man = { $side ->
    [white] Pion blanc
    [red] Pion rouge
   *[black] Pion noir
}
editor-king = { $side ->
    [white] Dame blanche
    [red] Dame rouge
   *[black] Dame noire
}
move-example = { $move } ou { $capture }, puis Entrée
position-copied = Position copiée.
link-copied = Lien vers cette partie copié.
record-copied = Partie copiée.
copy-by-hand = Appuyez sur Ctrl+C pour copier le texte sélectionné.
position-loaded = Position chargée.
position-empty = Collez d’abord une position.
tfen-refused = Position illisible : { $detail }.
record-unreadable = Cette partie ne peut pas être lue : { $detail }.
record-first-of-several = Le texte contient plusieurs parties : la première est ouverte.
game-imported = Partie importée : { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}. Parcourez-la avec › ou la liste des coups.
game-imported-result = Partie importée : { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}, résultat { $result }. Parcourez-la avec › ou la liste des coups.
import-empty = Collez d’abord la notation d’une partie.
editor-play-starts = La partie part de la position éditée.
editor-editing = Édition : choisissez un outil, puis touchez les cases à changer. « Quitter sans modifier » revient à la partie.
editor-cancelled = Édition annulée : la partie est comme avant.
editor-restore-failed = La position de l’éditeur n’a pas pu être restaurée : { $detail }.
board-cleared = Damier vidé.
standard-set = Position de départ posée.
edit-undone = Modification annulée.
edit-redone = Modification rétablie.
edit-tower-full = la colonne en { $square } a déjà { $max } pièces
edit-light-square = la case { $square } est claire ; les pièces ne vont que sur les cases foncées
nothing-to-take-back = Rien à annuler ici.
editor-playable = Position jouable.
editor-not-playable = Pas encore jouable : { $problem }.
editor-cannot-play = Cette position ne peut pas être jouée : { $problem }.
setup-too-many-pieces = { $count } pièces { $side ->
    [white] blanches
    [red] rouges
   *[black] noires
}, mais chaque camp n’en a que { $max }
setup-no-pieces = les { $side ->
    [white] Blancs
    [red] Rouges
   *[black] Noirs
} n’ont aucune pièce à jouer
setup-no-move = les { $side ->
    [white] Blancs
    [red] Rouges
   *[black] Noirs
} ont le trait et aucun coup légal
setup-off-board = la case { $square } est hors du damier
setup-light-square = la case { $square } est claire ; les pièces ne vont que sur les cases foncées
setup-duplicate-square = la case { $square } est donnée deux fois
setup-empty-tower = la case { $square } porte une colonne vide
setup-tower-not-allowed = la case { $square } porte une colonne, mais ces règles n’en ont pas
setup-man-on-promotion-rank = le pion en { $square } est sur sa rangée de promotion : il serait déjà dame

# Pourquoi le moteur refuse un texte (engine/src/web/problem.rs) : une position (TFEN, HFEN), une partie (PDN).
tfen-missing-colon = une position commence par le camp au trait et un deux-points, comme « W:a1w,c3b »
tfen-bad-side = le camp au trait « { $side } » n’est ni W ni B
tfen-bad-square = l’entrée « { $entry } » ne commence pas par une case du damier (d’a1 à h8)
tfen-bad-piece = la case { $square } porte la lettre « { $letter } » ; une pièce est w, W, b ou B
tfen-tower-too-high = la colonne en { $square } a plus de { $max } pièces
pdn-unsupported-variant = un FEN PDN ne se lit que pour les dames russes et anglaises
pdn-bad-side = le camp au trait « { $side } » n’est ni W ni B
pdn-bad-section = la section « { $section } » doit commencer par W ou B
pdn-bad-square = « { $square } » n’est pas un numéro de case de 1 à 32
record-bad-tag = l’étiquette « { $tag } » s’écrit [Nom "valeur"]
record-unknown-game-type = le GameType « { $value } » n’est ni 25 (dames russes), ni 21 (dames anglaises), ni bashni, bashni-classic, lasca
record-bad-fen = son FEN « { $fen } » est refusé : { $problem }
record-unclosed = un « { $mark } » n’est jamais fermé
record-move-illegal = le coup { $number }{ $dots } ({ $move }) n’est pas légal dans cette position ({ $problem })
record-move-malformed = le coup { $number }{ $dots } ({ $move }) n’est pas un coup (écrivez c3-d4, c3:e5:g7 ou 11-15, 22x15)
record-move-ambiguous = le coup { $number }{ $dots } ({ $move }) correspond à plusieurs prises : donnez chaque case d’arrivée
hfen-shape = une position s’écrit CAMP:BILLES:PERDUES, comme « B:a1b,i9w:0-0 »
hfen-bad-side = le camp au trait « { $side } » n’est ni B ni W
hfen-off-board = « { $entry } » n’est pas une case du plateau (d’a1 à i9)
hfen-duplicate = la case { $cell } est donnée deux fois
hfen-bad-color = « { $entry } » a une couleur autre que b ou w
hfen-too-many-marbles = plus de { $max } billes { $side ->
    [white] blanches
   *[black] noires
} sur le plateau et perdues
hfen-bad-lost = les billes perdues « { $lost } » doivent être deux nombres de 0 à { $max }, comme « 0-0 »
hex-edit-too-many-marbles = les { $side ->
    [white] Blancs
   *[black] Noirs
} ont { $max } billes en tout, sur le plateau et sorties : enlevez-en une d’abord
hex-edit-too-many-lost = pas plus de { $max } billes ne peuvent être sorties
hex-setup-decided = les { $side ->
    [white] Blancs
   *[black] Noirs
} ont perdu { $max } billes : la partie est finie
hex-setup-no-move = les { $side ->
    [white] Blancs
   *[black] Noirs
} ont le trait et aucun coup légal
hex-setup-no-marbles = les { $side ->
    [white] Blancs
   *[black] Noirs
} n’ont aucune bille sur le plateau
hex-board-cleared = Plateau vidé : les billes sorties restent comptées.
hex-layout-position = Position posée

# L'ordinateur (computer.js, opponent.js).
computer-failed = L’ordinateur n’a pas pu jouer : { $detail }
computer-no-move-yet = L’ordinateur n’a pas encore trouvé de coup.
hint-looking = Recherche d’un bon coup…
hint-move = Indice : { $move }.
hint-failed = Pas d’indice : { $detail }
analysis-eval-man = Évaluation en pions, du point de vue des Blancs
analysis-eval-marble = Évaluation en billes, du point de vue des Blancs
analysis-win = Les { $name } gagnent en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
search-stopped = la recherche s’est arrêtée
# A position chosen from the preset menu: its name, then what it shows.
preset-loaded = { $title } : { $text }

# Hexpush (hexpush.js, hexinput.js, hexboard.js).
hex-lost = Billes sorties
hex-black-lost = Billes noires sorties :
hex-white-lost = Billes blanches sorties :
hex-lost-count = { $lost } sur { $count }
marble-of = bille { $side ->
    [white] blanche
   *[black] noire
}
cell-move = coup { $move }
hex-tap-again = { $preview } Appuyez encore pour le jouer.
hex-let-go = { $preview } Lâchez pour le jouer.
selection-cleared = Sélection effacée.
hex-line-too-long = Trois billes au plus bougent ensemble : cette ligne en a { $count }.
hex-no-move = Aucun coup possible.
hex-marble-of = Cette bille est aux { $name }.
hex-select-first = Choisissez d’abord une de vos billes.
hex-move-malformed = « { $move } » n’est pas un coup : écrivez la bille de queue et sa destination (« a1b2 »), ou les deux bouts d’une ligne et l’arrivée du premier (« c3c4d3 »)
hex-move-illegal = « { $move } » n’est pas un coup légal ici
hex-move-sideways = { $move } : { $count ->
    [one] une bille se déplace
   *[other] { $count } billes se déplacent
} de côté.
hex-move-inline = { $move } : { $count ->
    [one] une bille se déplace
   *[other] { $count } billes avancent en ligne
}.
hex-move-push = { $move } : { $count } billes poussent { $pushed ->
    [one] une bille
   *[other] { $pushed } billes
} des { $other ->
    [white] Blancs
   *[black] Noirs
}.
hex-move-push-off = { $move } : { $count } billes poussent { $pushed ->
    [one] une bille
   *[other] { $pushed } billes
} des { $other ->
    [white] Blancs
   *[black] Noirs
}, et une sort du plateau !

# La progression du cours sur l'accueil (progress.js).
progress-stars = { $stars ->
    [one] { $stars } étoile
   *[other] { $stars } étoiles
} sur 3
progress-boards = { $done ->
    [one] { $done } exercice
   *[other] { $done } exercices
} sur { $count }
progress-boards-solved = { $done ->
    [one] { $done } exercice résolu
   *[other] { $done } exercices résolus
} sur { $count }
progress-lessons = { $done ->
    [one] { $done } leçon terminée
   *[other] { $done } leçons terminées
} sur { $count }.

moves-count = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
progress-level = { $stars ->
    [one] Exercice { $number } : 1 étoile sur 3
   *[other] Exercice { $number } : { $stars } étoiles sur 3
}
progress-level-open = Exercice { $number } : pas encore résolu

# La partie d’une leçon contre l’ordinateur (course-game.js) et le niveau suivant du bandeau de résultat (shell.js).
course-game-label = Une partie entière
course-game-goal = Jouez une partie entière contre l’ordinateur, niveau { $level }.
course-game-side = Vous jouez les { $name }, depuis le début, sur la page de jeu. Gagnée, nulle ou perdue, elle compte quand la partie se termine ; un abandon ou une nulle convenue compte une fois dix coups joués de chaque côté.
course-game-play = Jouer la partie
course-game-again = Rejouer
course-game-win = Vous avez gagné votre partie au niveau { $level } !
course-game-draw = Votre partie au niveau { $level } s’est terminée par une nulle.
course-game-loss = Vous avez perdu votre partie au niveau { $level } : chaque partie apprend quelque chose. Rejouez, ou essayez le niveau suivant.
next-level = Essayer le niveau { $level }
course-game-counted = Cette partie compte pour la leçon.
course-game-too-short = Une partie abandonnée ou annulée d’un commun accord dans ses { $moves } premiers coups ne compte pas pour la leçon : jouez-en une plus longue.
course-game-back = Retour à la leçon

# L’entraîneur aux coordonnées (coordinates.js).
trainer-label = Entraînement aux coordonnées
trainer-goal = Trouvez la case.
trainer-how-letters = Une case est nommée : touchez-la. Les lettres nomment les verticales depuis la gauche (a–h), les chiffres les rangées depuis le côté des Blancs (1–8).
trainer-how-numbers = Un numéro est donné : touchez sa case. Les cases foncées sont numérotées de 1 à 32, rangée par rangée, depuis le côté des Rouges.
trainer-time = Temps restant
trainer-start = Commencer (30 secondes)
trainer-restart = Recommencer
trainer-again = Rejouer
trainer-flip = Retourner le plateau
trainer-best = Record : { $best }
trainer-score = Trouvées : { $score }
trainer-missed = C’est la case { $square }.
trainer-press-start = Appuyez sur Commencer : le chrono tourne 30 secondes.
trainer-result = Temps écoulé ! Vous en avez trouvé { $score }. Votre record : { $best }.
trainer-new-best = Temps écoulé ! Vous en avez trouvé { $score } : c’est votre nouveau record.

# Lesson boards (lesson.js) and the index's continue link (continue.js).
lesson-board-label = Exercice { $number }
lesson-hint = Indice
lesson-retry = Réessayer
lesson-start-over = Recommencer
lesson-next-board = Exercice suivant →
lesson-see-result = Voir votre résultat →
lesson-unsolved-board = Vers l’exercice à résoudre →
lesson-unwatched-demo = Vers la démonstration à regarder →
lesson-play-out = Jouer la suite sur la page de jeu
lesson-play-computer = Jouer la suite contre l’ordinateur
lesson-analyse = L’analyser sur le damier d’analyse
lesson-play = Lancer
lesson-pause = Pause
lesson-demo-steps = Parcourir la démonstration
lesson-demo-first = Au début
lesson-demo-previous = Coup précédent
lesson-demo-next = Coup suivant
lesson-demo-last = À la fin
lesson-watch = Démonstration : { $goal }.
lesson-press-play = Appuyez sur « Lancer », ou avancez coup par coup avec ‹ et ›.
lesson-goal = But : { $goal }.
lesson-to-play = Trait aux { $name }.
lesson-already-solved = Résolu ! Recommencez pour le rejouer, ou passez à l’exercice suivant.
lesson-solved-before = Résolu lors d’une visite précédente : rejouez-le, ou continuez.
lesson-press-retry = Appuyez sur « Réessayer » pour reprendre ce coup.
lesson-demo-press-play = Cet exercice est une démonstration : appuyez sur « Lancer » pour la regarder.
lesson-tap-again = Appuyez encore pour le jouer.
lesson-against-rules = C’est contraire aux règles. { $rule }
lesson-rule-capture-compulsory = { $towers ->
    [yes] La prise est obligatoire : tant qu’une de vos colonnes peut prendre, vous devez prendre.
   *[no] La prise est obligatoire : tant qu’une de vos pièces peut prendre, vous devez prendre.
}
lesson-rule-capture-unfinished = { $towers ->
    [yes] La prise n’est pas finie : un coup ne s’arrête que lorsque la colonne qui prend n’a plus rien à sauter.
   *[no] La prise n’est pas finie : un coup ne s’arrête que lorsque la pièce qui prend n’a plus rien à sauter.
}
lesson-rule-tower-jumped-twice = { $towers ->
    [yes] Une colonne grise ne peut pas être sautée deux fois : elle reste entière sur sa case jusqu’à la fin de la prise.
   *[no] Une pièce grise ne peut pas être sautée deux fois : elle reste sur sa case jusqu’à la fin de la prise.
}
lesson-rule-landing-ends-capture = La dame doit s’arrêter là où sa prise continue : depuis une des autres cases, elle a encore une pièce à prendre.
lesson-rule-crown-ends-capture = Un pion qui atteint la dernière rangée pendant une prise y devient dame, et ici sa prise s’arrête.
lesson-rule-backward-capture = Dans ces règles, les pions ne prennent qu’en avant.
lesson-good = Bien : { $move }. Voici la réponse…
lesson-keep-going = Réponse : { $reply }. Trait aux { $name } : continuez.
lesson-not-quite = Pas tout à fait. { $why }
lesson-not-the-goal = Ce coup n’atteint pas le but.
lesson-offer-draw = Proposer la nulle
lesson-resign = Abandonner
lesson-not-the-answer = Ce n’est pas la réponse ici.
lesson-decision-hint = Cette fois, la réponse n’est pas un coup : regardez les boutons sous le damier.
lesson-your-turn = À vous de nouveau.
lesson-look-at = Regardez { $square }.
lesson-hint-move = Le coup : { $move }.
lesson-try-from-start = Recommencez depuis le début.
lesson-done = Terminé.
lesson-solved = Résolu !
lesson-well-done = Bravo.
lesson-stars = { $stars ->
    [one] { $stars } étoile
   *[other] { $stars } étoiles
} sur 3
lesson-complete = Leçon terminée : { $stars }
lesson-score = { $earned ->
    [one] { $earned } étoile
   *[other] { $earned } étoiles
} sur { $possible } dans cette leçon.
lesson-next-lesson = Leçon suivante : { $title } →
lesson-course-done = C’était la dernière leçon : retour au cours →
index-continue = Reprendre là où vous en étiez : { $title } →

nav-puzzles = Problèmes
game-puzzles-link = Problèmes de ce jeu
variant-hexpush = Hexpush
puzzles-title = Problèmes : { $game }
puzzles-description = Problèmes de { $game } trouvés par le moteur dans de vraies parties : trouvez le seul bon coup ; votre classement reste sur cet appareil.
puzzles-games = Problèmes de chaque jeu
puzzle-id = Problème
puzzle-rating = classement
puzzle-your-rating = Votre classement :
puzzle-rule = Un coup faux ou un indice, et le problème compte comme manqué.
puzzle-streak = Série :
puzzle-streak-count = { $count } (record { $best })
puzzle-next = Problème suivant
puzzle-daily = Problème du jour
puzzle-mode = Mode
puzzle-mode-rated = Classé : à votre niveau
puzzle-mode-streak = Série : jusqu’à l’erreur, non classée
puzzle-theme = Thème
puzzle-theme-any = Tous les thèmes
puzzle-count = { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
} dans cette série.
puzzle-history = Vos derniers problèmes
puzzle-count-played = { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
} { $theme ->
    [yes] dans ce thème
   *[no] dans cette série
}, { $played ->
    [one] { $played } joué
   *[other] { $played } joués
}.
puzzle-all-played = Vous avez joué tous les problèmes { $theme ->
    [yes] de ce thème
   *[no] de cette série
} : ils reviennent, sans classement.
puzzle-played-before = déjà joué : pas classé une seconde fois
puzzle-streak-unrated = les séries ne sont pas classées
puzzle-see-solution = Voir la solution
puzzle-your-move = À vous de jouer, { $name }.
puzzle-find-best = Trouvez le seul bon coup.
puzzle-wrong = Ce n’est pas ça. Réessayez ou voyez la solution.
puzzle-solved = Résolu !
puzzle-solved-with-help = Résolu, après une erreur ou un indice : ce problème compte comme manqué.
puzzle-solved-practice = Résolu, pour l’entraînement : ce problème a compté comme manqué.
puzzle-streak-leave = Quitter ce problème sans le résoudre ? Votre série ({ $count }) s’arrête ici.
puzzle-hex-doomed = { $count ->
    [one] Une bille adverse ne peut plus éviter d’être sortie du plateau.
   *[other] Deux billes adverses ne peuvent plus éviter d’être sorties du plateau.
}
puzzle-solution-shown = La solution : { $moves }. Ce problème compte comme manqué.
puzzle-solution-playing = La solution, coup par coup. Celui-ci compte comme manqué.
puzzle-missed-practice = Compté comme manqué : rejouez-le pour vous entraîner.
puzzle-rating-note = Votre classement : { $rating } ({ $change }).
puzzle-done = Le problème est terminé.
puzzle-done-next = Passez au suivant, ou jouez la position jusqu’au bout.
theme-capture-chain = Rafle (3 pièces ou plus)
theme-shot = Coup : donner une pièce, en prendre plus
theme-promotion-mid-capture = Promotion au milieu d’une prise
theme-turkish-strike = Coup turc
theme-breakthrough = Percée vers la promotion
theme-liberation = Libération de ses pièces
theme-ownership-flip = Une colonne change de camp
theme-tower-of-3 = Prise d’une colonne de 3 ou plus
theme-push-off = Éjection
theme-double-push-off = Double éjection
theme-broadside = Coup latéral
analysis-title = Damier d’analyse
analysis-description = Parcourez une partie avec l’évaluation du moteur et sa meilleure ligne, essayez d’autres coups et faites analyser toute la partie.
analysis-infinite = Analyser cette position
analysis-back-to-game = Revenir à la partie
analysis-open-game = Ouvrir sur la page du jeu
analysis-open-heading = Ouvrir une partie ou une position
analysis-open-label = Collez une partie (PDN), ou une position (TFEN) de la variante choisie plus haut
analysis-open-heading-hexpush = Ouvrir une position
analysis-open-label-hexpush = Collez une position (HFEN)
analysis-open-empty = Collez d’abord une partie ou une position.
analysis-open-empty-hexpush = Collez d’abord une position.
analysis-variation = Variante : { $moves }
analysis-link = Analyse et revue de la partie
review-game = Analyser la partie
review-better = Mieux : { $move }
review-judgement = { $move } : { $kind ->
    [inaccuracy] une imprécision.
    [mistake] une erreur.
   *[blunder] une gaffe.
}
review-graph = Graphique d’évaluation
review-side = { $name } : { $inaccuracies ->
    [one] { $inaccuracies } imprécision
   *[other] { $inaccuracies } imprécisions
}, { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}, précision { $accuracy } %.
analysis-best-lines = Les meilleures lignes
analysis-lines-depth = Les meilleures lignes, profondeur { $depth }
lesson-puzzles-link = Entraînez-vous : des problèmes tirés de vraies parties
learn-mistakes = Apprendre de ses erreurs
learn-find = { $kind ->
    [blunder] Gaffe
   *[mistake] Erreur
} ({ $number } sur { $count } à revoir). Ici, les { $name } ont joué { $move } : trouvez un meilleur coup.
learn-not-it = Pas { $move } : réessayez, ou appuyez sur « Apprendre de ses erreurs » pour passer à la suivante.
learn-stepped-away = Vous avez quitté { $kind ->
    [blunder] la gaffe
   *[mistake] l’erreur
} { $number } : « Apprendre de ses erreurs » vous y ramène.
learn-good = Oui : { $move } est un bon coup. Ensuite : « Apprendre de ses erreurs ».
learn-good-last = Oui : { $move } est un bon coup. C’était la dernière erreur.
review-annotated = Partie commentée (PDN)
review-download = Télécharger
analysis-title-hexpush = Plateau d’analyse : Hexpush
matchup = Vous jouez les { $name } · Ordinateur niveau { $level }
to-move-must-capture = Trait aux { $name } : prise obligatoire
draw-considering = L’ordinateur réfléchit à votre proposition…
language-offer-close = Fermer
pdn-event = Partie amicale
pdn-site = Bashni, hors ligne
pdn-computer = Ordinateur niveau { $level }
pdn-player = Joueur
link-move-refused = Le coup { $number } du lien, { $move }, n’est pas légal ici : la partie est montrée jusqu’au coup précédent.
saved-move-refused = Le coup { $number } de la partie enregistrée, { $move }, n’est pas légal ici : la partie est gardée jusqu’au coup précédent.
result-recorded-win = Les { $winnerName } gagnent, selon la partie enregistrée
result-recorded-draw = Nulle, selon la partie enregistrée
setup-unknown-variant = ce site n’a pas de règles nommées { $variant }
edit-unknown-tool = l’éditeur n’a pas d’outil nommé { $tool }
link-position-differs = La position du lien ne découle pas de ses coups : la partie de ses coups est affichée.
record-too-many-tags = il a plus de { $max } balises
