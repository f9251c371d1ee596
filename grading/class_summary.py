"""Description: the class at a glance, as numbers: per lesson the scores, their median and how
many students did not start, did not compile, timed out or were refused; the named mistakes
(each hint a failed test showed is one misconception) ranked by how many students made them;
the tests failed most often; the lessons far slower than the reference; the gradebook.

A hint is matched to its definition in the tests by where the test reported it (the reason's
"at", a file and line that tests/tools/hint_table.py knows for each NPUZZLE_HINT*_IF), never by
its words: the same mistake counts once whatever language the class was graded in and whatever
values the test streamed into it; a hint without a known place counts under its own words.
Time: one pass over the results, linear in the failed tests (1,000 submissions: see
bench/class_report_bench.py)."""
import collections
import dataclasses
import statistics

import class_results as cr

SLOW_FACTOR = 5.0  # a lesson this many times the reference's CPU is "much slower"
LEAST_CPU = 0.05  # CPU seconds below which a ratio says nothing (the clock's grain)
TOP_TESTS = 10  # tests shown per lesson in "most often failed"
COUNTED = (cr.GRADED, cr.TIMED_OUT)  # the lessons whose failures say what was misunderstood


@dataclasses.dataclass
class Hint:
    english: str
    chinese: str
    sites: tuple = ()  # (file, first line, last line) of each NPUZZLE_HINT*_IF that shows it


def hint_definitions(table):
    """Hints of hint_table.read_table (dicts with english, chinese and sites)."""
    return [Hint(d["english"], d["chinese"], tuple(tuple(site) for site in d.get("sites", ())))
            for d in table]


class HintMatcher:
    """A shown hint -> its Hint: the definition whose NPUZZLE_HINT*_IF stands where the test
    reported it (the reason's "at", file:line, as data), else one made of its own words."""

    def __init__(self, definitions):
        self.by_file = collections.defaultdict(list)
        for d in definitions:
            for file, first, last in d.sites:
                self.by_file[file].append((first, last, d))
        self.seen = {}

    def __call__(self, text, at=""):
        key = (text.strip(), at)
        if key not in self.seen:
            file, _, line = at.rpartition(":")
            found = next((d for first, last, d in self.by_file.get(file, ())
                          if line.isdigit() and first <= int(line) <= last), None)
            self.seen[key] = found or Hint(key[0], key[0])
        return self.seen[key]


@dataclasses.dataclass
class Mistake:
    lesson: str
    hint: Hint
    students: list  # ids, each once
    tests: collections.Counter  # test title -> students whose failure of it showed the hint


@dataclasses.dataclass
class LessonSummary:
    lesson: str
    max_score: float
    scores: list  # one per student who has a result of the lesson
    states: collections.Counter  # class_results state -> students
    mistakes: list  # Mistake, most students first
    failed_tests: list  # (title, students), most first, TOP_TESTS at most

    @property
    def counted(self):
        """Students whose failures count towards the mistakes (summarize_lesson's)."""
        return sum(n for state, n in self.states.items() if state in COUNTED)

    @property
    def median(self):
        return statistics.median(self.scores) if self.scores else None


@dataclasses.dataclass
class Slow:
    student: str
    lesson: str
    cpu_seconds: float
    reference_cpu_seconds: float

    @property
    def ratio(self):
        return self.cpu_seconds / self.reference_cpu_seconds


@dataclasses.dataclass
class ClassSummary:
    students: list  # class_results.Student
    lessons: list  # LessonSummary, in lesson order
    slow: list  # Slow, slowest first
    notes: list  # what the reader skipped, and why


def _hints(failure):
    return [(r.get("text", ""), r.get("at", "")) for r in failure.reasons
            if r.get("kind") == "check.hint"]


def summarize_lesson(lesson, results, match, title=None):
    """One lesson's LessonSummary from [(student id, class_results.LessonResult)]; tests are
    counted by their id and shown by title(lesson, id) (default: the title in the results)."""
    states = collections.Counter(r.state for _, r in results)
    scores = [r.score for _, r in results if r.state != cr.NOT_GRADED]
    max_score = max((r.max_score for _, r in results), default=0)
    mistakes, failed, recorded = {}, collections.Counter(), {}
    for sid, r in results:
        if r.state not in COUNTED:
            continue  # their failures say nothing of what the student understood
        for f in r.failures:
            recorded.setdefault(f.test, f.title)
        for test in {f.test for f in r.failures}:
            failed[test] += 1
        for f in r.failures:
            for text, at in _hints(f):
                hint = match(text, at)
                m = mistakes.setdefault(hint.english, Mistake(lesson, hint, [],
                                                              collections.Counter()))
                if sid not in m.students:
                    m.students.append(sid)
                m.tests[f.test] += 1
    shown = (lambda test: title(lesson, test) or recorded[test]) if title else recorded.get
    for m in mistakes.values():
        m.tests = collections.Counter({shown(t): n for t, n in m.tests.items()})
    ranked = sorted(mistakes.values(), key=lambda m: (-len(m.students), m.hint.english))
    most = sorted(failed.items(), key=lambda t: (-t[1], t[0]))[:TOP_TESTS]
    return LessonSummary(lesson, max_score, scores, states, ranked,
                         [(shown(t), n) for t, n in most])


def summarize(students, definitions=(), notes=(), slow_factor=SLOW_FACTOR, title=None):
    """The ClassSummary of class_results.read's students. A student without a result of a
    lesson another student has counts as not graded in it. title(lesson, test id): a test's
    title in the reader's language, or None (summarize_lesson)."""
    lessons = sorted({l for s in students for l in s.lessons})
    match = HintMatcher(list(definitions))
    per_lesson, slow = [], []
    for lesson in lessons:
        results = []
        for s in students:
            r = s.lessons.get(lesson) or cr.LessonResult(lesson, 0, 0, cr.NOT_GRADED, [])
            results.append((s.id, r))
            mine, theirs = r.cpu_seconds, r.reference_cpu_seconds
            if mine and theirs and theirs >= LEAST_CPU and mine >= slow_factor * theirs:
                slow.append(Slow(s.id, lesson, mine, theirs))
        per_lesson.append(summarize_lesson(lesson, results, match, title))
    slow.sort(key=lambda s: (-s.ratio, s.student, s.lesson))
    return ClassSummary(students, per_lesson, slow, list(notes))


def gradebook(summary):
    """(header, rows): one row per student, a column per lesson, then the total."""
    lessons = [l.lesson for l in summary.lessons]
    rows = []
    for s in summary.students:
        scores = [s.lessons[l].score if l in s.lessons else 0 for l in lessons]
        rows.append([s.id, *[plain_number(x) for x in scores], plain_number(sum(scores))])
    return ["student", *lessons, "total"], rows


def plain_number(x):
    """3 for 3.0, 2.5 for 2.5: a score as a spreadsheet shows it."""
    return int(x) if float(x).is_integer() else round(x, 2)


def histogram(scores, max_score, bins=10):
    """Students per tenth of the points (the last bin holds full marks): [count] * bins."""
    counts = [0] * bins
    for score in scores:
        share = score / max_score if max_score else 0.0
        counts[min(bins - 1, max(0, int(share * bins)))] += 1
    return counts
