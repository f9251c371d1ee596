"""Description: reads Catch2's XML report (v2 and v3), even one cut short by a crash.

A killed test binary leaves a truncated report; the pull parser keeps every test case that
finished and names the one that was running, so the grader knows which test to blame."""
import dataclasses
import xml.etree.ElementTree as ET

MAX_FAILURES = 3  # failed assertions quoted per test: the first ones explain the rest
CONTEXT = "context: "  # begins a line of what the test said it was doing (its INFO)


@dataclasses.dataclass
class CaseResult:
    name: str
    tags: str
    passed: bool
    message: str  # why it failed, with the test's hints; empty when it passed


@dataclasses.dataclass
class Report:
    cases: dict  # name -> CaseResult, for every test case that finished
    running: str  # the test case that started and never finished, or ""
    complete: bool  # the report reached its end: the program was not cut short


def _text(element):
    return " ".join((element.text or "").split()) if element is not None else ""


def _block(element):
    """An element's text with its lines kept but their indentation trimmed."""
    lines = [line.strip() for line in (element.text or "").strip().splitlines()]
    return "\n".join(line for line in lines if line)


def _failure_lines(case):
    """Each failure as text, the context lines Catch2 reported with it (its INFO, which the XML
    writes just before it) indented below it; and every context line in order of appearance."""
    failures, contexts, pending = [], [], []
    nested = _nested_exceptions(case)
    for element in case.iter():
        text = None
        if element.tag == "Info":
            line = _block(element)
            if line:
                pending.append(line)
                if line not in contexts:
                    contexts.append(line)
        elif element.tag == "Expression" and element.get("success") == "false":
            where = f"line {element.get('line')}"
            original = _block(element.find("Original"))
            if element.get("type") and not original.startswith("{Unknown expression"):
                text = f"{element.get('type')}( {original} ) failed ({where})"
            else:  # an exception thrown between two checks
                text = f"failed after {where}"
            expanded = _block(element.find("Expanded"))
            if expanded and expanded != _block(element.find("Original")):
                text += "\n  with expansion: " + expanded.replace("\n", "\n  ")
            thrown = element.find("Exception")
            if thrown is not None:
                text += "\n  threw: " + _block(thrown).replace("\n", "\n  ")
        elif element.tag == "Exception" and element not in nested:
            text = f"threw an exception: {_block(element)}"
        elif element.tag == "FatalErrorCondition":
            text = f"crashed: {_block(element)}"
        elif element.tag == "Failure":
            text = f"failed: {_block(element)}"
        if text is not None:
            failures.append((text, pending))
            pending = []
    return failures, contexts


def _nested_exceptions(case):
    return {e for expr in case.iter("Expression") for e in expr.iter("Exception")}


def _case_result(case):
    overall = case.find("OverallResult")
    passed = overall is not None and overall.get("success") == "true"
    message = ""
    if not passed:
        failures, contexts = _failure_lines(case)
        shown, quoted = [], []
        for text, context in failures[:MAX_FAILURES]:
            shown.append(text + "".join(f"\n  {CONTEXT}{line}" for line in context))
            quoted += context
        if len(failures) > MAX_FAILURES:
            shown.append(f"... and {len(failures) - MAX_FAILURES} more failed checks")
        message = "\n".join(shown + [c for c in contexts if c not in quoted]) or "failed"
    return CaseResult(case.get("name", ""), case.get("tags", ""), passed, message)


def parse(data):
    """The finished test cases of a (possibly truncated) XML report given as bytes."""
    parser = ET.XMLPullParser(events=("start", "end"))
    cases, running = {}, ""
    complete = bool(data)
    try:
        parser.feed(data)
        parser.close()
    except ET.ParseError:
        complete = False  # a truncated report: keep what was read
    for event, element in parser.read_events():
        if element.tag != "TestCase":
            continue
        if event == "start":
            running = element.get("name", "")
        else:
            result = _case_result(element)
            cases[result.name] = result
            running = ""
    return Report(cases, running, complete)
