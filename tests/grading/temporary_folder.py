"""A test class whose tests share one temporary folder, made before the first and removed after
the last (the grader's and the platforms' tests build and grade in it)."""
import pathlib
import shutil
import tempfile
import unittest


class InTemporaryFolder(unittest.TestCase):
    PREFIX = "npuzzle-test-"  # the folder's name starts so, to be found if a run is killed

    @classmethod
    def setUpClass(cls):
        cls.tmp = pathlib.Path(tempfile.mkdtemp(prefix=cls.PREFIX))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)
