"""Description: runs a lesson's judge against a student's worker and scores the catalog's tests.

The judge (build/bin/lessonNN_judge, trusted, run as the grader) holds the assertions and writes
the report; the student's code runs only in the worker, which the judge starts through the
sandbox's launcher (NPUZZLE_WORKER) and restarts after a crash, so one bad call costs one test.
Public and hidden tests run in two judge runs with fresh workers, so nothing a worker learns in a
hidden test can reach a visible test's message. One wall-clock budget covers every judge run of a
lesson. Only the catalog's tests are scored, with the catalog's points: a report case the catalog
does not know scores nothing. After every run each process of the sandbox user is killed.
Time: one judge run per group (public, hidden), plus one per test left after the judge itself
died (it should not: it never trusts the worker)."""
import dataclasses
import json
import os
import signal
import subprocess
import time

import catch_report
import safeio
import sandbox

REPORT_CAP = 16 << 20


@dataclasses.dataclass
class Limits:
    budget_seconds: float = 120.0  # wall clock for all the judge runs of one lesson
    memory_mb: int = 1024  # the worker's address space
    call_seconds: float = 30.0  # one call to the worker (NPUZZLE_CALL_SECONDS)


@dataclasses.dataclass
class Outcome:
    test: object  # catalog.Test
    passed: bool
    message: str  # the failure, with hints; or why the test could not run


def escape_name(name):
    """A test name as a Catch2 test spec that matches exactly that test."""
    out = []
    for ch in name:
        if ch in "\\,[]*\"~":
            out.append("\\")
        out.append(ch)
    return "".join(out)


def worker_limits(limits):
    return sandbox.Limits(cpu_seconds=int(limits.budget_seconds) + 5,
                          memory_bytes=limits.memory_mb << 20, processes=32, open_files=64,
                          file_bytes=16 << 20, tmp_bytes=64 << 20)


def worker_command(worker, run_folder, iso, limits):
    """NPUZZLE_WORKER: the launcher that runs the worker in the sandbox, as a JSON argv."""
    if iso.bwrap:
        view = sandbox.View(program="/worker", workdir="/run", read_only=((str(worker), "/worker"),),
                            writable_workdir=False, env=())
    else:
        view = sandbox.View(program=str(worker), workdir=str(run_folder), env=())
    return sandbox.command(iso, worker_limits(limits), view)


class Judge:
    """One lesson's judge runs for one submission, under one budget."""

    def __init__(self, binary, worker, private, run_folder, iso, limits):
        self.binary, self.private, self.iso, self.limits = binary, private, iso, limits
        self.deadline = time.monotonic() + limits.budget_seconds
        self.env = dict(os.environ,
                        NPUZZLE_WORKER=json.dumps(worker_command(worker, run_folder, iso, limits)),
                        NPUZZLE_CALL_SECONDS=f"{limits.call_seconds:g}")
        self.runs = 0

    def run(self, names, worker_log):
        """Runs the named tests in a fresh judge; returns (report, why it died or "")."""
        self.runs += 1
        env = dict(self.env, NPUZZLE_WORKER_LOG=str(worker_log))
        report = self.private / f"report-{self.runs}.xml"
        command = [str(self.binary), "-r", "xml", "-o", str(report), "--order", "decl",
                   ",".join(escape_name(n) for n in names)]
        left = self.deadline - time.monotonic()
        if left <= 0:
            return catch_report.parse(b""), self.out_of_time()
        with open(self.private / f"judge-{self.runs}.log", "wb") as log:
            proc = subprocess.Popen(command, cwd=self.private, env=env,
                                    stdin=subprocess.DEVNULL, stdout=log,
                                    stderr=subprocess.STDOUT, start_new_session=True)
            try:
                code = proc.wait(timeout=left)
                death = ""
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                code = proc.wait()
                death = self.out_of_time()
        sandbox.kill_all(self.iso.uid)
        try:
            data, _ = safeio.read_capped(report, REPORT_CAP)
        except OSError:
            data = b""
        parsed = catch_report.parse(data)
        if not death and not parsed.complete:
            tail = safeio.read_tail(self.private / f"judge-{self.runs}.log", 500).strip()
            death = f"the judge stopped in the middle of this test (exit status {code})" + \
                (f":\n{tail}" if tail else "")
        return parsed, death

    def out_of_time(self):
        return (f"the lesson's time budget ({self.limits.budget_seconds:g} s for all its tests) "
                f"ran out before this test finished: a search far slower than it should be, or "
                f"calls that each wait for the {self.limits.call_seconds:g} s limit")


def _memory_note(message, limits):
    if "bad_alloc" in message:
        return f"ran out of memory (limit {limits.memory_mb} MB)\n{message}"
    return message


def run_group(judge, tests, worker_log):
    """{test name: (passed, message)} for tests, rerunning the rest after the judge died."""
    results, left = {}, [t.name for t in tests]
    while left:
        report, death = judge.run(left, worker_log)
        for name, case in report.cases.items():
            if name in left:
                results[name] = (case.passed, case.message)
        if death and report.running in left and report.running not in results:
            results[report.running] = (False, death)
        left = [n for n in left if n not in results]
        if not death:
            break
        if judge.deadline <= time.monotonic():
            results.update({n: (False, judge.out_of_time()) for n in left})
            break
    return results


def grade(lesson, judge_binary, worker, private, run_folder, iso, limits):
    """Outcomes for the lesson's catalog tests, in catalog order, and the seconds it took."""
    started = time.monotonic()
    judge = Judge(judge_binary, worker, private, run_folder, iso, limits)
    results, tails = {}, {}
    for hidden in (False, True):
        group = [t for t in lesson.tests if t.hidden == hidden]
        # Each group's worker output apart: a hidden test's never reaches a visible message.
        log = private / f"worker-{'hidden' if hidden else 'public'}.log"
        if group:
            results.update(run_group(judge, group, log))
        tails[hidden] = safeio.read_tail(log, 500).strip()
    outcomes = []
    for test in lesson.tests:
        tail = tails[test.hidden]
        passed, message = results.get(test.name, (False, "the judge did not run this test" +
                                                  (f"; the worker wrote:\n{tail}" if tail else "")))
        outcomes.append(Outcome(test, passed, _memory_note(message, limits)))
    return outcomes, time.monotonic() - started
