"""Description: runs a lesson's judge against a student's worker and scores the catalog's tests.

The judge (build/bin/lessonNN_judge, trusted, run as the grader) holds the assertions and writes
the report; the student's code runs only in the worker, which the judge starts through the
sandbox's launcher (NPUZZLE_WORKER) and restarts after a crash, so one bad call costs one test.
Public and hidden tests run in two judge runs with fresh workers, so nothing a worker learns in a
hidden test can reach a visible test's message. One time budget covers every judge run of a
lesson, counted on a clock that a busy machine does not move (LessonClock), under a hard
wall-clock cap. Only the catalog's tests are scored, with the catalog's points: a report case the
catalog does not know scores nothing. After every run each process of the sandbox user is
killed. The judge measures the CPU time the student's code used in each function (from /proc,
never from the worker) and writes it to a usage file: the speed the report shows.
Time: one judge run per group (public, hidden), plus one per test left after the judge itself
died (it should not: it never trusts the worker)."""
import contextlib
import dataclasses
import functools
import json
import os
import resource
import select
import shutil
import signal
import subprocess
import time

import catch_report
import language
import messages
import safeio
import sandbox

REPORT_CAP = 16 << 20
USAGE_CAP = 1 << 20
TICK = 0.1  # seconds between two looks at a running judge (a walk of /proc: ~1 ms)
TICKS = os.sysconf("SC_CLK_TCK")
# The address space of a judge, which runs as the grader outside every sandbox: what the tests
# keep of a search is capped (the judge's client stops a search past 2,000,001 events reported to
# a test's observer: about 1 GB kept), and this holds whatever else a test could be made to
# keep. With the worker's own limit (--memory, 1024 MB by default) and the grader's ~60 MB, one
# submission's grading holds at most about 3.1 GB (docs/grading.md, "Memory").
JUDGE_MEMORY_MB = 2048


@dataclasses.dataclass
class Limits:
    budget_seconds: float = 120.0  # all the judge runs of one lesson, on the LessonClock
    memory_mb: int = 1024  # the worker's address space
    call_seconds: float = 30.0  # one call to the worker (NPUZZLE_CALL_SECONDS)
    wall_seconds: float = 0.0  # the hard wall-clock cap of one lesson; 0: 5 times the budget
    cpu_seconds: float = 0.0  # the CPU the student's code may use in one lesson; 0: no limit
    note: object = None  # why budget_seconds is smaller than the lesson's own: a Reason
    wall_note: object = None  # why wall_seconds is: a Reason

    @property
    def wall_cap(self):
        return self.wall_seconds if self.wall_seconds > 0 else 5 * self.budget_seconds


def seconds_text(seconds):
    """Seconds as a limit is written in a message: 120, 1500, 6.7."""
    return f"{round(seconds, 1):g}"


def shown_seconds(seconds):
    """Seconds as a reason holds them: 120, 1500, 6.7 (rounded as seconds_text writes them)."""
    return round(seconds, 1)


def _read(path, size=4096):
    try:
        with open(path, "rb") as handle:
            return handle.read(size)
    except OSError:
        return None


def _process_tree(root):
    """[(pid, [tid, ...], parent pid)] of root (parent None) and every process below it, from
    /proc."""
    found, queue = [], [(root, None)]
    while queue and len(found) < 512:
        pid, parent = queue.pop()
        try:
            tids = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
        except (OSError, ValueError):
            continue
        found.append((pid, tids, parent))
        for tid in tids:
            children = _read(f"/proc/{pid}/task/{tid}/children")
            if children:
                queue += [(int(c), pid) for c in children.split()]
    return found


def _cpu_seconds(pid):
    """(utime + stime, cutime + cstime) of a process: its own (its threads, ended ones too) and
    that of the children it reaped; or None once it is gone."""
    data = _read(f"/proc/{pid}/stat")
    if not data:
        return None
    fields = data[data.rfind(b")") + 2:].split()
    try:
        own, reaped = (sum(int(f) for f in fields[i:i + 2]) / TICKS for i in (11, 13))
        return own, reaped
    except (ValueError, IndexError):
        return None


def _waited_ns(pid, tid):
    """Nanoseconds a thread has been runnable and waiting for a CPU (schedstat's 2nd field)."""
    data = _read(f"/proc/{pid}/task/{tid}/schedstat")
    try:
        return int(data.split()[1]) if data else None
    except (ValueError, IndexError):
        return None


class LessonClock:
    """The time a lesson's grading has taken, as its budget counts it: the wall clock less the
    time the judge, the sandbox and the student's code waited for a CPU that another program held
    (the kernel's schedstat; at most the whole time), and never less than the CPU time the
    student's code used. So grading on a busy machine takes longer but uses no more of the
    budget, and an endless loop or a sleeping worker spends it at the wall clock's pace. A hard
    wall-clock cap, counted from the lesson's start, holds whatever the clock says."""

    def __init__(self, budget, wall_cap):
        self.budget, self.wall_cap = budget, wall_cap
        self.started = time.monotonic()
        self.charged = 0.0

    def watch(self, judge_pid):
        """A new judge run: forget the last run's processes (all gone)."""
        self.judge_pid = judge_pid
        self.last = time.monotonic()
        # pid -> (own CPU, reaped CPU, parent pid) when last seen, for each process below the
        # judge
        self.waited, self.cpu = {}, {}

    def tick(self):
        now = time.monotonic()
        wall, self.last = now - self.last, now
        waited, cpu = 0, 0.0
        tree = _process_tree(self.judge_pid)
        counted = self._counted_in_reaped({pid for pid, _, _ in tree})
        for pid, tids, parent in tree:
            for tid in tids:
                value = _waited_ns(pid, tid)
                if value is not None:
                    waited += max(0, value - self.waited.get(tid, 0))
                    self.waited[tid] = value
            if pid != self.judge_pid:  # the sandbox and the student's code
                value = _cpu_seconds(pid)
                if value is not None:
                    own, reaped = value
                    last_own, last_reaped, _ = self.cpu.get(pid, (0.0, 0.0, None))
                    cpu += max(0.0, own - last_own) + \
                        max(0.0, reaped - last_reaped - counted.get(pid, 0.0))
                    self.cpu[pid] = (own, reaped, parent)
        self.charged += max(cpu, wall - min(waited * 1e-9, wall))

    def _counted_in_reaped(self, alive):
        """{pid: CPU seconds counted already of the processes below it gone since the last look}:
        each was counted while it ran, up to that look, and its parent's reaped time (or its
        nearest living ancestor's) now holds it once more."""
        counted = {}
        for pid in [p for p in self.cpu if p not in alive]:
            own, reaped, parent = self.cpu.pop(pid)
            while parent in self.cpu and parent not in alive:
                parent = self.cpu[parent][2]
            counted[parent] = counted.get(parent, 0.0) + own + reaped
        return counted

    def finish(self):
        """The judge ended: the time since the last look counts in full."""
        now = time.monotonic()
        self.charged += now - self.last
        self.last = now

    def over(self):
        return self.charged >= self.budget or time.monotonic() - self.started >= self.wall_cap

    def capped(self):
        return time.monotonic() - self.started >= self.wall_cap


@dataclasses.dataclass
class Outcome:
    test: object  # catalog.Test
    passed: bool
    # Why it failed, with its hints, or why it could not run: messages.Reason, one a line
    reasons: tuple = ()
    unwritten: tuple = ()  # (lesson, function) of each lesson stub the student's code reached

    @property
    def message(self):
        """The reasons in words, in the reader's language."""
        return messages.render(self.reasons, language.reading_language())


def escape_name(name):
    """A test name as a Catch2 test spec that matches exactly that test."""
    out = []
    for ch in name:
        if ch in "\\,[]*\"~":
            out.append("\\")
        out.append(ch)
    return "".join(out)


def worker_limits(limits):
    # The kernel's own backstop: no worker computes for longer than the lesson's whole budget.
    return sandbox.Limits(cpu_seconds=int(limits.budget_seconds) + 5,
                          memory_bytes=limits.memory_mb << 20, processes=32, open_files=64,
                          file_bytes=16 << 20, tmp_bytes=64 << 20, single_process=True)


def worker_command(worker, run_folder, iso, limits):
    """NPUZZLE_WORKER: the launcher that runs the worker in the sandbox, as a JSON argv."""
    if iso.bwrap:
        view = sandbox.View(program="/worker", workdir="/run", read_only=((str(worker), "/worker"),),
                            writable_workdir=False, env=())
    else:
        view = sandbox.View(program=str(worker), workdir=str(run_folder), env=())
    return sandbox.command(iso, worker_limits(limits), view)


def empty_usage():
    return {"cpu_seconds": 0.0, "functions": {}}


def add_usage(total, path):
    """Adds the judge's usage file (the worker's CPU per function, measured by the judge) to
    total. A missing or malformed file adds nothing: the judge died before it could write."""
    try:
        data, _ = safeio.read_capped(path, USAGE_CAP)
        usage = json.loads(data)
        functions = usage["functions"]
        total["cpu_seconds"] += max(0.0, float(usage["cpu_seconds"]))
        for name, f in functions.items():
            mine = total["functions"].setdefault(str(name)[:200], {
                "calls": 0, "cpu_seconds": 0.0, "slowest_seconds": 0.0, "first_calls": 0,
                "first_cpu_seconds": 0.0})
            for key in ("calls", "first_calls"):
                mine[key] += max(0, int(f[key]))
            for key in ("cpu_seconds", "first_cpu_seconds"):
                mine[key] += max(0.0, float(f[key]))
            mine["slowest_seconds"] = max(mine["slowest_seconds"], float(f["slowest_seconds"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass


class Judge:
    """One lesson's judge runs for one submission, under one budget."""

    def __init__(self, binary, worker, private, run_folder, iso, limits, clock=None):
        self.binary, self.private, self.iso, self.limits = binary, private, iso, limits
        self.clock = clock or LessonClock(limits.budget_seconds, limits.wall_cap)
        self.env = dict(os.environ,
                        NPUZZLE_WORKER=json.dumps(worker_command(worker, run_folder, iso, limits)),
                        NPUZZLE_CALL_SECONDS=f"{limits.call_seconds:g}")
        self.runs = 0
        self.usage = {False: empty_usage(), True: empty_usage()}  # by hidden

    def cpu_used(self):
        return sum(u["cpu_seconds"] for u in self.usage.values())

    def run(self, names, worker_log, hidden=False):
        """Runs the named tests in a fresh judge; returns (report, why it died: a Reason, or
        None)."""
        self.runs += 1
        usage = self.private / f"usage-{self.runs}.json"
        env = dict(self.env, NPUZZLE_WORKER_LOG=str(worker_log), NPUZZLE_USAGE_FILE=str(usage))
        if self.limits.cpu_seconds > 0:
            env["NPUZZLE_CPU_BUDGET"] = f"{max(0.001, self.limits.cpu_seconds - self.cpu_used()):.3f}"
        report = self.private / f"report-{self.runs}.xml"
        command = [str(self.binary), "-r", "xml", "-o", str(report), "--order", "decl",
                   ",".join(escape_name(n) for n in names)]
        if self.clock.over():
            return catch_report.parse(b""), self.out_of_time()
        with open(self.private / f"judge-{self.runs}.log", "wb") as log:
            proc = subprocess.Popen(judge_limited(command), cwd=self.private, env=env,
                                    stdin=subprocess.DEVNULL, stdout=log,
                                    stderr=subprocess.STDOUT, start_new_session=True)
            self.clock.watch(proc.pid)
            death = None
            with _exit_watch(proc) as ended:
                while True:
                    if ended(TICK):
                        code = proc.wait()
                        self.clock.finish()
                        break
                    self.clock.tick()
                    if self.clock.over():
                        os.killpg(proc.pid, signal.SIGKILL)
                        code = proc.wait()
                        death = self.out_of_time()
                        break
        sandbox.kill_all(self.iso.uid)
        add_usage(self.usage[hidden], usage)
        try:
            data, _ = safeio.read_capped(report, REPORT_CAP)
        except OSError:
            data = b""
        parsed = catch_report.parse(data)
        if not death and not parsed.complete:
            tail = safeio.read_tail(self.private / f"judge-{self.runs}.log", 500).strip()
            death = messages.reason("judge.stopped_output", status=code, tail=tail) if tail \
                else messages.reason("judge.stopped", status=code)
        return parsed, death

    def out_of_time(self):
        """Why the tests left cannot run: a Reason. Its limit in seconds only where it is the
        lesson's own: a limit the submission's share cut (its note says so) holds the time that
        earlier lessons' hidden tests took."""
        if self.clock.capped():
            if self.limits.wall_note:
                return messages.reason("lesson.wall_cap", note=self.limits.wall_note)
            return messages.reason("lesson.wall_cap", seconds=shown_seconds(self.limits.wall_cap),
                                   note=None)
        if self.limits.note:
            return messages.reason("lesson.budget", call_seconds=self.limits.call_seconds,
                                   note=self.limits.note)
        return messages.reason("lesson.budget", seconds=shown_seconds(self.limits.budget_seconds),
                               call_seconds=self.limits.call_seconds, note=None)


@functools.lru_cache(maxsize=None)
def _sanitized(binary):
    """Whether a program was built with AddressSanitizer, which reserves terabytes of address
    space at its start: no address-space limit can hold it."""
    try:
        with open(binary, "rb") as program:
            return b"__asan_init" in program.read()
    except OSError:
        return False


def judge_limited(command, megabytes=JUDGE_MEMORY_MB):
    """The judge's command under its address-space limit (prlimit(1) sets it before the judge
    starts). Only the soft limit: the sandbox's launcher, which the judge starts, sets the
    worker's own (--memory) whatever it is."""
    prlimit = shutil.which("prlimit")
    if not prlimit or megabytes <= 0 or _sanitized(command[0]):
        return command
    hard = resource.getrlimit(resource.RLIMIT_AS)[1]  # the grader's own, which it cannot raise
    soft = megabytes << 20 if hard == resource.RLIM_INFINITY else min(megabytes << 20, hard)
    shown = "unlimited" if hard == resource.RLIM_INFINITY else hard
    return [prlimit, f"--as={soft}:{shown}", "--", *command]


@contextlib.contextmanager
def _exit_watch(proc):
    """ended(seconds): waits at most that long for proc to end; True once it has. Through a
    pidfd, which wakes the grader the moment the judge ends (Popen.wait with a timeout polls,
    and saw each ending up to 50 ms late)."""
    try:
        fd = os.pidfd_open(proc.pid)
    except (AttributeError, OSError):  # an older Python or kernel
        def ended(seconds):
            try:
                proc.wait(timeout=seconds)
                return True
            except subprocess.TimeoutExpired:
                return False
        yield ended
        return
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    try:
        yield lambda seconds: bool(poller.poll(seconds * 1000))
    finally:
        os.close(fd)


def _memory_note(reasons, limits):
    """The reasons, said after the memory limit when the worker ran out of memory (the judge
    reports the worker's std::bad_alloc in the exception's text)."""
    if any("bad_alloc" in str(r.get("text", "")) for r in reasons):
        return (messages.reason("out_of_memory", limit_mb=limits.memory_mb), *reasons)
    return tuple(reasons)


def run_group(judge, tests, worker_log, hidden=False):
    """{test name: (passed, reasons, unwritten)} for tests (Outcome's fields), rerunning the rest
    after the judge died."""
    results, left = {}, [t.name for t in tests]
    while left:
        report, death = judge.run(left, worker_log, hidden)
        for name, case in report.cases.items():
            if name in left:
                results[name] = (case.passed, case.reasons, case.unwritten)
        if death and report.running in left and report.running not in results:
            results[report.running] = (False, (death,), ())
        left = [n for n in left if n not in results]
        if not death:
            break
        if judge.clock.over():
            results.update({n: (False, (judge.out_of_time(),), ()) for n in left})
            break
    return results


def grade(lesson, judge_binary, worker, private, run_folder, iso, limits, clock=None):
    """Outcomes for the lesson's catalog tests, in catalog order, and the worker's CPU usage
    ({"public": usage, "hidden": usage}; usage: {"cpu_seconds", "functions": {name: {"calls",
    "cpu_seconds", "slowest_seconds"}}, "seconds": the group's wall-clock time,
    "charged_seconds": its time on the LessonClock}). clock: the
    LessonClock to count on (one is made from limits when None), read afterwards by a caller
    that budgets several lessons."""
    judge = Judge(judge_binary, worker, private, run_folder, iso, limits, clock)
    results, tails = {}, {}
    for hidden in (False, True):
        group = [t for t in lesson.tests if t.hidden == hidden]
        # Each group's worker output apart: a hidden test's never reaches a visible message.
        log = private / f"worker-{'hidden' if hidden else 'public'}.log"
        started, charged = time.monotonic(), judge.clock.charged
        if group:
            results.update(run_group(judge, group, log, hidden))
        judge.usage[hidden]["seconds"] = time.monotonic() - started
        judge.usage[hidden]["charged_seconds"] = judge.clock.charged - charged
        tails[hidden] = safeio.read_tail(log, 500).strip()
    outcomes = []
    for test in lesson.tests:
        tail = tails[test.hidden]
        not_run = messages.reason("judge.not_run_output", tail=tail) if tail else \
            messages.reason("judge.not_run")
        passed, reasons, unwritten = results.get(test.name, (False, (not_run,), ()))
        outcomes.append(Outcome(test, passed, _memory_note(reasons, limits), unwritten))
    return outcomes, {"public": judge.usage[False], "hidden": judge.usage[True]}
