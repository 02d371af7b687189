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
page-game-title = { $title } — игра на одном устройстве
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

## rule sets

variant-bashni = Башни
variant-bashni-classic = Классические башни
variant-russian = Русские шашки
variant-english = Английские шашки
variant-lasca = Ласка

## game pages

board = Доска
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
edit-board = Расставить позицию
keys-draughts = Клавиши: <kbd>Ctrl</kbd>+<kbd>Z</kbd> — отменить, <kbd>Ctrl</kbd>+<kbd>Y</kbd> — вернуть, <kbd>F</kbd> — перевернуть доску, <kbd>Esc</kbd> — отменить выбор, <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd> — листать ходы, стрелки и <kbd>Enter</kbd> — на доске.
keys-hexpush = Клавиши: <kbd>Ctrl</kbd>+<kbd>Z</kbd> — отменить, <kbd>Ctrl</kbd>+<kbd>Y</kbd> — вернуть, <kbd>Esc</kbd> — снять выделение, <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd> — листать ходы, стрелки и <kbd>Enter</kbd> — на доске.
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
side-white = Белые
side-black = Чёрные
editor-undo = Отменить правку
editor-redo = Вернуть правку
editor-cancel = Выйти без изменений
editor-help = Нажмите на поле, чтобы положить шашку на верх его башни. «Играть отсюда» начинает партию с этой позиции; «Выйти без изменений» возвращает партию как была.
move = Ход
move-placeholder-draughts = c3-d4 или c3:e5:g7, затем Enter
move-placeholder-hexpush = a1b2 или c3c4d3, затем Enter
setup-heading = Позиция и записи
rule-set = Правила
preset = Готовая позиция
preset-choose = Выберите позицию…
tfen = Позиция (TFEN)
copy = Копировать
tfen-paste = Вставить позицию (TFEN)
load = Загрузить
share = Ссылка на партию
export-pdn = Экспорт в PDN
share-link = Ссылка на эту партию
import-heading = Загрузить партию
import-label = Вставьте запись партии (PDN; формат записи описан в правилах)
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
hint = Подсказка
analysis = Анализ
analysis-eval = Оценка в шашках, со стороны белых
analysis-depth = глубина

## hexpush

hex-lost = Вытолкнутые шары
hex-black-lost = Чёрные потеряли
hex-white-lost = Белые потеряли
hex-lost-count = { $lost } из { $count }
hex-layout = Расстановка
hex-layout-standard = Стандартная
hex-layout-belgian = Бельгийская ромашка
hex-layout-german = Немецкая ромашка
hfen = Позиция (HFEN)

## page scripts

moves-count = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}
