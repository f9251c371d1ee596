#!/usr/bin/env python3
"""PrairieLearn: a course fragment from the kit, and the grader that runs in its image.

  prairielearn.py course DIR [--image NAME]   (./kit prairielearn DIR) one question per lesson,
                                              serverFilesCourse/npuzzle/ (the entrypoint), and
                                              image/ (a Dockerfile with the kit built into it)
  prairielearn.py grade LESSON [--kit-build DIR]
                                              the entrypoint's work, in the grading container:
                                              grades /grade/student for lesson LESSON into
                                              /grade/results/results.json (with the kit build
                                              DIR, or a --kit-build in NPUZZLE_GRADE_ARGS)

The grading container runs the kit's own grader (grade.py, the sandbox, the judges and their
catalog built into the image with the hidden tests); this file only turns its report into
PrairieLearn's results format. The questions' points come from the catalog of the instructor's
build (--kit-build, default build/), made from the same sources as the image's.
NPUZZLE_GRADE_ROOT moves /grade (to test the grader locally), NPUZZLE_GRADE_ARGS adds grader
options.
Language: the results' texts are in the language the report was written in (its
extra_data.language: grade.py --lang, NPUZZLE_LANG or the locale); the keys stay PrairieLearn's.
Why a lesson or a test lost its points is read from the report's data (the reasons of each test's
extra_data, messages.py), never from its prose, and each shown test's entry carries them."""
import json
import os
import pathlib
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import uuid

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import catalog  # noqa: E402
import language as lang_  # noqa: E402
import messages  # noqa: E402
import release  # noqa: E402
import safeio  # noqa: E402

IMAGE_ROOT = "/npuzzle"  # the image's /autograder: its setup.sh builds the kit there
IMAGE_KIT = f"{IMAGE_ROOT}/source/kit"
IMAGE_WORK = f"{IMAGE_ROOT}/work"
ENTRYPOINT = "/grade/serverFilesCourse/npuzzle/grade.sh"
RESULTS_CAP = 1_000_000  # PrairieLearn's limit for results.json, in bytes
OUTPUT_CAP = 6000  # characters of one test's output
MESSAGE_CAP = 20000  # characters of the summary table
# Wall-clock seconds of grading one lesson's reference through this entrypoint, measured on a
# 2-core machine at a load average of 15-20, under nice 10 (docs/platforms/prairielearn.md gives
# the command and the figures): far more than an idle grader takes (lesson 03: 12.5 s idle).
MEASURED_SECONDS = {"00": 27, "01": 39, "02": 37, "03": 249, "04": 52, "05": 51, "06": 70,
                    "07": 81}
LIMIT_SECONDS = 600  # PrairieLearn's largest timeout
COMPILE_SECONDS = 120  # workerbuild's cap on one compile and link
SPARE_SECONDS = 20  # the grader's start and its report, within PrairieLearn's timeout


def lesson_wall_seconds(lesson_id):
    """The grader's hard cap on one lesson's tests: twice the measured time of the whole job,
    within what PrairieLearn's largest timeout leaves after the compile."""
    measured = MEASURED_SECONDS.get(lesson_id, max(MEASURED_SECONDS.values()))
    return min(2 * measured, LIMIT_SECONDS - COMPILE_SECONDS - SPARE_SECONDS)


def job_timeout(lesson_id):
    """PrairieLearn's timeout of one job: room for the longest compile and the lesson's cap, so
    the grader always writes its results before the job is ended."""
    seconds = lesson_wall_seconds(lesson_id) + COMPILE_SECONDS + SPARE_SECONDS
    return min(LIMIT_SECONDS, -(-seconds // 10) * 10)


def capped(text, limit, language=None):
    if len(text) <= limit:
        return text
    more = len(text) - limit
    return text[:limit] + lang_.pick(language or lang_.reading_language(),
                                     f"\n... ({more} more characters left out)",
                                     f"\n……（另有 {more} 个字符未显示）")


# --- results.json, from the kit's report (grade.py --json: Gradescope's format) ---------------

def _reasons(test):
    """A test's reasons (report.reason_data in its extra_data), as messages.Reason."""
    data = (test.get("extra_data") or {}).get("reasons") or []
    return [messages.from_data(r) for r in data]


def _hints(test, language):
    return messages.render([r for r in _reasons(test) if r.kind == "check.hint"], language)


def results(report, lesson):
    """PrairieLearn's results.json for one lesson from the kit's report of it. A lesson that
    did not compile (or was refused) is not gradable: the student loses no attempt, and its
    `reasons` say why as data (the class report reads them from the platform's download).
    Hidden tests show their points only: their names and outputs stay with the instructor."""
    extra = report.get("extra_data") or {}
    language = lang_.from_tag(extra.get("language")) if extra.get("language") else \
        lang_.reading_language()

    def pick(english, chinese):
        return lang_.pick(language, english, chinese)

    info = extra.get("lessons") or []
    tests = report.get("tests") or []
    if not info or not tests:
        reason = capped(report.get("output") or pick("the grader wrote no report",
                                                     "评分程序没有写出报告"),
                        MESSAGE_CAP, language)
        return {"gradable": False, "format_errors": [reason],
                "message": pick("The autograder could not grade this submission; it costs no "
                                "attempt. Tell your instructor if it happens again.",
                                "自动评分程序没能评阅这次提交，本次不计入提交次数。如果再次出现，"
                                "请告诉你的老师。")}
    if not info[0].get("compiled", True):
        why = messages.from_data(info[0]["problem"])
        problem = why.in_(language)
        if why.kind == "refused":
            return {"gradable": False, "format_errors": [capped(problem, MESSAGE_CAP, language)],
                    "reasons": [messages.capped_data(why.data(), OUTPUT_CAP)],
                    "message": pick(f"{lesson.dir}: the submission was refused, so no test could "
                                    f"run; it costs no attempt. Submit the lesson's files only.",
                                    f"{lesson.dir}：提交被拒绝，没有一个测试能运行；这次提交不计入"
                                    f"提交次数。请只提交这一课的文件。")}
        return {"gradable": False, "format_errors": [capped(problem, MESSAGE_CAP, language)],
                "reasons": [messages.capped_data(why.data(), OUTPUT_CAP)],
                "message": pick(f"{lesson.dir} did not compile, so no test could run; this "
                                f"submission costs no attempt. Fix the first error and submit "
                                f"again.",
                                f"{lesson.dir} 编译失败，没有一个测试能运行；这次提交不计入提交"
                                f"次数。请改正第一个错误后再提交。")}
    entries, hidden_count = [], 0
    for test in tests:
        hidden = "hidden" in test.get("tags", [])
        name = test["name"].split(": ", 1)[-1]
        entry = {"points": test["score"], "max_points": test["max_score"]}
        if hidden:
            hidden_count += 1
            entry.update(name=pick(f"hidden test {hidden_count}", f"隐藏测试 {hidden_count}"),
                         description=pick("A hidden test: only its points are shown.",
                                          "隐藏测试：只显示它的分值。"),
                         message="", output="")
        else:
            passed = test["status"] == "passed"
            entry.update(name=name,
                         description=pick(f"A test of {lesson.dir}; ./kit test -L "
                                          f"lesson{lesson.id} runs it on your own machine.",
                                          f"{lesson.dir} 的一个测试；在你自己的电脑上运行 "
                                          f"./kit test -L lesson{lesson.id} 就能执行它。"),
                         message="" if passed else _hints(test, language),
                         output="" if passed else capped(test["output"], OUTPUT_CAP, language),
                         reasons=messages.capped_data(
                             (test.get("extra_data") or {}).get("reasons", []), OUTPUT_CAP))
        entries.append(entry)
    points = sum(e["points"] for e in entries)
    max_points = sum(e["max_points"] for e in entries)
    return {"gradable": True, "score": points / max_points if max_points else 0.0,
            "message": capped(report.get("output", ""), MESSAGE_CAP, language), "tests": entries}


def fit(data):
    """The results' JSON text, under PrairieLearn's 1 MB whatever the outputs hold."""
    text = json.dumps(data, indent=1)
    cap = OUTPUT_CAP
    while len(text.encode()) >= RESULTS_CAP and cap > 100:
        cap //= 4
        for entry in data.get("tests", []):
            entry["output"] = capped(entry["output"], cap)
            entry["message"] = capped(entry["message"], cap)
            if "reasons" in entry:
                entry["reasons"] = messages.capped_data(entry["reasons"], cap)
        data["message"] = capped(data.get("message", ""), cap * 4)
        text = json.dumps(data, indent=1)
    return text + "\n"


def kit_build_of(work, extra):
    """The kit build the grader scores with: the last --kit-build of its arguments (as grade.py
    reads them), or the one it builds in work/kit-build."""
    found = work / "kit-build"
    for i, arg in enumerate(extra):
        if arg == "--kit-build" and i + 1 < len(extra):
            found = pathlib.Path(extra[i + 1])
        elif arg.startswith("--kit-build="):
            found = pathlib.Path(arg.split("=", 1)[1])
    return found


def grade(lesson_id, root, kit, work, extra):
    """Grades root/student for one lesson with the kit's grader and writes
    root/results/results.json; the grader stops in time to write it before PrairieLearn's
    timeout ends the job."""
    if not re.fullmatch(r"\d\d", lesson_id):
        raise SystemExit(f"prairielearn: {lesson_id} is not a lesson's number (00, 01, ...)")
    wall = lesson_wall_seconds(lesson_id)
    deadline = job_timeout(lesson_id) - SPARE_SECONDS // 2
    results_dir = root / "results"
    results_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="npuzzle-pl-") as tmp:
        report_path = pathlib.Path(tmp) / "report.json"
        argv = [sys.executable, str(kit / "grading" / "grade.py"), "--kit", str(kit),
                "--work", str(work), "--submission", str(root / "student"),
                "--lessons", lesson_id, "--json", str(report_path), "--quiet",
                # The reference is timed per machine, and PrairieLearn's graders are many:
                # timing it would double each job.
                "--no-speed",
                "--timeout", str(wall), "--wall-timeout", str(wall),
                *extra]
        proc = subprocess.Popen(argv, start_new_session=True)
        try:
            proc.wait(timeout=deadline)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        try:
            report = json.loads(report_path.read_text())
        except (OSError, ValueError):
            chinese = lang_.reading_language() == lang_.CHINESE
            if proc.returncode == -signal.SIGKILL:
                why = f"评分程序没有在 {deadline} s 内完成" if chinese else \
                    f"the grader did not finish within {deadline} s"
            else:
                why = f"评分程序以退出状态 {proc.returncode} 结束，没有写出报告" if chinese else \
                    f"the grader stopped with exit status {proc.returncode} and no report"
            report = {"output": why}
    try:  # the catalog the grader scored with: the image's own build, or the one it was given
        lesson = catalog.load_lessons(kit_build_of(work, extra), True, {lesson_id})[0]
    except catalog.CatalogError as err:
        lesson, report = None, {"output": str(err)}
    safeio.write_atomic(results_dir / "results.json", fit(results(report, lesson)))
    return 0


# --- the course fragment -----------------------------------------------------------------------

DOCKERFILE = """\
# {title}: the grading image of the npuzzle-kit questions.
# Debian 12 with the kit's packages, the kit built once (its judges hold the hidden tests) and
# the sandbox user the student's code runs as: the Gradescope bundle's setup.sh does all of it,
# with /npuzzle as its /autograder. Push it to a private repository: it holds the answers.
FROM debian:bookworm
ENV NPUZZLE_AUTOGRADER_ROOT={root}
COPY kit {kit}
RUN {kit}/grading/gradescope/setup.sh && rm -rf /var/lib/apt/lists/*
"""

GRADE_SH = """\
#!/usr/bin/env bash
# PrairieLearn's entrypoint for every npuzzle-kit question: grade.sh LESSON grades /grade/student
# with the kit built into the image and writes /grade/results/results.json.
set -uo pipefail
kit=${{NPUZZLE_KIT:-{kit}}}
exec python3 "$kit/grading/prairielearn.py" grade "$1"
"""

QUESTION_HTML = """\
<pl-question-panel>
<markdown>
{text}
</markdown>
<p>Write <code>{file}</code> below ({points} points{hidden}). The kit's tests grade it on the
server; <code>./kit test -L lesson{id}</code> runs the visible ones on your own machine.</p>
<pl-file-editor file-name="{source}" ace-mode="ace/mode/c_cpp" source-file-name="{source}">
</pl-file-editor>
</pl-question-panel>

<pl-submission-panel>
<pl-external-grader-results></pl-external-grader-results>
<pl-file-preview></pl-file-preview>
</pl-submission-panel>
"""

FIGURE_LINK = re.compile(r"\]\((?:\.\./)+docs/figures/([\w.-]+)\)")
RELATIVE_LINK = re.compile(r"\[([^\]]+)\]\((?!https?:|#|\{\{)([^)]+)\)")


def lesson_text(kit, lesson, figures):
    """The lesson's README for the question page: figures served from the question's client
    files, other links into the kit named as paths (the page has no kit beside it)."""
    lines = (kit / "lessons" / lesson.dir / "README.md").read_text(encoding="utf-8").splitlines()
    text = "\n".join(l for l in lines if not l.startswith("**English**"))

    def figure(match):
        figures.add(match.group(1))
        return f"]({{{{options.client_files_question_url}}}}/{match.group(1)})"

    text = FIGURE_LINK.sub(figure, text)
    text = RELATIVE_LINK.sub(lambda m: f"{m.group(1)} (in the kit: `{m.group(2)}`)", text)
    return text.replace("</markdown>", "&lt;/markdown>")


def title_of(kit, lesson):
    for line in (kit / "lessons" / lesson.dir / "README.md").read_text().splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return f"Lesson {lesson.id}"


def question(kit, lesson, folder, image):
    folder.mkdir(parents=True)
    figures = set()
    text = lesson_text(kit, lesson, figures)
    if figures:
        (folder / "clientFilesQuestion").mkdir()
        for name in sorted(figures):
            shutil.copyfile(kit / "docs" / "figures" / name, folder / "clientFilesQuestion" / name)
    info = {
        "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"npuzzle-kit/lessons/{lesson.dir}")),
        "type": "v3",
        "title": title_of(kit, lesson),
        "topic": "State-space search",
        "tags": ["npuzzle-kit", f"lesson{lesson.id}"],
        "singleVariant": True,
        "gradingMethod": "External",
        "externalGradingOptions": {
            "enabled": True,
            "image": image,
            "entrypoint": f"{ENTRYPOINT} {lesson.id}",
            "serverFilesCourse": ["npuzzle/"],
            "timeout": job_timeout(lesson.id),
        },
    }
    (folder / "info.json").write_text(json.dumps(info, indent=2) + "\n")
    hidden = sum(t.points for t in lesson.tests if t.hidden)
    (folder / "question.html").write_text(QUESTION_HTML.format(
        text=text, file=lesson.student_file, source=f"{lesson.source}.cpp", id=lesson.id,
        points=lesson.max_score, hidden=f", {hidden} of them in hidden tests" if hidden else ""))
    shutil.copyfile(kit / lesson.student_file, folder / f"{lesson.source}.cpp")


def course(kit, dest, worktree, image, kit_build):
    """The course fragment: questions/npuzzle/lessonNN-name/, serverFilesCourse/npuzzle/ and
    image/ (the Dockerfile and the kit it builds); returns where the kit came from. The
    questions' points: the catalog of kit_build."""
    if not (kit / "solutions").is_dir():
        raise SystemExit("prairielearn: this is the student edition (no solutions/): build the "
                         "course from the instructor's kit")
    lessons = catalog.load_lessons(kit_build)
    source = release.export(kit, dest / "image" / "kit", release.NOT_FOR_GRADING, worktree)
    (dest / "image" / "Dockerfile").write_text(
        DOCKERFILE.format(title=image, root=IMAGE_ROOT, kit=IMAGE_KIT))
    server = dest / "serverFilesCourse" / "npuzzle"
    server.mkdir(parents=True)
    (server / "grade.sh").write_text(GRADE_SH.format(kit=IMAGE_KIT))
    (server / "grade.sh").chmod(0o755)
    exported = dest / "image" / "kit"  # the lessons as they ship, not the working tree's
    for lesson in lessons:
        question(exported, lesson, dest / "questions" / "npuzzle" / f"lesson{lesson.dir}", image)
    return source


def main(argv=None):
    p, sub = release.subcommand_parser("kit prairielearn", __doc__)
    c = sub.add_parser("course", help="write the course fragment")
    release.output_arguments(c, with_catalog=True)
    c.add_argument("--image", default="npuzzle-kit-grader",
                   help="the image name the questions use (push image/ under that name)")
    g = sub.add_parser("grade", help="grade /grade/student (the image's entrypoint)")
    g.add_argument("lesson", help="the lesson's number, as its folder in lessons/ begins: 00, 01, ...")
    g.add_argument("--kit-build", type=pathlib.Path,
                   help="a build of the kit to grade with (default: the image's, built in "
                        "$NPUZZLE_WORK/kit-build)")
    args = p.parse_args(argv)
    if args.what == "grade":
        root = pathlib.Path(os.environ.get("NPUZZLE_GRADE_ROOT", "/grade"))
        kit = pathlib.Path(os.environ.get("NPUZZLE_KIT", HERE.parent)).resolve()
        work = pathlib.Path(os.environ.get("NPUZZLE_WORK", IMAGE_WORK))
        extra = shlex.split(os.environ.get("NPUZZLE_GRADE_ARGS", ""))
        if args.kit_build:
            extra += ["--kit-build", str(args.kit_build.resolve())]
        return grade(args.lesson, root, kit, work, extra)
    source = release.write_release(p, args, lambda kit: course(
        kit, args.dir, args.worktree, args.image, args.kit_build or kit / "build"))
    print(f"prairielearn: the course fragment of {source} is in {args.dir}: build and push "
          f"{args.dir / 'image'} as {args.image}, then copy questions/ and serverFilesCourse/ "
          f"into your course (docs/platforms/prairielearn.md)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
