"""Description: every word of the class report (class_page.py, class_report.py's CSV headers),
English and Chinese side by side: one table, so no text exists in one language only. The terms
follow docs/glossary.md. A value is a str.format template of the fields the page passes."""
from language import CHINESE

WORDS = {
    "title": ("Class report", "班级报告"),
    "subtitle": ("{students} submissions, {lessons} lessons. Read from {source}.",
                 "共 {students} 份提交、{lessons} 课。数据来自 {source}。"),
    "anonymized": ("Students are shown by a code (--anonymize): the same student has the same "
                   "code in every table of this page.",
                   "学生以代号显示（--anonymize）：同一个学生在本页各表中的代号相同。"),
    "contents": ("On this page:", "本页内容："),
    "overview": ("Lessons at a glance", "各课概览"),
    "lesson": ("lesson", "课"),
    "students": ("students", "学生数"),
    "median": ("median", "中位数"),
    "points": ("points", "分值"),
    "full_marks": ("full marks", "满分人数"),
    "state.graded": ("graded", "已评分"),
    "state.not_started": ("not started", "尚未开始"),
    "state.not_compiled": ("did not compile", "编译失败"),
    "state.timed_out": ("timed out", "超时"),
    "state.refused": ("refused", "提交被拒绝"),
    "state.not_graded": ("not graded", "未评分"),
    "states_note": ("Not started: every failed test still stops in the lesson's stub "
                    "(not_implemented), or no file was submitted. Timed out: a test or the "
                    "lesson ran out of its time. Not graded: the grader has no result of this "
                    "lesson for the submission.",
                    "尚未开始：每个未通过的测试都还停在本课桩代码的 not_implemented 处，或者没有"
                    "提交文件。超时：某个测试或这一课用完了时间。未评分：评分程序没有这份提交这一课"
                    "的结果。"),
    "distribution": ("Scores of {lesson}", "{lesson} 的得分分布"),
    "axis_points": ("points (share of {max})", "得分（占 {max} 分的比例）"),
    "axis_students": ("students", "学生数"),
    "bar_label": ("scored {low}-{high}%: {count}", "得分在 {low}-{high}%：{count} 人"),
    "mistakes": ("Named mistakes, by how many students made them",
                 "已知错误，按犯错学生人数排序"),
    "mistakes_note": ("Each is a hint a failed test showed: one misconception. Of the students "
                      "counted, those who did not start, did not compile, were refused or were "
                      "not graded are left out.",
                      "每一条都是未通过的测试给出的一条提示，对应一个错误理解。统计时不计尚未开始、"
                      "编译失败、提交被拒绝或未评分的学生。"),
    "no_mistakes": ("No named mistake in this lesson.", "这一课没有出现已知错误。"),
    "hint": ("hint", "提示"),
    "caught_by": ("caught by", "发现它的测试"),
    "who": ("who", "学生"),
    "failed_tests": ("Tests failed most often", "未通过次数最多的测试"),
    "test": ("test", "测试"),
    "failed_by": ("failed by", "未通过人数"),
    "slow": ("Much slower than the reference (at least {factor:g} times its CPU time)",
             "比参考解答慢得多（CPU 时间至少是参考解答的 {factor:g} 倍）"),
    "slow_link": ("slow submissions", "慢的提交"),
    "no_slow": ("No submission is that slow, or the grader did not time them (--no-speed).",
                "没有这么慢的提交，或者评分时没有计时（--no-speed）。"),
    "student": ("student", "学生"),
    "cpu": ("CPU", "CPU"),
    "reference": ("reference", "参考解答"),
    "times": ("times", "倍数"),
    "files": ("Files beside this page", "本页旁边的文件"),
    "file.gradebook": ("gradebook.csv: one row per student, one column per lesson and the total, "
                       "for a learning management system to import (always the students' real "
                       "ids)",
                       "gradebook.csv：每个学生一行，每课一列，再加总分，供学习管理系统导入（总是"
                       "学生的真实编号）"),
    "file.lessons": ("lessons.csv: the table of lessons above", "lessons.csv：上面的各课概览表"),
    "file.mistakes": ("mistakes.csv: every named mistake, with both texts of its hint",
                      "mistakes.csv：全部已知错误，附提示的中英文两种文本"),
    "file.tests": ("failed-tests.csv: every failed test and how many failed it",
                   "failed-tests.csv：每个未通过的测试及未通过人数"),
    "file.slow": ("slow.csv: the slow lessons above", "slow.csv：上面列出的慢的提交"),
    "skipped": ("Not read", "未读取"),
    "notes_hidden": ("files not read: {count}; run without --anonymize to see which (their "
                     "folders name students)",
                     "有 {count} 个文件未读取：不加 --anonymize 运行即可看到是哪些（它们的文件夹名"
                     "就是学生）"),
    "more": ("and {count} more", "另有 {count} 人"),
    "more_tests": ("and {count} more tests", "另有 {count} 个测试"),
    "of_students": ("of {total}", "共 {total} 人"),
}


def word(key, language, **fields):
    english, chinese = WORDS[key]
    return (chinese if language == CHINESE else english).format(**fields)
