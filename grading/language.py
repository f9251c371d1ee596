"""Description: the language the grade report is read in, chosen as the kit's C++ side chooses it
(core/include/npuzzle/language.hpp): English, or Chinese for a student who asks for it
(--lang zh-CN, NPUZZLE_LANG=zh-CN, or a locale such as LANG=zh_CN.UTF-8). An edition released in
Chinese (`kit release --lang zh-CN`) holds a file .npuzzle-lang at its root saying `zh-CN`: it
speaks Chinese whatever the locale (C.UTF-8, the default of WSL, Docker and most ssh sessions,
too), and NPUZZLE_LANG=en still switches it back. A text that students read holds both languages
in one place (Text), so neither can be added alone; docs/glossary.md fixes the Chinese terms.

Columns: a terminal shows a CJK character two columns wide, so a table with Chinese in it is
padded by display width (display_width, pad_left, pad_right), never by len()."""
import os
import pathlib
import typing

ENGLISH = "en"
CHINESE = "zh-CN"
LOCALE = ("LC_ALL", "LC_MESSAGES", "LANG")  # read after NPUZZLE_LANG and the edition's file
EDITION_FILE = ".npuzzle-lang"  # at an edition's root: the language it was released in
EDITION = pathlib.Path(__file__).resolve().parent.parent  # the kit or edition holding grading/


def from_tag(tag):
    """"zh-CN", "zh_CN.UTF-8", "zh" -> CHINESE; anything else (en, C, POSIX, "") -> ENGLISH."""
    return CHINESE if (tag or "")[:2].lower() == "zh" else ENGLISH


def edition_tag(root=None):
    """The first line of the edition's .npuzzle-lang ("zh-CN"), or "" when it has none."""
    try:
        with open(pathlib.Path(root or EDITION) / EDITION_FILE, encoding="utf-8") as handle:
            return handle.readline().strip()
    except (OSError, UnicodeDecodeError):
        return ""


def reading_language(environ=None, root=None):
    """NPUZZLE_LANG when it is set, else the edition's language (.npuzzle-lang at `root`, the
    edition holding this file by default), else the first of LC_ALL, LC_MESSAGES, LANG that is
    set: the order the C++ side reads (tests/support/words.hpp)."""
    environ = os.environ if environ is None else environ
    asked = environ.get("NPUZZLE_LANG")
    if asked:
        return from_tag(asked)
    released = edition_tag(root)
    if released:
        return from_tag(released)
    for name in LOCALE:
        value = environ.get(name)
        if value:
            return from_tag(value)
    return ENGLISH


def choose(tag=None, environ=None):
    """The language asked for (tag, as --lang gives it, wins over the environment), written to
    NPUZZLE_LANG so that every program started from here (the judges, the test programs, whose
    hints follow it) reads in the same language."""
    environ = os.environ if environ is None else environ
    language = from_tag(tag) if tag else reading_language(environ)
    environ["NPUZZLE_LANG"] = language
    return language


class Text(typing.NamedTuple):
    """One text in both languages."""
    english: str
    chinese: str

    def in_(self, language):
        return self.chinese if language == CHINESE else self.english


def pick(language, english, chinese):
    return Text(english, chinese).in_(language)


# East Asian Wide and Fullwidth ranges the kit's texts use (CJK ideographs, punctuation, kana,
# Hangul, full-width forms): the same ranges as language.cpp's wide().
_WIDE = ((0x1100, 0x115F), (0x2E80, 0x303E), (0x3041, 0x33FF), (0x3400, 0x4DBF),
         (0x4E00, 0x9FFF), (0xA000, 0xA4CF), (0xAC00, 0xD7A3), (0xF900, 0xFAFF),
         (0xFE30, 0xFE4F), (0xFF00, 0xFF60), (0xFFE0, 0xFFE6), (0x20000, 0x3FFFD))


def _wide(char):
    code = ord(char)
    return any(low <= code <= high for low, high in _WIDE)


def display_width(text):
    """The columns `text` takes in a terminal: CJK characters and full-width forms take two."""
    return sum(2 if _wide(c) else 1 for c in str(text))


def pad_right(text, columns):
    """`text` followed by spaces up to `columns` display columns; never cut."""
    text = str(text)
    return text + " " * max(0, columns - display_width(text))


def pad_left(text, columns):
    """`text` preceded by spaces up to `columns` display columns; never cut."""
    text = str(text)
    return " " * max(0, columns - display_width(text)) + text
