"""One time budget for all the lessons of a submission (SubmissionBudget), and the defaults it
starts from (the grader's --submission-timeout)."""
import dataclasses
import threading
import time

import messages
import runner

# The default budget of one submission: with the grader's own work between its lessons (starting
# judges, reports, about 10 s for 8 lessons), a submission that spends every limit it is given
# holds its grading slot at most 5 minutes.
SUBMISSION_SECONDS = 280.0
LESSON_FLOOR = 40.0  # seconds of the submission's budget kept for each lesson still to come,
# or an equal share when the budget has less (280 s for 8 lessons: 35 s each). A correct lesson
# needs less: the reference's heaviest, lesson 03, takes about 3 s of tests on a lightly loaded
# 2-core machine (it took 31 s of the budget at a load of 7 before its judge batched its exhaustive
# test), the others about 1 s. So a lesson that sleeps or spins through its own limits leaves
# every correct lesson after it enough to be graded in full, and a submission that does it in
# every lesson still ends within the whole budget.
LEAST_RUN = 0.5  # seconds: a lesson left less than this is not run at all


class SubmissionBudget:
    """One time budget for all the lessons of a submission, counted as a lesson's is (its tests'
    time, not the time the machine was busy with other programs), under a hard wall-clock cap
    counted from its first lesson's start (builds included, however busy the machine). Each
    lesson gets its own limits, or less: what is left, less a floor kept for each lesson still to
    come, so one lesson that spins or sleeps until its limits stop it cannot take the others'
    time. A lesson that would be left almost nothing is not run, and says why."""

    def __init__(self, seconds, wall_seconds, lessons):
        self.seconds = seconds
        self.wall_cap = wall_seconds if wall_seconds > 0 else 5 * seconds
        self.floor = min(LESSON_FLOOR, seconds / max(1, len(lessons)))
        self.started = time.monotonic()
        self.spent = {}  # lesson id -> the seconds of the budget its tests used
        self.built = {}  # lesson id -> the seconds its worker's build took, charged too
        # lesson id -> its build's and visible tests' seconds (LessonResult.visible_seconds): what
        # the messages students read name, never a figure the hidden tests moved
        self.shown = {}
        # lesson id -> the budget a running lesson was given, held until it is charged: two
        # lessons graded side by side (Slot.grade) cannot both be given the same seconds
        self.reserved = {}
        self.lock = threading.Lock()

    def left(self):
        return self.seconds - sum(self.spent.values()) - sum(self.built.values()) - \
            sum(self.reserved.values())

    def wall_left(self):
        return self.wall_cap - (time.monotonic() - self.started)

    def kept(self, to_come):
        """The seconds kept for the lessons still to come (`to_come`: their ids): a floor each,
        less what its worker's build, done ahead of its turn, was charged already (left() holds
        that charge: kept again in the floor, it would count twice)."""
        return sum(max(0.0, self.floor - self.built.get(lesson, 0.0)) for lesson in to_come)

    def share(self, to_come):
        """The budget a lesson may use with the lessons `to_come` (their ids) after it."""
        return self.left() - self.kept(to_come)

    def why_not_run(self, to_come):
        """Why the next lesson cannot run (a Reason, for each of its tests), or None."""
        shown = runner.shown_seconds
        if self.wall_left() < LEAST_RUN:
            took = sorted(self.shown.items(), key=lambda item: -item[1])
            named = [lesson for lesson, seconds in took if seconds >= self.floor] or \
                [lesson for lesson, _ in took[:1]]
            return messages.reason("not_graded.wall_cap", wall_cap=shown(self.wall_cap),
                                   lessons=messages.Lessons(tuple(named)),
                                   took=[shown(self.shown[n]) for n in named])
        if self.share(to_come) < LEAST_RUN:
            named = sorted(lesson for lesson, seconds in self.shown.items()
                           if seconds >= self.floor)
            if named:
                return messages.reason("not_graded.budget_used", budget=shown(self.seconds),
                                       lessons=messages.Lessons(tuple(named)))
            if self.spent or self.built:
                return messages.reason("not_graded.budget_used", budget=shown(self.seconds))
            return messages.reason("not_graded.budget_small", budget=shown(self.seconds),
                                   least=LEAST_RUN)
        return None

    def build_seconds(self, seconds):
        """A build's time limit: its own, or less: a lesson's floor (builds run beside each
        other, so none may take another lesson's share), what is left of the budget, or of the
        wall-clock cap. A build's time is charged to the budget (charge_build) as a lesson's
        tests' is, the time it waited for a CPU another program held left out, so a submission
        that stalls its compiler in every lesson holds its slot no longer than one that sleeps
        through every call, and a correct lesson after it is still graded."""
        return max(LEAST_RUN, min(seconds, self.floor, self.left(), self.wall_left()))

    def used(self, lesson_id):
        """The seconds of the budget a lesson used: its tests' and its worker build's."""
        return self.spent.get(lesson_id, 0.0) + self.built.get(lesson_id, 0.0)

    def charge_build(self, lesson, seconds):
        self.built[lesson.id] = seconds

    def limits(self, limits, to_come):
        """The lesson's limits: its own, or the submission's share when that is smaller (and a
        note of why, a Reason, for the reason of the tests it stops)."""
        shown = runner.shown_seconds
        budget = min(limits.budget_seconds, self.share(to_come))
        wall = min(limits.wall_cap, self.wall_left())
        if budget >= limits.budget_seconds and wall >= limits.wall_cap:
            return limits
        note = wall_note = None
        # The notes name no figure that the hidden tests' time moved: not what is left, and of
        # each earlier lesson only its build's and visible tests' time.
        if budget < limits.budget_seconds:
            used = [messages.reason("share.used", lesson=lesson, seconds=shown(seconds))
                    for lesson, seconds in sorted(self.shown.items()) if seconds >= 0.05]
            note = messages.reason("share.budget", own=shown(limits.budget_seconds),
                                   budget=shown(self.seconds), floor=shown(self.floor),
                                   to_come=len(to_come), used=used)
        if wall < limits.wall_cap:
            wall_note = messages.reason("share.wall_cap", own=shown(limits.wall_cap),
                                        wall_cap=shown(self.wall_cap))
        return dataclasses.replace(limits, budget_seconds=max(budget, LEAST_RUN),
                                   wall_seconds=max(wall, LEAST_RUN), note=note,
                                   wall_note=wall_note)

    def start(self, lesson, limits, to_come):
        """The lesson's limits (see limits), held for it until it is charged."""
        with self.lock:
            limits = self.limits(limits, to_come)
            self.reserved[lesson.id] = limits.budget_seconds
            return limits

    def charge(self, lesson, clock, shown):
        with self.lock:
            self.reserved.pop(lesson.id, None)
            self.spent[lesson.id] = clock.charged if clock else 0.0
            self.shown[lesson.id] = shown


def submission_limits(args):
    """(seconds, wall seconds) of one submission's lessons together, or None (no such limit)."""
    if not args.submission_timeout:
        return None
    return args.submission_timeout, args.submission_wall_timeout
