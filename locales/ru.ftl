# Интерфейс сайта по-русски. Формат и правила — в начале locales/en.ftl (ключи те же).
# Множественное число: one (1, 21 ход), few (2–4, 22 хода), many (5–20 ходов), other (дроби).

## site

language-name = Русский
site-name = Башни
og-locale = ru_RU
site-description = Играйте в башни — русские столбовые шашки — и учитесь им, а также родственным играм; без сети, на любом устройстве.
nav-games = Игры
nav-lessons = Уроки
nav-languages = Язык
page-game-title = { $title } — играть с другом или с компьютером
page-lesson-title = { $title } — уроки игры в башни
not-found-title = Страница не найдена
not-found-text = По этому адресу страницы нет.
not-found-home = На главную
fallback-notice = Этот урок ещё не переведён на русский язык: он показан по-английски.

## index

index-play = Играть
index-learn = Учиться
index-course = { $count ->
    [one] { $count } короткий урок с задачами на доске. Ваши звёзды хранятся на этом устройстве.
    [few] { $count } коротких урока с задачами на доске. Ваши звёзды хранятся на этом устройстве.
   *[many] { $count } коротких уроков с задачами на доске. Ваши звёзды хранятся на этом устройстве.
}
index-not-started = не начат
index-boards = Доски

## lessons

lesson-count = Урок { $number } из { $count }
lesson-all-previous = ← Все уроки
lesson-all-next = Все уроки →

## goals (the default goal text of a lesson board)

goal-best-move = Найдите лучший ход
goal-good-move = Найдите хороший ход
goal-capture = Бейте
goal-capture-all = Побейте все башни противника
goal-capture-all-pieces = Побейте все шашки противника
goal-promote = Проведите шашку в дамки
goal-flip = Сделайте башню противника своей
goal-free-piece = Освободите свою шашку
goal-win = Выиграйте партию
goal-push = Вытолкните шар противника
goal-push-off = Столкните шар с доски
goal-draw = Спасите партию: добейтесь ничьей

## rule sets

variant-bashni = Башни
variant-bashni-classic = Классические башни
variant-russian = Русские шашки
variant-english = Английские шашки
variant-lasca = Ласка

## game pages

board = Доска
board-hexpush = Доска
status-loading = Загрузка…
draw-accept = Согласиться на ничью
draw-decline = Отказаться
resign-question = Сдаться за { $side }?
resign-yes = Да, сдаюсь
resign-no = Играть дальше
new-game = Новая партия
undo = Отменить
redo = Вернуть
resign = Сдаться
offer-draw = Предложить ничью
keys-draughts = Клавиши: <kbd>Ctrl</kbd>+<kbd>Z</kbd> — отменить, <kbd>Ctrl</kbd>+<kbd>Y</kbd> — вернуть, <kbd>F</kbd> — перевернуть доску, <kbd>Esc</kbd> — отменить выбор, <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd> — листать ходы, стрелки и <kbd>Enter</kbd> — на доске.
keys-hexpush = Клавиши: <kbd>Ctrl</kbd>+<kbd>Z</kbd> — отменить, <kbd>Ctrl</kbd>+<kbd>Y</kbd> — вернуть, <kbd>F</kbd> — перевернуть доску, <kbd>Esc</kbd> — снять выделение, <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd> — листать ходы, стрелки и <kbd>Enter</kbd> — на доске.
editor = Редактор позиции
editor-tools = Инструменты редактора
editor-eraser = Ластик
editor-top-eraser = Снять верхнюю шашку
editor-white-man = Белая шашка
editor-white-king = Белая дамка
editor-black-man = Чёрная шашка
editor-black-king = Чёрная дамка
editor-clear = Очистить доску
editor-standard = Начальная позиция
editor-side = Очередь хода
editor-undo = Отменить правку
editor-redo = Вернуть правку
editor-cancel = Выйти без изменений
move = Ход
move-placeholder-draughts = c3-d4 или c3:e5:g7, затем Enter
move-placeholder-hexpush = a1b2 или c3c4d3, затем Enter
setup-heading = Позиция и записи
rule-set = Вариант правил
preset = Готовая позиция
preset-choose = Выберите позицию…
tfen = Позиция (TFEN)
copy = Копировать
tfen-paste = Вставить позицию (TFEN)
fen = Позиция (FEN)
fen-paste = Вставить позицию (FEN)
load = Загрузить
share = Ссылка на партию
export-pdn = Экспорт в PDN
share-link = Ссылка на эту партию
import-heading = Загрузить партию
import-label = Вставьте запись партии: PDN, как его пишет «Экспорт в PDN», или одни ходы
import = Загрузить
open-file = Открыть файл…
inspector-heading = Состав башни
inspector-help = Наведите на башню, выберите её клавишами или нажмите и удерживайте, чтобы увидеть все её шашки.
settings = Настройки
rules = Правила
pdn-title = Эта партия в PDN
download = Скачать
close = Закрыть
moves = Ходы
moves-step = Листать ходы
moves-first = Начальная позиция
moves-previous = Предыдущий ход
moves-next = Следующий ход
moves-last = Последний ход
moves-played = Сыгранные ходы

## settings

appearance = Оформление
appearance-auto = Как на устройстве
appearance-light = Светлое
appearance-dark = Тёмное
theme = Доска
theme-hexpush = Доска
theme-wood = Дерево
theme-green = Турнирная зелёная
theme-ocean = Океан
theme-contrast = Высокий контраст
pieces = Шашки
pieces-classic = Классические
pieces-flat = Плоские
pieces-ring = С ободком
animation = Анимация
speed-off = Нет
speed-fast = Быстрая
speed-normal = Обычная
speed-slow = Медленная
coordinates = Координаты
flip-board = Перевернуть доску
sound = Звук
autoplay = Делать вынужденные прыжки автоматически
marbles = Шары
marbles-white = Чёрные и белые
marbles-yellow = Чёрные и жёлтые

## opponent

opponent-box = Соперник
opponent = Соперник
opponent-friend = Друг за этим устройством
opponent-computer = Компьютер — уровень { $level }
computer-side = Сторона компьютера
thinking = Компьютер думает…
move-now = Сделать ход сейчас
play-computer = Играть с компьютером
play-colour = Ваш цвет
play-random = Случайно
play-level = Уровень
# Уровень в окне «Играть с компьютером»: его номер и на кого он похож.
play-level-option = { $level } — { $level ->
    [1] новичок
    [2] начинающий
    [3] любитель
    [4] крепкий любитель
    [5] клубный игрок
    [6] сильный клубный игрок
    [7] эксперт
   *[8] сильнейший
}
play-start = Играть
rematch = Реванш
result-review = Разобрать партию
index-continue-game = Продолжить партию
keyboard-heading = Клавиатура и запись ходов
hint = Подсказка
analysis = Анализ
analysis-eval = Оценка со стороны белых
analysis-depth = глубина

## hexpush

hex-layout = Расстановка
hex-flip-board = Перевернуть доску
hex-layout-standard = Стандартная
hex-layout-belgian = Бельгийская ромашка
hex-layout-german = Немецкая ромашка
hfen = Позиция (HFEN)
hfen-paste = Вставить позицию (HFEN)
hex-editor-black = Чёрный шар
hex-editor-white = Белый шар
hex-editor-clear = Очистить доску
hex-editor-help = Нажмите на клетку, чтобы поставить на неё шар; тот же цвет ещё раз убирает его. «Начальная позиция» ставит расстановку, выбранную выше. «Играть с этой позиции» начинает с неё партию; «Выйти без изменений» возвращает партию как была.

## page scripts
editor-help = Нажмите на поле, чтобы положить шашку на верх его башни. «Играть с этой позиции» начинает с неё партию; «Выйти без изменений» возвращает партию как была.
editor-help-pieces = Нажмите на поле, чтобы поставить на него шашку вместо той, что там стоит. «Играть с этой позиции» начинает с неё партию; «Выйти без изменений» возвращает партию как была.

# Стороны и шашки (движок называет стороны правил: White, Black, Red в английских шашках).
# Сообщения о стороне получают `$side` (white, black, red: для выбора формы) и `$name` (её
# имя ниже); о двух сторонах — `$winner`/`$winnerName` и `$loser`/`$loserName`, или
# `$other`/`$otherName`.
side-white = Белые
side-black = Чёрные
side-red = Красные
resign-side = { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
}
piece-man = { $side ->
    [white] белая
    [red] красная
   *[black] чёрная
} простая
piece-king = { $side ->
    [white] белая
    [red] красная
   *[black] чёрная
} дамка
square-empty = пусто
tower-of = башня из { $count }, сверху { $top }
square-captured = побита
square-selected = выбрана
square-can-capture = может бить
square-move-here = ход сюда
square-suggested = подсказка
inspector-empty = { $square }: пусто
inspector-tower = { $square }: { $count ->
    [1] одна шашка
   *[other] башня из { $count }, сверху вниз
}

# Ход игры (shell.js).
to-move = Ход { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
}
to-move-capture = Ход { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
}: продолжайте взятие
played = { $name } сыграли { $move }.
replayed = { $name } снова сыграли { $move }.
took-back = Ход { $move } взят назад.
start-position = Начальная позиция.
after-move = После { $move }.
result-score = Результат { $score }
draw-repetition = Ничья: позиция повторилась три раза
draw-noprogress = { $game ->
    [hexpush] Ничья: долго ни один шар не был вытолкнут
   *[other] Ничья: долго не было ни взятий, ни ходов простыми
}
draw-agreement = Ничья по соглашению
win-no-towers = { $winnerName } выиграли: у { $loser ->
    [white] белых
    [red] красных
   *[black] чёрных
} не осталось башен
win-no-pieces = { $winnerName } выиграли: у { $loser ->
    [white] белых
    [red] красных
   *[black] чёрных
} не осталось шашек
win-blocked = { $winnerName } выиграли: { $loser ->
    [white] белые
    [red] красные
   *[black] чёрные
} не могут сделать ход
win-resignation = { $winnerName } выиграли: { $loser ->
    [white] белые
    [red] красные
   *[black] чёрные
} сдались
win-six-off = { $winnerName } выиграли: шесть { $loser ->
    [white] белых
   *[black] чёрных
} шаров вытолкнуты с доски
move-cancelled = Ход отменён.
capture-cancelled = Взятие отменено.
nothing-to-undo = Нечего отменять.
nothing-to-redo = Нечего возвращать.
resignation-taken-back = Сдача отменена: играйте дальше.
draw-taken-back = Согласие на ничью отменено: играйте дальше.
blocked-over = Партия окончена: начните новую или отмените ход.
blocked-computer = Ходит компьютер: подождите или нажмите «Сделать ход сейчас».
blocked-computer-earlier = Этой стороной играет компьютер: перейдите к последнему ходу, чтобы продолжить, или верните свой ход кнопкой «Отменить».
blocked-computer-start = Этой стороной играет компьютер: перейдите к последнему ходу, чтобы продолжить.
analysis-rules-confirm = Новая доска по правилам «{ $rules }» заменит партию на этой доске. Продолжить?
leave-editor = Чтобы сделать ход, выйдите из редактора.
replace-line = Ход { $move } отсюда заменит все следующие ходы. Продолжить?
line-kept = Ходы после этой позиции сохранены.
draw-question = { $name } предлагают ничью. { $otherName }, вы согласны?
draw-declined = { $name } отклонили ничью: играйте дальше.
draw-declined-playing = { $name } отклонили ничью, сделав ход.
draw-finish-capture = Сначала закончите взятие: ничью нельзя заключить посреди хода.
computer-accepts-draw = Компьютер согласен на ничью.
computer-declines-draw = Компьютер отклоняет ничью: играйте дальше.
discard-new-game = Новая партия прервёт текущую. Продолжить?
discard-variant = Смена правил прервёт текущую партию. Продолжить?
discard-layout = Смена расстановки прервёт текущую партию. Продолжить?
discard-position = Загрузка позиции прервёт текущую партию. Продолжить?
discard-preset = Загрузка готовой позиции прервёт текущую партию. Продолжить?
discard-import = Импорт партии прервёт текущую. Продолжить?
discard-editor = Игра с отредактированной позиции прервёт текущую партию. Продолжить?
link-unknown-opponent = В ссылке указан неизвестный противник: играем с другом.
link-replace-saved = Ссылка открывает другую партию. Заменить ею сохранённую партию?
link-replace-game = Ссылка открывает другую партию. Заменить ею вашу партию?
link-failed = Не удалось открыть ссылку: { $problem }.
link-moves-illegal = её ходы не составляют правильную партию из её начальной позиции
engine-refused = Не принято: { $detail }

# Отказы: щелчки (input.js) и набранные ходы (`$reason`: одно из сообщений refusal-).
select-tower-first = Сначала выберите свою шашку.
tower-belongs-to = Это шашка { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
}.
move-illegal = «{ $move }» — здесь так ходить нельзя ({ $reason }).
refusal-malformed-route = «{ $move }» — это не ход: пишите «{ $example }» для хода или «{ $capture }» для взятия.
refusal-not-playable = { $square } — не игровое поле этой доски
refusal-empty-square = на { $square } нет шашки
refusal-opponent-tower = шашка на { $square } — соперника
refusal-land-beyond = чтобы побить эту шашку, нажмите на поле, куда встанет ваша: { $square }
refusal-no-move = у шашки на { $square } нет хода
refusal-capture-compulsory = бить обязательно: шашка на { $square } должна бить
refusal-not-a-destination = шашка не может пойти на { $square }
refusal-backward-move = простая ходит только вперёд, не назад на { $square }
refusal-backward-capture = в этой игре простая не бьёт назад (шашка на { $square })
refusal-own-tower = шашка на { $square } — ваша: бить можно только шашки соперника
refusal-tower-jumped-twice = шашку на { $square } уже перепрыгнули в этом взятии, дважды её бить нельзя
refusal-landing-ends-capture = с поля { $square } взятие не продолжить, а с другого поля на этой линии можно: дамка должна встать туда
refusal-capture-unfinished = взятие не закончено: шашка на { $square } может бить дальше и должна продолжать
refusal-capture-over = взятие заканчивается на { $square }: бить больше нечего
refusal-crown-ends-capture = простая становится дамкой на { $square }, и ход на этом заканчивается
refusal-ambiguous-route = на { $square } заканчиваются несколько взятий: укажите все поля пути
refusal-marked-as-capture = этот ход не взятие: пишите его через «-»
refusal-marked-as-move = этот ход — взятие: пишите его поля через «:»
refusal-game-over = партия окончена

# Страница шашек (controller.js, editor.js).
edit-board = Расставить позицию
play-from-here = Играть с этой позиции
editing-status = Расстановка позиции
editor-man = { $side ->
    [white] Белая
    [red] Красная
   *[black] Чёрная
} простая
editor-king = { $side ->
    [white] Белая
    [red] Красная
   *[black] Чёрная
} дамка
move-example = { $move } или { $capture }, затем Enter
position-copied = Позиция скопирована.
link-copied = Ссылка на партию скопирована.
record-copied = Запись партии скопирована.
copy-by-hand = Нажмите Ctrl+C, чтобы скопировать выделенный текст.
position-loaded = Позиция загружена.
position-empty = Сначала вставьте позицию.
tfen-refused = Позиция не прочитана: { $detail }.
record-unreadable = Запись не читается: { $detail }.
record-first-of-several = В тексте несколько партий: открыта первая.
game-imported = Партия загружена: { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}. Просматривайте её кнопкой › или по списку ходов.
game-imported-result = Партия загружена: { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}, результат { $result }. Просматривайте её кнопкой › или по списку ходов.
import-empty = Сначала вставьте запись партии.
editor-play-starts = Игра начинается с отредактированной позиции.
editor-editing = Редактирование: выберите инструмент и щёлкайте по доске. «Выйти без изменений» вернёт к партии.
editor-cancelled = Редактирование отменено: партия осталась как была.
editor-restore-failed = Не удалось восстановить позицию редактора: { $detail }.
board-cleared = Доска очищена.
standard-set = Начальная расстановка.
edit-undone = Правка отменена.
edit-redone = Правка повторена.
edit-tower-full = в башне на { $square } уже { $max } шашки
edit-light-square = { $square } — светлое поле, шашки стоят только на тёмных
nothing-to-take-back = Здесь нечего отменять.
editor-playable = Позиция готова к игре.
editor-not-playable = Пока нельзя играть: { $problem }.
editor-cannot-play = С этой позиции играть нельзя: { $problem }.
setup-too-many-pieces = у { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
} { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
   *[many] { $count } шашек
}, а в наборе только { $max }
setup-no-pieces = у { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
} нет ни одной шашки для игры
setup-no-move = ход { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
}, а ходить им нечем
setup-off-board = поля { $square } нет на доске
setup-light-square = { $square } — светлое поле, шашки стоят только на тёмных
setup-duplicate-square = поле { $square } указано дважды
setup-empty-tower = на поле { $square } пустая башня
setup-tower-not-allowed = на поле { $square } башня, а в этих правилах башен нет
setup-man-on-promotion-rank = на поле { $square } простая стоит на горизонтали превращения — она уже была бы дамкой

# Почему движок не принял текст (engine/src/web/problem.rs): позицию (TFEN, HFEN), запись партии (PDN).
tfen-missing-colon = позиция начинается с очереди хода и двоеточия, например «W:a1w,c3b»
tfen-bad-side = очередь хода «{ $side }» — не W и не B
tfen-bad-square = элемент «{ $entry }» не начинается с поля доски (от a1 до h8)
tfen-bad-piece = на поле { $square } буква «{ $letter }»; шашка — одна из букв w, W, b, B
tfen-tower-too-high = в башне на { $square } больше { $max } шашек
pdn-unsupported-variant = PDN FEN читается только для русских и английских шашек
pdn-bad-side = очередь хода «{ $side }» — не W и не B
pdn-bad-section = часть «{ $section }» должна начинаться с W или B
pdn-bad-square = «{ $square }» — не номер поля от 1 до 32
record-bad-tag = тег «{ $tag }» пишется так: [Name "value"]
record-unknown-game-type = GameType «{ $value }» — ни 25 (русские шашки), ни 21 (английские шашки), ни bashni, bashni-classic, lasca
record-bad-fen = её FEN «{ $fen }» не принят: { $problem }
record-unclosed = скобка «{ $mark }» нигде не закрыта
record-move-illegal = ход { $number }{ $dots } ({ $move }) в этой позиции невозможен — { $problem }
record-move-malformed = ход { $number }{ $dots } ({ $move }) — не ход (пишите c3-d4, c3:e5:g7 или 11-15, 22x15)
record-move-ambiguous = ход { $number }{ $dots } ({ $move }) соответствует нескольким взятиям: укажите все поля пути
hfen-shape = позиция пишется как СТОРОНА:ШАРЫ:ПОТЕРИ, например «B:a1b,i9w:0-0»
hfen-bad-side = очередь хода «{ $side }» — не B и не W
hfen-off-board = «{ $entry }» — не клетка доски (от a1 до i9)
hfen-duplicate = клетка { $cell } указана дважды
hfen-bad-color = у «{ $entry }» цвет не b и не w
hfen-too-many-marbles = { $side ->
    [white] белых
   *[black] чёрных
} шаров на доске и вытолкнутых больше { $max }
hfen-bad-lost = вытолкнутые шары «{ $lost }» — это два числа от 0 до { $max }, например «0-0»
hex-edit-too-many-marbles = у { $side ->
    [white] белых
   *[black] чёрных
} уже все { $max } шаров (на доске и вытолкнутые): сначала уберите один
hex-edit-too-many-lost = вытолкнуть можно не больше { $max } шаров
hex-setup-decided = { $side ->
    [white] белые
   *[black] чёрные
} уже потеряли { $max } шаров: партия окончена
hex-setup-no-move = ход { $side ->
    [white] белых
   *[black] чёрных
}, а ходить им нечем
hex-setup-no-marbles = у { $side ->
    [white] белых
   *[black] чёрных
} нет ни одного шара на доске
hex-board-cleared = Доска очищена: вытолкнутые шары остались в счёте.
hex-layout-position = Своя позиция

# Компьютер (computer.js, opponent.js).
computer-failed = Компьютер не смог сделать ход: { $detail }
computer-no-move-yet = Компьютер ещё не нашёл ход.
hint-looking = Ищу хороший ход…
hint-move = Подсказка: { $move }.
hint-failed = Подсказки нет: { $detail }
analysis-eval-man = Оценка в шашках, со стороны белых
analysis-eval-marble = Оценка в шарах, со стороны белых
analysis-win = { $name } выигрывают за { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}
search-stopped = поиск остановлен
# A position chosen from the preset menu: its name, then what it shows.
preset-loaded = { $title }: { $text }

# Хекспуш (hexpush.js, hexinput.js, hexboard.js).
hex-lost = Вытолкнутые шары
hex-black-lost = Вытолкнуто чёрных шаров:
hex-white-lost = Вытолкнуто белых шаров:
hex-lost-count = { $lost } из { $count }
marble-of = { $side ->
    [white] белый
   *[black] чёрный
} шар
cell-move = ход { $move }
hex-tap-again = { $preview } Нажмите ещё раз, чтобы сыграть.
hex-let-go = { $preview } Отпустите, чтобы сыграть.
selection-cleared = Выбор снят.
hex-line-too-long = Вместе ходят не больше 3 шаров: в этой линии { $count }.
hex-no-move = У этого нет хода.
hex-marble-of = Это шар { $side ->
    [white] белых
   *[black] чёрных
}.
hex-select-first = Сначала выберите свой шар.
hex-move-malformed = «{ $move }» — это не ход: укажите последний шар и куда он идёт («a1b2») или два конца линии и куда встаёт первый («c3c4d3»)
hex-move-illegal = «{ $move }» — здесь так ходить нельзя
hex-move-sideways = { $move }: { $count ->
    [one] { $count } шар идёт
    [few] { $count } шара идут
   *[many] { $count } шаров идут
} вбок.
hex-move-inline = { $move }: { $count ->
    [one] { $count } шар сдвигается
    [few] { $count } шара идут вдоль своей линии
   *[many] { $count } шаров идут вдоль своей линии
}.
hex-move-push = { $move }: { $count } шара толкают { $pushed ->
    [one] { $pushed } шар
    [few] { $pushed } шара
   *[many] { $pushed } шаров
} { $other ->
    [white] белых
   *[black] чёрных
}.
hex-move-push-off = { $move }: { $count } шара толкают { $pushed ->
    [one] { $pushed } шар
    [few] { $pushed } шара
   *[many] { $pushed } шаров
} { $other ->
    [white] белых
   *[black] чёрных
}, и один вылетает с доски!

# Успехи в курсе на главной (progress.js).
progress-stars = { $stars } из 3 звёзд
progress-level = Доска { $number }: звёзд { $stars } из 3
progress-level-open = Доска { $number }: ещё не решена
progress-boards = { $done } из { $count ->
    [one] { $count } доски
   *[other] { $count } досок
}
progress-boards-solved = решено досок: { $done } из { $count }
progress-lessons = Пройдено уроков: { $done } из { $count }.

moves-count = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}

# Партия урока против компьютера (course-game.js) и следующий уровень на плашке результата (shell.js).
course-game-label = Целая партия
course-game-goal = Сыграйте целую партию против компьютера, уровень { $level }.
course-game-side = Вы играете { $side ->
    [white] белыми
    [red] красными
   *[black] чёрными
}, с начальной позиции, на странице игры. Любой исход — победа, ничья или поражение — засчитывается по окончании партии; сдача или ничья по соглашению — когда сыграно по десять ходов.
course-game-play = Сыграть партию
course-game-again = Сыграть ещё раз
course-game-win = Вы выиграли партию на уровне { $level }!
course-game-draw = Партия на уровне { $level } закончилась вничью.
course-game-loss = Вы проиграли партию на уровне { $level }: каждая партия чему-то учит. Сыграйте ещё раз или попробуйте следующий уровень.
next-level = Попробовать уровень { $level }
course-game-counted = Эта партия засчитана в урок.
course-game-too-short = Партия, сданная или завершённая ничьей по соглашению в первые { $moves } ходов, не засчитывается в урок: сыграйте партию подольше.
course-game-back = Вернуться к уроку

# Тренажёр координат (coordinates.js).
trainer-label = Тренажёр координат
trainer-goal = Найдите поле.
trainer-how-letters = Появится название поля — нажмите на это поле. Буквы обозначают вертикали слева направо (a–h), цифры — горизонтали со стороны белых (1–8).
trainer-how-numbers = Появится номер — нажмите на его поле. Тёмные поля пронумерованы от 1 до 32 по рядам, со стороны красных.
trainer-time = Осталось времени
trainer-start = Начать (30 секунд)
trainer-restart = Начать заново
trainer-again = Ещё раз
trainer-flip = Перевернуть доску
trainer-best = Рекорд: { $best }
trainer-score = Найдено: { $score }
trainer-missed = Это поле { $square }.
trainer-press-start = Нажмите «Начать»: часы идут 30 секунд.
trainer-result = Время! Найдено полей: { $score }. Ваш рекорд: { $best }.
trainer-new-best = Время! Найдено полей: { $score } — это ваш новый рекорд.

# Lesson boards (lesson.js) and the index's continue link (continue.js).
lesson-board-label = Доска { $number }
lesson-hint = Подсказка
lesson-retry = Ещё раз
lesson-start-over = Сначала
lesson-next-board = Следующая доска →
lesson-see-result = Ваш результат →
lesson-unsolved-board = К нерешённой доске →
lesson-unwatched-demo = К непросмотренному показу →
lesson-play-out = Доиграть на странице игры
lesson-play-computer = Доиграть с компьютером
lesson-analyse = Разобрать на доске анализа
lesson-play = Показать
lesson-pause = Пауза
lesson-demo-steps = Ходы показа
lesson-demo-first = В начало
lesson-demo-previous = Предыдущий ход
lesson-demo-next = Следующий ход
lesson-demo-last = В конец
lesson-watch = Показ: { $goal }.
lesson-press-play = Нажмите «Показать» или листайте ходы кнопками ‹ и ›.
lesson-goal = Задача: { $goal }.
lesson-to-play = Ход { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
}.
lesson-already-solved = Решено! Нажмите «Сначала», чтобы сыграть ещё раз, или переходите к следующей доске.
lesson-solved-before = Решено в прошлый раз: сыграйте ещё раз или идите дальше.
lesson-press-retry = Нажмите «Ещё раз», чтобы взять ход назад.
lesson-demo-press-play = Это показ: нажмите «Показать», чтобы посмотреть.
lesson-tap-again = Нажмите ещё раз, чтобы сделать ход.
lesson-against-rules = Это против правил. { $rule }
lesson-rule-capture-compulsory = { $towers ->
    [yes] Бить обязательно: если какая-то ваша башня может бить, нужно бить.
   *[no] Бить обязательно: если какая-то ваша шашка может бить, нужно бить.
}
lesson-rule-capture-unfinished = { $towers ->
    [yes] Взятие не закончено: ход кончается, только когда бьющей башне больше нечего бить.
   *[no] Взятие не закончено: ход кончается, только когда бьющей шашке больше нечего бить.
}
lesson-rule-tower-jumped-twice = { $towers ->
    [yes] Серую башню нельзя перепрыгнуть второй раз: она стоит на месте целиком, пока взятие не закончится.
   *[no] Серую шашку нельзя перепрыгнуть второй раз: она стоит на месте, пока взятие не закончится.
}
lesson-rule-landing-ends-capture = Дамка должна встать туда, откуда взятие продолжается: с одного из других полей ей есть что бить дальше.
lesson-rule-crown-ends-capture = Простая, дошедшая до последней горизонтали во время взятия, становится дамкой, и здесь взятие заканчивается.
lesson-rule-backward-capture = В этих правилах простые бьют только вперёд.
lesson-good = Хорошо: { $move }. Теперь ответ…
lesson-keep-going = Ответ: { $reply }. Ход { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
}: продолжайте.
lesson-not-quite = Не совсем. { $why }
lesson-not-the-goal = Этот ход не ведёт к цели.
lesson-offer-draw = Предложить ничью
lesson-resign = Сдаться
lesson-not-the-answer = Здесь ответ другой.
lesson-decision-hint = На этот раз ответ — не ход: посмотрите на кнопки под доской.
lesson-your-turn = Снова ваш ход.
lesson-look-at = Посмотрите на { $square }.
lesson-hint-move = Ход: { $move }.
lesson-try-from-start = Попробуйте сначала.
lesson-done = Готово.
lesson-solved = Решено!
lesson-well-done = Отлично.
lesson-stars = { $stars ->
    [one] { $stars } звезда из 3
    [few] { $stars } звезды из 3
   *[many] { $stars } звёзд из 3
}
lesson-complete = Урок пройден: { $stars }
lesson-score = В этом уроке: { $earned } из { $possible ->
    [one] { $possible } звезды
   *[other] { $possible } звёзд
}.
lesson-next-lesson = Следующий урок: { $title } →
lesson-course-done = Это был последний урок: назад к курсу →
index-continue = Продолжить с того места, где вы остановились: { $title } →

nav-puzzles = Задачи
game-puzzles-link = Задачи по этой игре
variant-hexpush = Hexpush
puzzles-title = Задачи: { $game }
puzzles-description = Задачи по игре «{ $game }», найденные движком в настоящих партиях: найдите единственный хороший ход; ваш рейтинг хранится на этом устройстве.
puzzles-games = Задачи по играм
puzzle-id = Задача
puzzle-rating = рейтинг
puzzle-your-rating = Ваш рейтинг:
puzzle-rule = Неверный ход или подсказка — и задача засчитывается как нерешённая.
puzzle-streak = Серия:
puzzle-streak-count = { $count } (лучшая { $best })
puzzle-next = Следующая задача
puzzle-daily = Задача дня
puzzle-mode = Режим
puzzle-mode-rated = С рейтингом: по вашему уровню
puzzle-mode-streak = Серия: до ошибки, без рейтинга
puzzle-theme = Тема
puzzle-theme-any = Любая тема
puzzle-count = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[many] { $count } задач
} в этом наборе.
puzzle-history = Ваши последние задачи
puzzle-count-played = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[many] { $count } задач
} { $theme ->
    [yes] в этой теме
   *[no] в этом наборе
}, пройдено: { $played }.
puzzle-all-played = Вы прошли все задачи { $theme ->
    [yes] этой темы
   *[no] этого набора
}: они будут повторяться, без рейтинга.
puzzle-played-before = уже пройдена: рейтинг не меняется
puzzle-streak-unrated = серия не влияет на рейтинг
puzzle-see-solution = Показать решение
puzzle-your-move = Ваш ход, { $side ->
    [white] белые
    [red] красные
   *[black] чёрные
}.
puzzle-find-best = Найдите единственный хороший ход.
puzzle-wrong = Не то. Попробуйте ещё раз или посмотрите решение.
puzzle-solved = Решено!
puzzle-solved-with-help = Решено, но после ошибки или подсказки: задача засчитана как нерешённая.
puzzle-solved-practice = Решено, для тренировки: задача засчитана как нерешённая.
puzzle-streak-leave = Оставить задачу нерешённой? Ваша серия ({ $count }) на этом закончится.
puzzle-hex-doomed = { $count ->
    [one] Шар соперника уже не спасти: он будет вытолкнут с доски.
   *[other] Два шара соперника уже не спасти: они будут вытолкнуты с доски.
}
puzzle-solution-shown = Решение: { $moves }. Задача засчитана как нерешённая.
puzzle-solution-playing = Решение, ход за ходом. Эта задача засчитана как нерешённая.
puzzle-missed-practice = Засчитана как нерешённая: доиграйте её для тренировки.
puzzle-rating-note = Ваш рейтинг: { $rating } ({ $change }).
puzzle-done = Задача окончена.
puzzle-done-next = Переходите к следующей или доиграйте позицию.
theme-capture-chain = Цепочка взятий (3+)
theme-shot = Удар: отдать одну, взять больше
theme-promotion-mid-capture = Превращение в дамку посреди взятия
theme-turkish-strike = Турецкий удар
theme-breakthrough = Прорыв в дамки
theme-liberation = Освобождение своих шашек
theme-ownership-flip = Башня меняет хозяина
theme-tower-of-3 = Взята башня из 3+
theme-push-off = Выталкивание
theme-double-push-off = Двойное выталкивание
theme-broadside = Боковой ход
analysis-title = Доска анализа
analysis-description = Просматривайте партию с оценкой движка и лучшим вариантом, пробуйте другие ходы и разбирайте всю партию.
analysis-infinite = Анализировать позицию
analysis-back-to-game = Вернуться к партии
analysis-open-game = Открыть на странице игры
analysis-open-heading = Открыть партию или позицию
analysis-open-label = Вставьте запись партии (PDN) или позицию (TFEN) по правилам, выбранным выше
analysis-open-heading-hexpush = Открыть позицию
analysis-open-label-hexpush = Вставьте позицию (HFEN)
analysis-open-empty = Сначала вставьте запись партии или позицию.
analysis-open-empty-hexpush = Сначала вставьте позицию.
analysis-variation = Вариант: { $moves }
analysis-link = Доска анализа и разбор партии
review-game = Разобрать партию
review-better = Лучше: { $move }
review-judgement = { $move }: { $kind ->
    [inaccuracy] неточность.
    [mistake] ошибка.
   *[blunder] грубая ошибка.
}
review-graph = График оценки
review-side = { $name }: неточностей — { $inaccuracies }, ошибок — { $mistakes }, грубых ошибок — { $blunders }, точность { $accuracy } %.
analysis-best-lines = Лучшие варианты
analysis-lines-depth = Лучшие варианты, глубина { $depth }
lesson-puzzles-link = Закрепите урок: задачи из настоящих партий
learn-mistakes = Работа над ошибками
learn-find = { $kind ->
    [blunder] Грубая ошибка
   *[mistake] Ошибка
} ({ $number } из { $count }). Здесь { $side ->
    [white] белые
    [red] красные
   *[black] чёрные
} сыграли { $move }: найдите ход лучше.
learn-not-it = Не { $move }: попробуйте ещё раз или нажмите «Работа над ошибками», чтобы перейти к следующей.
learn-stepped-away = Вы ушли от { $kind ->
    [blunder] грубой ошибки
   *[mistake] ошибки
} { $number }: «Работа над ошибками» вернёт вас к ней.
learn-good = Да: { $move } — хороший ход. Дальше: «Работа над ошибками».
learn-good-last = Да: { $move } — хороший ход. Это была последняя ошибка.
review-annotated = Партия с комментариями (PDN)
review-download = Скачать
analysis-title-hexpush = Доска анализа: Hexpush
matchup = Вы играете { $side ->
    [white] белыми
    [red] красными
   *[black] чёрными
} · Компьютер, уровень { $level }
to-move-must-capture = Ход { $side ->
    [white] белых
    [red] красных
   *[black] чёрных
}: бить обязательно
draw-considering = Компьютер обдумывает ваше предложение…
language-offer-close = Закрыть
pdn-event = Товарищеская партия
pdn-site = Башни, без интернета
pdn-computer = Компьютер, уровень { $level }
pdn-player = Игрок
link-move-refused = Ход { $number } из ссылки, { $move }, здесь невозможен: партия показана до предыдущего хода.
saved-move-refused = Ход { $number } сохранённой партии, { $move }, здесь невозможен: партия сохранена до предыдущего хода.
result-recorded-win = { $winnerName } выиграли, как записано в партии
result-recorded-draw = Ничья, как записано в партии
setup-unknown-variant = на сайте нет правил под названием { $variant }
edit-unknown-tool = в редакторе нет инструмента { $tool }
link-position-differs = Позиция в ссылке не следует из её ходов: показана партия по этим ходам.
record-too-many-tags = в ней больше { $max } тегов
