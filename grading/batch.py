"""Batch mode (--submissions DIR --out OUT): every sub-folder of DIR graded, --jobs slots at once,
each submission's reports in OUT/NAME/, a summary.csv of them all, one progress line each."""
import concurrent.futures
import contextlib
import csv
import io
import os
import sys
import threading
import time

import kitbuild
import messages
import outputs
import refspeed
import report
import safeio
import slot as slots_
import submission as submissions


def duration_text(seconds):
    """6 min 12 s, 45 s, 1 h 5 min: a duration as people read it."""
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60} min"


class Progress:
    """One line on standard error per finished submission: how many are done, the rate so far
    and the time left at that rate; and the throughput at the end. Plain lines (no terminal
    control codes), so a log file reads as the terminal did."""

    def __init__(self, total, slots, stream=None):
        self.total, self.slots, self.stream = total, slots, stream
        self.done = 0
        self.started = time.monotonic()
        self.lock = threading.Lock()

    def rate(self, elapsed):
        return self.done / elapsed * 3600 if elapsed > 0 else 0.0

    def finished(self, name, what, seconds):
        with self.lock:
            self.done += 1
            elapsed = time.monotonic() - self.started
            line = (f"grade: [{self.done}/{self.total}] {name}: {what} ({duration_text(seconds)});"
                    f" {self.rate(elapsed):.0f} per hour so far")
            if self.done < self.total:
                left = (self.total - self.done) * elapsed / self.done
                line += f", about {duration_text(left)} left"
            if self.stream:
                print(line, file=self.stream, flush=True)

    def summary(self):
        elapsed = time.monotonic() - self.started
        slots = f"{self.slots} slot" + ("" if self.slots == 1 else "s")
        return (f"{self.done} submission{'' if self.done == 1 else 's'} in "
                f"{duration_text(elapsed)} on {slots}: {self.rate(elapsed):.0f} per hour")


def grade_many(args, only, limits):
    """Every sub-folder of --submissions; each slot grades one at a time, as its own user."""
    names = sorted(p.name for p in args.submissions.iterdir()
                   if p.is_dir() and not p.is_symlink())
    try:
        work, kit_build, lessons = kitbuild.prepare(args, only)
    except RuntimeError as err:
        print(f"grade: grading could not run: {err}", file=sys.stderr)
        return 1
    locks = contextlib.ExitStack()
    slots = [slots_.open_slot(args, work, kit_build, lessons, limits, args.jobs, locks)
             for _ in range(args.jobs)]
    if not args.no_speed:
        speed = refspeed.timed(slots[0], work, lessons, args.quiet)
        for slot in slots:
            slot.reference = speed
    if os.geteuid() == 0 and not all(s.iso.bwrap for s in slots) and \
            args.submissions.stat().st_mode & 0o005:
        print(f"grade: without bubblewrap a sandbox user can read {args.submissions}: "
              f"chmod 700 it, so that no submission reads another's code", file=sys.stderr)
    queue = list(reversed(names))
    rows = {}
    progress = Progress(len(names), args.jobs, None if args.quiet else sys.stderr)

    def grade_queue(slot):
        while True:
            try:
                name = queue.pop()  # list.pop is atomic: slots never share a submission
            except IndexError:
                return
            started = time.monotonic()
            out = args.out / name
            try:
                results = slot.grade(args.submissions / name)
                out.mkdir(parents=True, exist_ok=True, mode=0o700)
                outputs.write_reports(results, args, out / "results.json", out / "junit.xml",
                                      slots_.isolation_note(slot))
                safeio.write_atomic(out / "report.txt", report.table(results))
            except Exception as err:  # noqa: BLE001 one submission fails alone, never the batch
                rows[name] = None
                shown = submissions.shown_name(name)
                print(f"grade: {shown}: grading could not run: {err!r}", file=sys.stderr)
                not_graded(out, err)
                progress.finished(shown, "not graded", time.monotonic() - started)
                continue
            rows[name] = results
            score, max_score = report.totals(results)
            progress.finished(submissions.shown_name(name), f"{score}/{max_score}",
                              time.monotonic() - started)

    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for future in [pool.submit(grade_queue, s) for s in slots]:
                future.result()
    finally:
        for slot in slots:
            slot.close()
        locks.close()
    write_summary(args.out / "summary.csv", lessons, names, rows)
    if not args.quiet:
        print(f"grade: {progress.summary()}", file=sys.stderr, flush=True)
    return 0 if all(rows.get(n) is not None for n in names) or not names else 1


def not_graded(out, err):
    """results.json of a submission of a batch that could not be graded: why, for its student
    and the instructor (its report.txt and junit.xml are not written)."""
    why = messages.reason("grader.failed_submission",
                          error=f"{type(err).__name__}: {err}".encode(
                              "utf-8", "backslashreplace").decode())
    try:
        out.mkdir(parents=True, exist_ok=True, mode=0o700)
        outputs.write_failure(out / "results.json", why)
    except OSError as failed:
        print(f"grade: {out}: {failed}", file=sys.stderr)


def write_summary(path, lessons, names, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    text = io.StringIO(newline="")
    out = csv.writer(text)
    out.writerow(["submission", "score", "max_score"] + [l.dir for l in lessons])
    for name in names:
        results = rows.get(name)
        if results is None:
            out.writerow([submissions.shown_name(name), "", "", *[""] * len(lessons)])
            continue
        score, max_score = report.totals(results)
        out.writerow([submissions.shown_name(name), score, max_score] +
                     [r.score for r in results])
    safeio.write_atomic(path, text.getvalue())

