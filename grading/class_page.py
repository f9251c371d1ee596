"""Description: the class report's page: one self-contained HTML file (its style inline, each
lesson's score distribution an inline SVG, no script), read before a lecture.

Words come from class_words.py in the language asked for; every text from the results (ids,
test titles, hints) is escaped here, in one place (esc)."""
import html

import class_results as cr
from class_summary import histogram
from class_words import word
from language import CHINESE

WHO_SHOWN = 12  # students named in a mistake's row; the CSV names them all
TESTS_SHOWN = 3  # tests named in a mistake's row, those that caught it most first
STYLE = """
body{font:15px/1.45 system-ui,"Noto Sans CJK SC","Noto Sans",sans-serif;margin:2em auto;
max-width:64em;padding:0 1em;color:#222}
h1{margin-bottom:.2em}h2{margin-top:2em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;margin:.6em 0}
th,td{padding:.25em .6em;border-bottom:1px solid #e4e4e4;text-align:left;vertical-align:top}
th{background:#f4f4f4}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
td:first-child{white-space:nowrap}
td.zero{color:#aaa}.note{color:#555;font-size:.92em}.who{font-size:.9em;color:#444}
.id{white-space:nowrap}
.count{font-weight:bold;font-size:1.1em}.lesson{display:flex;gap:2em;flex-wrap:wrap}
code{background:#f4f4f4;padding:0 .2em}
"""


def esc(text):
    return html.escape(str(text), quote=True)


def _cell_text(x):
    if x is None:
        return "-"
    return f"{x:g}" if isinstance(x, float) else str(x)


def svg_histogram(lesson, language, width=360, height=170):
    """The lesson's score distribution: ten bars, 0-10% ... 90-100% of its points."""
    counts = histogram(lesson.scores, lesson.max_score)
    top = max(counts) or 1
    left, right, bottom, plot_h = 34, 20, 34, height - 34 - 12
    bar_w = (width - left - right) / len(counts)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'role="img" aria-label="{esc(word("distribution", language, lesson=lesson.lesson))}"'
             f' font-size="11" font-family="sans-serif">']
    for i, count in enumerate(counts):
        h = plot_h * count / top
        x, y = left + i * bar_w, height - bottom - h
        label = word("bar_label", language, count=count, low=i * 10, high=i * 10 + 10)
        parts.append(f'<rect x="{x + 1:.1f}" y="{y:.1f}" width="{bar_w - 2:.1f}" '
                     f'height="{h:.1f}" fill="#4a7fb5"><title>{esc(label)}</title></rect>')
        if count:
            parts.append(f'<text x="{x + bar_w / 2:.1f}" y="{y - 2:.1f}" '
                         f'text-anchor="middle">{count}</text>')
    axis_y = height - bottom
    parts.append(f'<line x1="{left}" y1="{axis_y}" x2="{width - right}" y2="{axis_y}" '
                 f'stroke="#333"/>')
    for i in range(0, 11, 2):
        parts.append(f'<text x="{left + i * bar_w:.1f}" y="{axis_y + 13}" '
                     f'text-anchor="middle">{i * 10}%</text>')
    parts.append(f'<text x="{left + (width - left - right) / 2:.1f}" y="{height - 4}" '
                 f'text-anchor="middle">'
                 f'{esc(word("axis_points", language, max=_cell_text(lesson.max_score)))}</text>')
    parts.append(f'<text x="10" y="{12 + plot_h / 2:.1f}" text-anchor="middle" '
                 f'transform="rotate(-90 10 {12 + plot_h / 2:.1f})">'
                 f'{esc(word("axis_students", language))}</text>')
    parts.append("</svg>")
    return "".join(parts)


class Raw(str):
    """A cell already written as HTML."""


def _table(head, rows, numeric=()):
    out = ["<table><tr>"]
    out += [f'<th class="{"n" if i in numeric else ""}">{esc(h)}</th>'
            for i, h in enumerate(head)]
    out.append("</tr>")
    for row in rows:
        out.append("<tr>")
        for i, cell in enumerate(row):
            classes = ("n" if i in numeric else "") + (" zero" if cell in (0, "0") else "")
            text = cell if isinstance(cell, Raw) else esc(_cell_text(cell))
            out.append(f'<td class="{classes.strip()}">{text}</td>')
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def overview(summary, language):
    states = [s for s in cr.STATES if s != cr.GRADED]
    head = [word("lesson", language), word("students", language), word("points", language),
            word("median", language), word("full_marks", language)] + \
        [word(f"state.{s}", language) for s in states]
    rows = []
    for l in summary.lessons:
        full = sum(1 for s in l.scores if l.max_score and s >= l.max_score)
        rows.append([l.lesson, len(l.scores), l.max_score, l.median, full] +
                    [l.states.get(s, 0) for s in states])
    return (f'<h2 id="overview">{esc(word("overview", language))}</h2>' +
            _table(head, rows, numeric=range(1, len(head))) +
            f'<p class="note">{esc(word("states_note", language))}</p>')


def _who(ids, language):
    shown = ", ".join(f'<span class="id">{esc(i)}</span>' for i in ids[:WHO_SHOWN])
    if len(ids) > WHO_SHOWN:
        shown += " " + esc(word("more", language, count=len(ids) - WHO_SHOWN))
    return Raw(f'<span class="who">{shown}</span>')


def _tests(counter, language):
    """The tests that caught a mistake, most students first, TESTS_SHOWN of them."""
    ranked = counter.most_common()
    shown = "<br>".join(esc(t) for t, _ in ranked[:TESTS_SHOWN])
    if len(ranked) > TESTS_SHOWN:
        shown += "<br>" + esc(word("more_tests", language, count=len(ranked) - TESTS_SHOWN))
    return Raw(shown)


def lesson_section(lesson, language):
    hint_text = (lambda h: h.chinese) if language == CHINESE else (lambda h: h.english)
    out = [f'<h2 id="lesson-{esc(lesson.lesson)}">{esc(lesson.lesson)}</h2>',
           '<div class="lesson"><div>', svg_histogram(lesson, language), "</div>",
           f'<div><h3>{esc(word("failed_tests", language))}</h3>',
           _table([word("test", language), word("failed_by", language)],
                  lesson.failed_tests, numeric=(1,)), "</div></div>",
           f'<h3>{esc(word("mistakes", language))}</h3>']
    if not lesson.mistakes:
        out.append(f'<p>{esc(word("no_mistakes", language))}</p>')
        return "".join(out)
    counted = lesson.counted
    rows = [[Raw(f'<span class="count">{len(m.students)}</span><br><span class="note">'
                 f'{esc(word("of_students", language, total=counted))}</span>'),
             hint_text(m.hint), _tests(m.tests, language), _who(m.students, language)]
            for m in lesson.mistakes]
    out.append(_table([word("students", language), word("hint", language),
                       word("caught_by", language), word("who", language)], rows,
                      numeric=(0,)))
    out.append(f'<p class="note">{esc(word("mistakes_note", language))}</p>')
    return "".join(out)


def slow_section(summary, language, factor):
    out = [f'<h2 id="slow">{esc(word("slow", language, factor=factor))}</h2>']
    if not summary.slow:
        return out[0] + f'<p>{esc(word("no_slow", language))}</p>'
    rows = [[s.student, s.lesson, f"{s.cpu_seconds:.2f} s", f"{s.reference_cpu_seconds:.2f} s",
             f"{s.ratio:.1f}x"] for s in summary.slow]
    out.append(_table([word("student", language), word("lesson", language),
                       word("cpu", language), word("reference", language),
                       word("times", language)], rows, numeric=(2, 3, 4)))
    return "".join(out)


def page(summary, language, source, factor, anonymized=False):
    """The whole page as text."""
    lang_attr = "zh-CN" if language == CHINESE else "en"
    title = word("title", language)
    subtitle = word("subtitle", language, students=len(summary.students),
                    lessons=len(summary.lessons), source=source)
    links = [("overview", word("overview", language))] + \
        [(f"lesson-{l.lesson}", l.lesson) for l in summary.lessons] + \
        [("slow", word("slow_link", language))]
    out = [f'<!DOCTYPE html><html lang="{lang_attr}"><head><meta charset="utf-8">',
           f"<title>{esc(title)}</title><style>{STYLE}</style></head><body>",
           f"<h1>{esc(title)}</h1>",
           f'<p>{esc(subtitle)}</p>']
    if anonymized:
        out.append(f'<p class="note">{esc(word("anonymized", language))}</p>')
    out.append(f'<p class="note">{esc(word("contents", language))} ' + " · ".join(
        f'<a href="#{esc(anchor)}">{esc(text)}</a>' for anchor, text in links) + "</p>")
    out.append(overview(summary, language))
    out += [lesson_section(l, language) for l in summary.lessons]
    out.append(slow_section(summary, language, factor))
    out.append(f'<h2>{esc(word("files", language))}</h2><ul>' + "".join(
        f"<li>{esc(word(k, language))}</li>" for k in
        ("file.gradebook", "file.lessons", "file.mistakes", "file.tests", "file.slow")) +
        "</ul>")
    if summary.notes:
        out.append(f'<h2>{esc(word("skipped", language))}</h2><ul>' +
                   "".join(f"<li>{esc(n)}</li>" for n in summary.notes) + "</ul>")
    out.append("</body></html>\n")
    return "".join(out)
