# L'interface du site en français. Le format et les règles : en tête de locales/en.ftl (mêmes clés).
# Pluriels : one (0 et 1), many (les grands nombres ronds), other.

## site

language-name = Français
site-name = Bashni
og-locale = fr_FR
site-description = Jouez à la Bashni, les dames à colonnes russes, et à ses cousines, et apprenez-les — hors ligne, sur tout appareil.
nav-games = Jeux
nav-lessons = Leçons
nav-languages = Langue
page-game-title = { $title } — à deux sur un appareil
page-lesson-title = { $title } — leçons de Bashni
not-found-title = Page introuvable
not-found-text = Il n'y a pas de page à cette adresse.
not-found-home = Aller à l'accueil
fallback-notice = Cette leçon n'est pas encore traduite en français : elle est affichée en anglais.

## index

index-play = Jouer
index-learn = Apprendre
index-course = { $count ->
    [one] { $count } courte leçon, avec des positions à résoudre. Vos étoiles sont gardées sur cet appareil.
   *[other] { $count } courtes leçons, chacune avec des positions à résoudre. Vos étoiles sont gardées sur cet appareil.
}
index-not-started = pas commencée

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

## rule sets

variant-bashni = Bashni
variant-bashni-classic = Bashni classique
variant-russian = Dames russes
variant-english = Dames anglaises
variant-lasca = Lasca

## game pages

board = Damier
status-loading = Chargement…
draw-accept = Accepter la nulle
draw-decline = Refuser
resign-question = Abandonner avec les { $side } ?
resign-yes = Oui, abandonner
resign-no = Continuer
new-game = Nouvelle partie
undo = Annuler
redo = Rétablir
resign = Abandonner
offer-draw = Proposer la nulle
edit-board = Modifier la position
keys-draughts = Touches : <kbd>Ctrl</kbd>+<kbd>Z</kbd> annuler, <kbd>Ctrl</kbd>+<kbd>Y</kbd> rétablir, <kbd>F</kbd> retourner le damier, <kbd>Échap</kbd> annuler un coup en cours, <kbd>←</kbd> <kbd>→</kbd> <kbd>Début</kbd> <kbd>Fin</kbd> parcourir les coups, flèches et <kbd>Entrée</kbd> sur le damier.
keys-hexpush = Touches : <kbd>Ctrl</kbd>+<kbd>Z</kbd> annuler, <kbd>Ctrl</kbd>+<kbd>Y</kbd> rétablir, <kbd>Échap</kbd> effacer la sélection, <kbd>←</kbd> <kbd>→</kbd> <kbd>Début</kbd> <kbd>Fin</kbd> parcourir les coups, flèches et <kbd>Entrée</kbd> sur le plateau.
editor = Éditeur de position
editor-tools = Outils de l'éditeur
editor-eraser = Gomme
editor-top-eraser = Gomme du dessus
editor-white-man = Pion blanc
editor-white-king = Dame blanche
editor-black-man = Pion noir
editor-black-king = Dame noire
editor-clear = Vider le damier
editor-standard = Position de départ
editor-side = Trait aux
side-white = Blancs
side-black = Noirs
editor-undo = Annuler la modification
editor-redo = Rétablir la modification
editor-cancel = Quitter sans modifier
editor-help = Cliquez sur une case pour poser la pièce au sommet de sa colonne. « Jouer d'ici » commence la partie depuis cette position ; « Quitter sans modifier » revient à la partie telle qu'elle était.
move = Coup
move-placeholder-draughts = c3-d4 ou c3:e5:g7, puis Entrée
move-placeholder-hexpush = a1b2 ou c3c4d3, puis Entrée
setup-heading = Position et notation
rule-set = Règles
preset = Position prête
preset-choose = Choisir une position…
tfen = Position (TFEN)
copy = Copier
tfen-paste = Coller une position (TFEN)
load = Charger
share = Lien de partage
export-pdn = Exporter en PDN
share-link = Lien vers cette partie
import-heading = Importer une partie
import-label = Collez la notation d'une partie (PDN ; voir le format dans les règles)
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
appearance-auto = Comme l'appareil
appearance-light = Claire
appearance-dark = Sombre
theme = Damier
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
computer-side = L'ordinateur joue les
thinking = L'ordinateur réfléchit…
move-now = Jouer maintenant
hint = Indice
analysis = Analyse
analysis-eval = Évaluation en pièces, du point de vue des Blancs
analysis-depth = profondeur

## hexpush

hex-lost = Billes sorties
hex-black-lost = Les Noirs ont perdu
hex-white-lost = Les Blancs ont perdu
hex-lost-count = { $lost } sur { $count }
hex-layout = Disposition
hex-layout-standard = Standard
hex-layout-belgian = Marguerite belge
hex-layout-german = Marguerite allemande
hfen = Position (HFEN)

## page scripts

moves-count = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
