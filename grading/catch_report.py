"""Description: reads Catch2's XML report (v2 and v3), even one cut short by a crash.

A killed test binary leaves a truncated report; the pull parser keeps every test case that
finished and names the one that was running, so the grader knows which test to blame. A failure
is read as reasons (messages.py): the check, its expansion, what it threw, its context lines and
hints, each a kind and the test's own text."""
import dataclasses
import re
import xml.etree.ElementTree as ET

import language
import messages

MAX_FAILURES = 3  # failed assertions quoted per test: the first ones explain the rest


@dataclasses.dataclass
class CaseResult:
    name: str
    tags: str
    passed: bool
    # Why it failed, one messages.Reason a line (the checks, their expansions and context, the
    # test's hints); empty when it passed
    reasons: tuple = ()
    # (lesson, function) of each lesson stub the student's code reached (messages.unwritten)
    unwritten: tuple = ()

    @property
    def message(self):
        """The reasons in words, in the reader's language."""
        return messages.render(self.reasons, language.reading_language())


@dataclasses.dataclass
class Report:
    cases: dict  # name -> CaseResult, for every test case that finished
    running: str  # the test case that started and never finished, or ""
    complete: bool  # the report reached its end: the program was not cut short


# Catch2 writes an integer above 255 with its hexadecimal beside it: "2071 (0x817)".
_HEX_BESIDE = re.compile(r"\b(\d+) \(0x([0-9a-f]+)\)")


def without_hex(text):
    """An expansion without Catch2's hexadecimal copies of its integers ("2071 (0x817) == 2222
    (0x8ae)" reads "2071 == 2222"): a counter is a count, never an address."""
    return _HEX_BESIDE.sub(
        lambda m: m.group(1) if int(m.group(1)) == int(m.group(2), 16) else m.group(0), text)


def _block(element):
    """An element's text with its lines kept but their indentation trimmed ("" for none)."""
    if element is None:
        return ""
    lines = [line.strip() for line in (element.text or "").strip().splitlines()]
    return "\n".join(line for line in lines if line)


class _Stubs:
    """The lesson stubs a case's texts name (their marks taken out of the texts)."""

    def __init__(self):
        self.found = []

    def text(self, element):
        text, found = messages.unwritten(_block(element))
        self.found += [f for f in found if f not in self.found]
        return text


def _failure_lines(case, stubs):
    """Each failure as reasons (its line, its expansion, what it threw), the context lines
    Catch2 reported with it (its INFO, which the XML writes just before it) after them; and
    every context line in order of appearance."""
    failures, contexts, pending = [], [], []
    nested = _nested_exceptions(case)
    for element in case.iter():
        lines = None
        if element.tag == "Info":
            line = stubs.text(element)
            if line:
                pending.append(line)
                if line not in contexts:
                    contexts.append(line)
        elif element.tag == "Expression" and element.get("success") == "false":
            line = element.get("line", "")
            line = int(line) if line.isdigit() else line
            original = _block(element.find("Original"))
            if element.get("type") and not original.startswith("{Unknown expression"):
                lines = [messages.reason("check.failed", macro=element.get("type"),
                                         expression=original, line=line)]
            else:  # an exception thrown between two checks
                lines = [messages.reason("check.failed_after", line=line)]
            expanded = without_hex(_block(element.find("Expanded")))
            if expanded and expanded != original:
                lines.append(messages.reason("check.expansion", text=expanded))
            thrown = element.find("Exception")
            if thrown is not None:
                lines.append(messages.reason("check.threw", text=stubs.text(thrown)))
        elif element.tag == "Exception" and element not in nested:
            lines = [messages.reason("check.exception", text=stubs.text(element))]
        elif element.tag == "FatalErrorCondition":
            lines = [messages.reason("check.crashed", text=_block(element))]
        elif element.tag == "Failure":
            text = stubs.text(element)
            lines = [messages.hint(text, _site(element))
                     or messages.reason("check.message", text=text)]
        if lines is not None:
            failures.append((lines, pending))
            pending = []
    return failures, contexts


def _site(element):
    """Where in the kit's tests a failure was reported, "tests/lessons/x.cpp:12", or "" (the
    path as compiled may be absolute or relative to the build: it is cut at its tests/ folder)."""
    path, line = element.get("filename", "").replace("\\", "/"), element.get("line", "")
    cut = path.rfind("/tests/")
    path = path[cut + 1:] if cut >= 0 else path
    return f"{path}:{line}" if path.startswith("tests/") and line.isdigit() else ""


def _nested_exceptions(case):
    return {e for expr in case.iter("Expression") for e in expr.iter("Exception")}


def _after_failures(line):
    """A context line the test wrote after its last failure: a hint (hints.hpp) or a note."""
    return messages.hint(line) or messages.reason("check.note", text=line)


def _case_result(case):
    overall = case.find("OverallResult")
    passed = overall is not None and overall.get("success") == "true"
    reasons, stubs = [], _Stubs()
    if not passed:
        failures, contexts = _failure_lines(case, stubs)
        quoted = []
        for lines, context in failures[:MAX_FAILURES]:
            reasons += lines + [messages.reason("check.context", text=c) for c in context]
            quoted += context
        if len(failures) > MAX_FAILURES:
            reasons.append(messages.reason("check.more", count=len(failures) - MAX_FAILURES))
        reasons += [_after_failures(c) for c in contexts if c not in quoted]
        reasons = reasons or [messages.reason("check.failed_plain")]
    return CaseResult(case.get("name", ""), case.get("tags", ""), passed, tuple(reasons),
                      tuple(stubs.found))


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
