#!/usr/bin/env python3
"""The PrairieLearn course and the GitHub Classroom repository, run as the platforms run them
(no Docker: the same entrypoint and the same workflow steps, in temporary folders).

  test_platforms.py [-v]      NPUZZLE_GRADE_TEST_KIT=DIR tests another copy of the kit
                              NPUZZLE_GRADE_TEST_BUILD=DIR: the instructor's build, whose catalog
                                the course and the repository are written from (default
                                KIT/build; CTest gives its own)

PrairieLearn: the course fragment's entrypoint grades a simulated /grade (NPUZZLE_GRADE_ROOT)
with the fragment's own kit, and each results.json is checked against PrairieLearn's documented
format: the reference scores 1, the stubs 0, a lesson that does not compile is not gradable, an
attack scores no more than its honest part. Classroom: the generated repository is committed,
cloned afresh, and its workflow's `run:` steps run there in order; the points are added up from
the step's outputs as GitHub Classroom's reporter adds them."""
import base64
import json
import os
import pathlib
import shutil
import subprocess
import sys
import unittest

import yaml

# The messages checked here are the English ones, whatever the locale of the machine that runs
# them (the grader follows NPUZZLE_LANG, LC_ALL, LC_MESSAGES, LANG).
os.environ["NPUZZLE_LANG"] = "en"
HERE = pathlib.Path(__file__).resolve().parent
KIT = pathlib.Path(os.environ.get("NPUZZLE_GRADE_TEST_KIT", HERE.parent.parent)).resolve()
GRADING = HERE.parent.parent / "grading"
sys.path.insert(0, str(GRADING))
sys.path.insert(0, str(HERE.parent / "attacks"))
sys.path.insert(0, str(HERE))
import catalog  # noqa: E402
import messages  # noqa: E402
import prairielearn  # noqa: E402
import run_attacks  # noqa: E402
import temporary_folder  # noqa: E402

# The instructor's build, whose catalog the course and the repository are written from.
BUILD = pathlib.Path(os.environ.get("NPUZZLE_GRADE_TEST_BUILD", KIT / "build")).resolve()
LESSONS = catalog.load_lessons(BUILD)
WARMUP = next(l for l in LESSONS if l.id == "00")
# Lesson 00 only, with short limits: these tests check the platforms' wiring, test_grader.py
# the grading itself.
GRADE_ARGS = "--timeout 60 --call-seconds 2 --memory 512"


def release(tool, what, dest):
    """tool's `what` into dest, from the last commit when the kit is a git repository."""
    worktree = [] if (KIT / ".git").exists() else ["--worktree"]
    proc = subprocess.run([sys.executable, str(GRADING / tool), what, str(dest), "--kit",
                           str(KIT), "--kit-build", str(BUILD), *worktree],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return dest


def check_results_format(test, data, text):
    """PrairieLearn's results.json: under 1 MB; gradable, with a score in [0, 1] and tests with
    name, description, points, max_points, message and output; or not gradable, with
    format_errors (a string or a list of strings)."""
    test.assertLess(len(text.encode()), prairielearn.RESULTS_CAP)
    if data.get("gradable", True) is False:
        errors = data["format_errors"]
        test.assertTrue(isinstance(errors, str) or
                        (isinstance(errors, list) and all(isinstance(e, str) for e in errors)))
        test.assertTrue(errors, "a submission that is not gradable says why")
        return
    test.assertIsInstance(data["score"], float)
    test.assertTrue(0.0 <= data["score"] <= 1.0, data["score"])
    test.assertIsInstance(data["message"], str)
    for entry in data["tests"]:
        for key in ("name", "description", "message", "output"):
            test.assertIsInstance(entry[key], str, key)
        test.assertTrue(0 <= entry["points"] <= entry["max_points"], entry)
    max_points = sum(e["max_points"] for e in data["tests"])
    test.assertAlmostEqual(data["score"], sum(e["points"] for e in data["tests"]) / max_points)


class InTemporaryFolder(temporary_folder.InTemporaryFolder):
    PREFIX = "npuzzle-platforms-test-"


class PrairieLearnTest(InTemporaryFolder):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.course = release("prairielearn.py", "course", cls.tmp / "course")
        # The image's build of the kit, as its Dockerfile makes it (lesson 00's part only).
        cls.work = cls.tmp / "work"
        kit = cls.course / "image" / "kit"
        subprocess.run([sys.executable, str(kit / "grading" / "grade.py"), "--kit", str(kit),
                        "--work", str(cls.work), "--submission", str(kit), "--lessons", "00",
                        "--quiet", "--no-speed"], check=True)

    def grade(self, name, source, work=None, extra=""):
        """The question of lesson 00 graded on one submitted file, in a fresh /grade."""
        root = self.tmp / name
        shutil.copytree(self.course / "serverFilesCourse", root / "serverFilesCourse")
        (root / "student").mkdir(parents=True)
        if source:
            shutil.copyfile(source, root / "student" / f"{WARMUP.source}.cpp")
        info = json.loads((self.course / "questions" / "npuzzle" / f"lesson{WARMUP.dir}" /
                           "info.json").read_text())
        entrypoint = info["externalGradingOptions"]["entrypoint"].split()
        entrypoint[0] = entrypoint[0].replace("/grade", str(root), 1)
        env = dict(os.environ, NPUZZLE_GRADE_ROOT=str(root), NPUZZLE_WORK=str(work or self.work),
                   NPUZZLE_KIT=str(self.course / "image" / "kit"),
                   NPUZZLE_GRADE_ARGS=f"{GRADE_ARGS} {extra}")
        proc = subprocess.run(entrypoint, env=env, capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        text = (root / "results" / "results.json").read_text()
        data = json.loads(text)
        check_results_format(self, data, text)
        return data

    def test_1_every_lesson_is_a_question_graded_by_the_shared_entrypoint(self):
        for lesson in LESSONS:
            folder = self.course / "questions" / "npuzzle" / f"lesson{lesson.dir}"
            options = json.loads((folder / "info.json").read_text())["externalGradingOptions"]
            self.assertEqual(options["entrypoint"], f"{prairielearn.ENTRYPOINT} {lesson.id}")
            self.assertEqual(options["serverFilesCourse"], ["npuzzle/"])
            self.assertTrue(120 <= options["timeout"] <= 600, options["timeout"])
            page = (folder / "question.html").read_text()
            self.assertIn(f'file-name="{lesson.source}.cpp"', page)
            self.assertIn("<pl-external-grader-results>", page)
            self.assertIn("</markdown>", page)
            self.assertEqual((folder / f"{lesson.source}.cpp").read_bytes(),
                             (KIT / lesson.student_file).read_bytes())
        self.assertTrue((self.course / "serverFilesCourse" / "npuzzle" / "grade.sh").is_file())
        dockerfile = (self.course / "image" / "Dockerfile").read_text()
        self.assertIn("FROM debian:", dockerfile)
        self.assertIn("grading/gradescope/setup.sh", dockerfile)
        self.assertTrue((self.course / "image" / "kit" / "tests" / "hidden").is_dir(),
                        "the image holds the hidden tests (built into its judges)")

    def test_2_the_reference_scores_1(self):
        data = self.grade("reference", KIT / "solutions" / WARMUP.dir / f"{WARMUP.source}.cpp")
        self.assertEqual(data["score"], 1.0)
        self.assertEqual(len(data["tests"]), len(WARMUP.tests))
        hidden = [t for t in WARMUP.tests if t.hidden]
        shown = [e["name"] for e in data["tests"]]
        self.assertTrue(all(t.name not in shown for t in hidden), "hidden names stay hidden")

    def test_3_the_stubs_score_0_and_each_failure_says_why(self):
        data = self.grade("stubs", KIT / WARMUP.student_file)
        self.assertEqual(data["score"], 0.0)
        visible = [e for e in data["tests"] if not e["name"].startswith("hidden test")]
        self.assertTrue(visible and all("not implemented" in e["output"] for e in visible))
        # Why, as data too: each failure's reasons, kinds of grading/messages.py.
        self.assertTrue(all(e["reasons"] and {r["kind"] for r in e["reasons"]} <=
                            set(messages.TEMPLATES) for e in visible), visible[0])

    def test_4_a_lesson_that_does_not_compile_is_not_gradable(self):
        broken = self.tmp / "compile_error.cpp"  # the stub, and a call of nothing declared
        broken.write_text((KIT / WARMUP.student_file).read_text() +
                          "\nint broken() { return undeclared_helper(); }\n")
        data = self.grade("compile_error", broken)
        self.assertIs(data["gradable"], False)
        self.assertIn("undeclared_helper", "\n".join(data["format_errors"]))

    def test_5_an_attack_scores_no_more_than_its_honest_part(self):
        attack = next(a for a in run_attacks.ATTACKS if a.name == "forge_in_is_goal")
        results = self.tmp / "attack" / "results" / "results.json"
        submission = run_attacks.materialize(attack, self.tmp / "attack-src", KIT,
                                             json_path=str(results))
        data = self.grade("attack", submission / "lessons" / WARMUP.dir / f"{WARMUP.source}.cpp")
        self.assertLessEqual(data.get("score", 0.0), attack.honest / WARMUP.max_score)

    def test_7_a_kit_build_given_as_the_docs_show_gives_the_catalog_too(self):
        # docs/platforms/prairielearn.md grades locally with --kit-build in NPUZZLE_GRADE_ARGS
        # and a fresh NPUZZLE_WORK, which holds no kit build of its own.
        data = self.grade("kit_build", KIT / "solutions" / WARMUP.dir / f"{WARMUP.source}.cpp",
                          work=self.tmp / "fresh-work",
                          extra=f"--kit-build {self.work / 'kit-build'}")
        self.assertEqual(data["score"], 1.0, data.get("message"))
        self.assertFalse((self.tmp / "fresh-work" / "kit-build").exists(),
                         "the grader built a kit of its own instead of using --kit-build")

    def test_6_results_stay_under_1_mb_whatever_the_student_prints(self):
        noise = "x" * 3_000_000
        report = {"output": noise, "extra_data": {"lessons": [{"compiled": True}]},
                  "tests": [{"name": f"{WARMUP.dir}: t{i}", "status": "failed", "score": 0,
                             "max_score": 1, "output": f"hint: {noise}", "tags": [],
                             "extra_data": {"reasons": [{"kind": "check.hint", "text": noise}]}}
                            for i in range(5)]}
        text = prairielearn.fit(prairielearn.results(report, WARMUP))
        check_results_format(self, json.loads(text), text)


def reporter_totals(test, workflow, outputs):
    """The points GitHub Classroom's reporter computes from the reporter step's runners: the
    sum of every test's score over the sum of each runner's max_score."""
    steps = workflow["jobs"]["run-autograding-tests"]["steps"]
    reporter = next(s for s in steps
                    if s.get("uses", "").startswith("classroom-resources/autograding-grading-"
                                                    "reporter@"))
    results = {}
    for runner in reporter["with"]["runners"].split(","):
        expression = reporter["env"][f"{runner.upper()}_RESULTS"]
        key = expression.strip("${} ").split(".")[-1]  # ${{ steps.grade.outputs.KEY }}
        test.assertIn(key, outputs, f"the grading step gave no output for {runner}")
        results[runner] = json.loads(base64.b64decode(outputs[key]))
    points = sum(t["score"] for r in results.values() if r["max_score"] for t in r["tests"])
    return points, sum(r["max_score"] for r in results.values()), results


class ClassroomTest(InTemporaryFolder):
    def test_the_workflow_grades_a_fresh_clone_and_reports_its_points(self):
        repo = release("classroom.py", "repository", self.tmp / "starter")
        self.assertFalse((repo / "solutions").exists())
        # The playground page the lessons link: the built one, or the one saying how to build it.
        self.assertIn("playground", (repo / "playground.html").read_text(encoding="utf-8"))
        self.assertFalse((repo / "tests" / "hidden").exists())
        git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.org", "-c",
               "init.defaultBranch=main"]
        for args in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "starter"]):
            subprocess.run([*git, *args], cwd=repo, check=True, capture_output=True)
        clone = self.tmp / "student"
        subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
        # The student's push: lesson 00 written, the others still stubs.
        shutil.copyfile(KIT / "solutions" / WARMUP.dir / f"{WARMUP.source}.cpp",
                        clone / WARMUP.student_file)
        workflow = yaml.safe_load((clone / ".github" / "workflows" / "classroom.yml").read_text())
        self.assertEqual(workflow["name"], "Autograding Tests")
        outputs_file, summary = self.tmp / "outputs", self.tmp / "summary"
        env = dict(os.environ, GITHUB_OUTPUT=str(outputs_file), GITHUB_STEP_SUMMARY=str(summary),
                   NPUZZLE_GRADE_ARGS=f"--lessons 00 {GRADE_ARGS}")
        log = []
        for step in workflow["jobs"]["run-autograding-tests"]["steps"]:
            if "run" not in step:
                continue
            proc = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c",
                                   step["run"]], cwd=clone, env=env, capture_output=True,
                                  text=True)
            log.append(proc.stdout + proc.stderr)
            self.assertEqual(proc.returncode, 0, f"{step['name']}:\n{log[-1]}")
        shown = "\n".join(log)
        self.assertIn("00-warmup", shown, "the grade table is printed")
        outputs = dict(line.split("=", 1) for line in outputs_file.read_text().splitlines())
        points, max_points, results = reporter_totals(self, workflow, outputs)
        visible = catalog.load_lessons(BUILD, with_hidden=False)
        warmup = next(l for l in visible if l.id == "00")
        self.assertEqual(points, warmup.max_score, shown)
        self.assertEqual(max_points, sum(l.max_score for l in visible))
        self.assertEqual(results["lesson00"]["status"], "pass")
        self.assertEqual(results["lesson01"]["status"], "error", "lesson 01 was not graded")
        self.assertIn(f"Points {points}/{max_points}", summary.read_text())


if __name__ == "__main__":
    unittest.main()
