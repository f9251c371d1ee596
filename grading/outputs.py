"""The files a grading writes for its submission: results.json (Gradescope's format) and JUnit
XML, or, when it could not grade, a results.json that says why."""
import language
import report
import safeio


def write_reports(results, args, json_path, junit_path, note):
    """Written by the grader alone, after every process of the submission is gone."""
    if json_path:
        data = report.gradescope(results, args.hidden_visibility, note)
        safeio.write_atomic(json_path, report.json_text(data))
    if junit_path:
        safeio.write_atomic(junit_path, report.junit(results))



def write_failure(path, why):
    """results.json scoring nothing, saying why (a Reason) to the student and the instructor."""
    safeio.write_atomic(path, report.json_text(
        {"score": 0, "tests": [], "output": why.in_(language.reading_language()),
         "extra_data": {"reason": why.data()}}))
