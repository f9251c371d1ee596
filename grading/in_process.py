"""Description: grades a lesson with its in-process test program, for a student's own loop.

`./kit test` in the student edition runs here: build/bin/lessonNN_student_tests holds the tests
and the student's code in one process, so a verdict costs one compile, one link and one run,
where judging from outside (runner.py) builds a worker in a sandbox and sends every call over a
pipe. It is for the student's own machine only: the student's code could fake its own result
here, which harms nobody but the student. Every grade that counts (./kit grade, Gradescope,
batches) is judged from outside. The tests, points and hints are the same: one test file, one
catalog, one report.
Time: the tests are shared among the machine's cores, one run of the program each, plus one per
test left after a crash; each run's durations are kept, so the next run shares the tests out by
them (longest first, to the least loaded run). A hard wall-clock cap ends a program that hangs.
Its messages are in the language the student reads (language.reading_language: the locale, or
NPUZZLE_LANG), as the table report.py prints."""
import concurrent.futures
import json
import os
import signal
import subprocess
import time
import xml.etree.ElementTree as ET

import catch_report
import messages
import runner
import safeio


class InProcess:
    """Runs a lesson's in-process test program with the interface run_group expects of a
    judge: run(names, log, hidden) -> (report, why it died), clock.over(), out_of_time()."""

    def __init__(self, binary, private, wall_seconds, started):
        self.binary, self.private, self.wall_seconds = binary, private, wall_seconds
        self.clock = self  # over() is this object's own: one wall-clock cap for the lesson
        self.started = started
        self.runs = 0
        self.durations = {}  # test name -> seconds, from the reports

    def over(self):
        return time.monotonic() - self.started >= self.wall_seconds

    def out_of_time(self):
        return messages.reason("tests.wall_cap", seconds=self.wall_seconds)

    def run(self, names, log_path, hidden=False):
        del hidden  # one program holds every test of the lesson
        self.runs += 1
        report = self.private / f"report-{self.runs}.xml"
        command = [str(self.binary), "-r", "xml", "-o", str(report), "-d", "yes", "--order", "decl",
                   ",".join(runner.escape_name(n) for n in names)]
        death = None
        with open(log_path, "ab") as log:
            proc = subprocess.Popen(command, cwd=self.private, stdin=subprocess.DEVNULL,
                                    stdout=log, stderr=subprocess.STDOUT,
                                    start_new_session=True)
            left = self.wall_seconds - (time.monotonic() - self.started)
            try:
                code = proc.wait(timeout=max(0.1, left))
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                code = proc.wait()
                death = self.out_of_time()
        try:
            data, _ = safeio.read_capped(report, runner.REPORT_CAP)
        except OSError:
            data = b""
        parsed = catch_report.parse(data)
        self.durations.update(_durations(data))
        if not death and not parsed.complete:
            death = _crash(code, safeio.read_tail(log_path, 500).strip())
        return parsed, death


def _crash(code, tail):
    """Why the test program ended in the middle of a test: a Reason."""
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        if tail:
            return messages.reason("tests.crashed_output", signal=name, tail=tail)
        return messages.reason("tests.crashed", signal=name)
    if tail:
        return messages.reason("tests.stopped_output", status=code, tail=tail)
    return messages.reason("tests.stopped", status=code)


def _durations(report):
    """{test name: seconds} of the finished test cases of an XML report run with -d yes (one cut
    short by a crash too)."""
    parser = ET.XMLPullParser(events=("end",))
    try:
        parser.feed(report)
    except ET.ParseError:
        pass
    found = {}
    try:
        for _, element in parser.read_events():
            result = element.find("OverallResult") if element.tag == "TestCase" else None
            if result is not None and result.get("durationInSeconds"):
                found[element.get("name", "")] = float(result.get("durationInSeconds"))
    except (ET.ParseError, ValueError):
        pass
    return found


def _shares(tests, count, durations):
    """The tests in `count` groups of about equal time: longest first, each to the group with the
    least so far (a test never timed counts as a second); each group keeps the catalog's order."""
    groups = [[] for _ in range(max(1, min(count, len(tests))))]
    load = [0.0] * len(groups)
    for test in sorted(tests, key=lambda t: -durations.get(t.name, 1.0)):
        least = load.index(min(load))
        groups[least].append(test)
        load[least] += durations.get(test.name, 1.0)
    order = {t.name: i for i, t in enumerate(tests)}
    return [sorted(g, key=lambda t: order[t.name]) for g in groups if g]


def grade(lesson, binary, private, wall_seconds, durations_file=None):
    """Outcomes for the lesson's catalog tests, in catalog order, as runner.grade gives them."""
    durations = safeio.read_json_object(durations_file).get(lesson.id, {}) if durations_file else {}
    if not isinstance(durations, dict):
        durations = {}
    started = time.monotonic()
    groups = _shares(lesson.tests, os.cpu_count() or 1, durations)
    programs = []
    for index in range(len(groups)):
        folder = private / f"run{index}"
        folder.mkdir()
        programs.append(InProcess(binary, folder, wall_seconds, started))
    results = {}
    with concurrent.futures.ThreadPoolExecutor(len(groups) or 1) as pool:
        for found in pool.map(lambda pair: runner.run_group(pair[0], pair[1],
                                                            pair[0].private / "tests.log"),
                              zip(programs, groups)):
            results.update(found)
    if durations_file:
        for program in programs:
            durations.update(program.durations)
        _remember(durations_file, lesson.id, durations)
    missing = (False, (messages.reason("tests.not_run"),), ())
    return [runner.Outcome(t, *results.get(t.name, missing)) for t in lesson.tests]


def _remember(path, lesson_id, durations):
    data = safeio.read_json_object(path)
    data[lesson_id] = durations
    safeio.write_atomic(path, json.dumps(data) + "\n")
